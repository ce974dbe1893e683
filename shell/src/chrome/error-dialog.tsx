import { useEffect, useState } from 'react';
import type { ErrorDialogRequest, ErrorDialogResult } from '@store/contracts';
import { handle, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { Dialog } from './dialog';

export const DEFAULT_ERROR_TEXT = 'Oops ha ocurrido un error.';

interface Pending {
  message: string;
  answer: (result: ErrorDialogResult) => void;
}

/**
 * Spec section 2: the generic error dialog, title from `error.popupTitle`, one 'Aceptar' button
 * and a close icon. Every remote opens it with `request('shell:error-dialog-requested', ...)`;
 * the answer says whether the buyer accepted. Requests that arrive while one shows wait in turn.
 */
export function ErrorDialog() {
  const { t } = useTranslation('shell');
  const [queue, setQueue] = useState<Pending[]>([]);
  const current = queue[0];

  useEffect(
    () =>
      handle(
        'shell:error-dialog-requested',
        (payload: ErrorDialogRequest) =>
          new Promise<ErrorDialogResult>((answer) =>
            setQueue((waiting) => [
              ...waiting,
              { message: payload.message?.trim() || DEFAULT_ERROR_TEXT, answer },
            ]),
          ),
      ),
    [],
  );

  const close = (accepted: boolean) => {
    current?.answer({ accepted });
    setQueue((waiting) => waiting.slice(1));
  };

  return (
    <Dialog
      open={Boolean(current)}
      role="alertdialog"
      title={t('error.popupTitle')}
      onClose={() => close(false)}
      actions={<Button onClick={() => close(true)}>{t('error.accept')}</Button>}
    >
      {current?.message}
    </Dialog>
  );
}
