import { useState } from 'react';
import { paths } from '@store/contracts';
import { request, useTranslation, useNavigate } from '@store/platform';
import { Button } from '@store/ui';
import { useCartRuntime } from '../cart/use-cart';

/**
 * The drawer's button (spec section 4): pressing disables it and restores the saved cart; on
 * success the drawer closes and the route becomes /shopping-cart. On 422 the button stays
 * disabled and the shell's error dialog shows the server's message; accepting it goes home.
 */
export function SeeCartButton({ disabled, onClose }: { disabled: boolean; onClose: () => void }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const { model } = useCartRuntime();
  const [restoring, setRestoring] = useState(false);
  const [refused, setRefused] = useState(false);

  const restore = async () => {
    setRestoring(true);
    const outcome = await model.restore();
    setRestoring(false);
    if (outcome.ok || outcome.status !== 422) {
      // Spec section 8: other restore failures are not shown; the cart page shows what it can.
      onClose();
      navigate(paths.shoppingCart(), { replace: true });
      return;
    }
    setRefused(true);
    const { accepted } = await request('shell:error-dialog-requested', {
      message: outcome.message,
    });
    if (accepted) {
      onClose();
      navigate(paths.home());
    }
  };

  return (
    <Button block disabled={disabled || refused} busy={restoring} onClick={() => void restore()}>
      {t('drawer.seeCart')}
    </Button>
  );
}
