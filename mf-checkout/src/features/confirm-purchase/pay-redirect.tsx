import { useEffect, useState } from 'react';
import { StoreApiError, useTranslation, useStore } from '@store/platform';
import { Button, ProgressBar } from '@store/ui';
import { useCheckoutApi } from '../checkout/api/checkout-api-context';
import { attemptKey } from './payment-attempt';
import { redirectTo } from './redirect-to';
import styles from './confirm-purchase.module.css';

/** `/confirm-purchase?orderId=`: asks the API for the card provider's page and goes there. */
export function PayRedirect({ orderId }: { orderId: number }) {
  const { t } = useTranslation('checkout');
  const { tenant } = useStore();
  const api = useCheckoutApi();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ attempt: number; message: string } | null>(null);
  const error = failure?.attempt === attempt ? failure.message : null;

  useEffect(() => {
    let current = true;
    api.updateOrderPayment({ orderId, method: 'MP' }, attemptKey(tenant, orderId)).then(
      (result) => {
        if (current && result.method === 'MP') redirectTo(result.redirectUrl);
      },
      (problem: unknown) => {
        if (!current) return;
        const refused = problem instanceof StoreApiError && problem.status === 422;
        setFailure({ attempt, message: refused ? problem.message : t('confirm.failed') });
      },
    );
    return () => {
      current = false;
    };
  }, [api, orderId, tenant, attempt, t]);

  return (
    <section className={styles.page}>
      <h1>{t('confirm.title')}</h1>
      {error ? (
        <p className={styles.problem} role="alert">
          {error}
          <Button variant="secondary" size="small" onClick={() => setAttempt((n) => n + 1)}>
            {t('confirm.retry')}
          </Button>
        </p>
      ) : (
        <>
          <p>{t('confirm.text')}</p>
          <ProgressBar label={t('confirm.title')} />
        </>
      )}
    </section>
  );
}
