import type { Ref } from 'react';
import { Button } from '@store/ui';
import styles from './backoffice.module.css';

/**
 * What a back-office form's save came to: the refusal (with «Recargar» after a 409, to take what
 * someone else saved) or the saved message, which takes the focus.
 */
export function SaveOutcome({
  failure,
  saved,
  savedText,
  statusRef,
  onReload,
}: {
  failure: { text: string; stale: boolean } | null;
  saved: boolean;
  savedText: string;
  statusRef: Ref<HTMLParagraphElement>;
  onReload: () => void;
}) {
  return (
    <>
      {failure && (
        <div role="alert" className={styles.error}>
          <p>{failure.text}</p>
          {failure.stale && (
            <Button type="button" variant="secondary" size="small" onClick={onReload}>
              Recargar
            </Button>
          )}
        </div>
      )}
      {saved && (
        <p ref={statusRef} tabIndex={-1} role="status" className={styles.status}>
          {savedText}
        </p>
      )}
    </>
  );
}
