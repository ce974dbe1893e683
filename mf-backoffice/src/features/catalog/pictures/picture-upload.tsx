import { useRef, useState, type FormEvent } from 'react';
import { PICTURE_LIMITS, pictureFileProblem } from '@store/contracts/product-rules';
import { toStoreApiError } from '@store/platform';
import { Button, TextField } from '@store/ui';
import { SaveOutcome } from '../../layout/save-outcome';
import styles from './pictures.module.css';

/** What is wrong with the chosen files before sending them (null: nothing). */
export function uploadProblem(files: readonly { name: string; size: number }[], count: number) {
  if (files.length === 0) return 'Elija al menos una foto para subir.';
  if (files.length > PICTURE_LIMITS.filesPerUpload)
    return `Se suben como máximo ${PICTURE_LIMITS.filesPerUpload} fotos por vez.`;
  if (count + files.length > PICTURE_LIMITS.perProduct)
    return `Un producto tiene como máximo ${PICTURE_LIMITS.perProduct} fotos: este tiene ${count}.`;
  return files.map(pictureFileProblem).find(Boolean) ?? null;
}

/**
 * «Agregar fotos»: one or more files (PNG, JPEG or WebP; the API reads their type from their
 * bytes), checked for their number and size before sending; the API's refusal on the field with
 * the focus there, a 409 above with «Recargar». `single`: one picture that replaces the one
 * there (a category's).
 */
export function PictureUpload({
  count,
  single = false,
  onUpload,
  onReload,
}: {
  /** How many pictures the product has. */
  count: number;
  single?: boolean;
  onUpload: (files: File[]) => Promise<unknown>;
  onReload: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSaved(null);
    const files = Array.from(input.current?.files ?? []);
    const problem =
      single && files.length > 1 ? 'Elija una sola foto.' : uploadProblem(files, count);
    if (problem) return refuse(problem);
    setError(null);
    setBusy(true);
    try {
      await onUpload(files);
      if (input.current) input.current.value = '';
      setSaved(
        single
          ? 'Foto subida.'
          : `${files.length === 1 ? 'Foto subida' : `${files.length} fotos subidas`}: escriba su texto alternativo.`,
      );
      // After the render that shows it.
      setTimeout(() => status.current?.focus());
    } catch (caught) {
      const answer = toStoreApiError(caught);
      if (answer.status === 409) setFailure({ text: answer.message, stale: true });
      else refuse(answer.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.upload}
      onSubmit={submit}
      aria-label={single ? 'Cambiar la foto' : 'Agregar fotos'}
      noValidate
    >
      <TextField
        ref={input}
        type="file"
        name="files"
        multiple={!single}
        accept="image/png,image/jpeg,image/webp"
        label={single ? 'Foto' : 'Fotos nuevas'}
        hint={
          single
            ? `PNG, JPEG o WebP; hasta ${PICTURE_LIMITS.maxBytes / 1024 / 1024} MB. Reemplaza la que tenga.`
            : `PNG, JPEG o WebP; hasta ${PICTURE_LIMITS.maxBytes / 1024 / 1024} MB cada una y ${PICTURE_LIMITS.filesPerUpload} por vez. Se agregan al final.`
        }
        error={error}
        onChange={() => setError(null)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Subiendo…' : single ? 'Subir foto' : 'Subir fotos'}
      </Button>
      <SaveOutcome
        failure={failure}
        saved={saved !== null}
        savedText={saved ?? ''}
        statusRef={status}
        onReload={onReload}
      />
    </form>
  );
}
