import { PICTURE_LIMITS, pictureAltProblem } from '@store/contracts/product-rules';
import { Button, TextField } from '@store/ui';
import { useFieldForm } from '../../layout/use-field-form';
import styles from './pictures.module.css';

/**
 * A picture's alt text: required, at most 125 characters (`pictureAltProblem` of
 * `@store/contracts/product-rules`, the API's rule), checked before sending, the error on the
 * field with the focus there.
 */
export function PictureAltForm({
  alt,
  label,
  onSave,
  onReload,
}: {
  alt: string | null;
  /** Names the form for screen readers: «Texto alternativo de la foto 2». */
  label: string;
  onSave: (alt: string) => Promise<unknown>;
  onReload: () => void;
}) {
  const { texts, bind, onSubmit, busy, formRef, outcome } = useFieldForm({ alt: alt ?? '' });
  const problemsOf = ({ alt }: { alt: string }) => {
    const problem = pictureAltProblem(alt);
    return problem ? { alt: problem } : {};
  };
  return (
    <form
      ref={formRef}
      className={styles.altForm}
      aria-label={label}
      noValidate
      onSubmit={onSubmit(problemsOf, () => onSave(texts.alt.trim()))}
    >
      <TextField
        label="Texto alternativo"
        hint={`Qué muestra la foto, para quien no la ve; hasta ${PICTURE_LIMITS.alt} caracteres.`}
        {...bind('alt')}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        Guardar texto
      </Button>
      {outcome('Texto alternativo guardado.', onReload)}
    </form>
  );
}
