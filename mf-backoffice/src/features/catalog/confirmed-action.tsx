import { useRef, useState, type ReactNode } from 'react';
import { toStoreApiError } from '@store/platform';
import { Button, Dialog } from '@store/ui';
import { SaveOutcome } from '../layout/save-outcome';
import catalog from './catalog.module.css';

/**
 * A catalogue action confirmed in a dialog that says what it means («Quitar variante», «Borrar
 * foto»): the API's refusal under the button, with «Recargar» after a 409.
 */
export function ConfirmedAction({
  label,
  title,
  confirmLabel,
  children,
  onConfirm,
  onReload,
}: {
  label: string;
  title: string;
  confirmLabel: string;
  /** What the action means, in the dialog. */
  children: ReactNode;
  onConfirm: () => Promise<unknown>;
  onReload: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (caught) {
      const error = toStoreApiError(caught);
      setFailure({ text: error.message, stale: error.status === 409 });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className={catalog.retire}>
      <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <SaveOutcome
        failure={failure}
        saved={false}
        savedText=""
        statusRef={status}
        onReload={onReload}
      />
      <Dialog
        open={confirming}
        role="alertdialog"
        title={title}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Volver
            </Button>
            <Button onClick={() => void confirm()} disabled={busy}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        {children}
      </Dialog>
    </div>
  );
}
