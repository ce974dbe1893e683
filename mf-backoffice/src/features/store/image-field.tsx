import { useId, useState } from 'react';
import {
  imageSizeProblem,
  STORE_IMAGE_RULES,
  type StoreImageKind,
} from '@store/contracts/store-rules';
import { toStoreApiError } from '@store/platform';
import styles from './store.module.css';
import base from '../layout/backoffice.module.css';

const ACCEPT: Record<string, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  ico: 'image/x-icon,image/vnd.microsoft.icon',
};

/**
 * The logo's or favicon's file: uploaded as soon as it is chosen (the server checks it by its
 * bytes and keeps it), then `onChange` gets its address for the draft.
 */
export function ImageField({
  kind,
  label,
  url,
  upload,
  onChange,
}: {
  kind: StoreImageKind;
  label: string;
  url: string | null;
  upload: (kind: StoreImageKind, file: File) => Promise<string>;
  onChange: (url: string) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rule = STORE_IMAGE_RULES[kind];
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const problem = imageSizeProblem(kind, file.size);
    setError(problem);
    if (problem) return input.focus();
    setBusy(true);
    try {
      onChange(await upload(kind, file));
    } catch (failure) {
      setError(toStoreApiError(failure).message);
      input.focus();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.image}>
      <label htmlFor={id}>{label}</label>
      {url && <img src={url} alt={`${label} actual`} />}
      <input
        id={id}
        type="file"
        accept={rule.types.map((type) => ACCEPT[type]).join(',')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        disabled={busy}
        onChange={(event) => void choose(event.currentTarget)}
      />
      <p id={`${id}-hint`}>
        {rule.types.map((type) => type.toUpperCase()).join(', ')}; hasta {rule.maxBytes / 1024} KB.
        {busy && ' Subiendo…'}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className={base.error}>
          {error}
        </p>
      )}
    </div>
  );
}
