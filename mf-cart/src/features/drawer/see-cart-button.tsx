import { useState } from 'react';
import { paths } from '@store/contracts';
import { useMessages, useNavigate } from '@store/platform';
import { Button, Dialog } from '@store/ui';
import { useCartRuntime } from '../cart/use-cart';

/**
 * The drawer's button (spec section 4): pressing disables it and restores the saved cart; on
 * success the drawer closes and the route becomes /shopping-cart. On 422 the button stays
 * disabled and the dialog shows the server's message; accepting it goes home.
 */
export function SeeCartButton({ disabled, onClose }: { disabled: boolean; onClose: () => void }) {
  const { t } = useMessages('cart');
  const navigate = useNavigate();
  const { model } = useCartRuntime();
  const [restoring, setRestoring] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const restore = async () => {
    setRestoring(true);
    const outcome = await model.restore();
    if (!outcome.ok && outcome.status === 422) {
      setRefusal(outcome.message);
      return;
    }
    // Spec section 8: other restore failures are not shown; the cart page shows what it can.
    setRestoring(false);
    onClose();
    navigate(paths.shoppingCart(), { replace: true });
  };

  const accept = () => {
    setRefusal(null);
    setRestoring(false);
    onClose();
    navigate(paths.home());
  };

  return (
    <>
      <Button block disabled={disabled || restoring} busy={restoring && !refusal} onClick={restore}>
        {t('drawer.seeCart')}
      </Button>
      <Dialog
        open={refusal !== null}
        role="alertdialog"
        title={t('drawer.restoreFailedTitle')}
        onClose={accept}
        actions={<Button onClick={accept}>{t('drawer.accept')}</Button>}
      >
        {refusal}
      </Dialog>
    </>
  );
}
