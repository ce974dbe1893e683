import { paths } from '@store/contracts';
import { Link, useTranslation, useNavigate, useStore } from '@store/platform';
import { Button, buttonClassName, ProgressBar } from '@store/ui';
import styles from './confirm-purchase.module.css';
import { endAttempt } from './payment-attempt';
import { usePaymentStatus } from './use-payment-status';

/** Where the card provider sends the buyer back: approved, pending or rejected (with a retry). */
export function PaymentResult({ orderId }: { orderId: number }) {
  const { t } = useTranslation('checkout');
  const { tenant } = useStore();
  const navigate = useNavigate();
  const { status, failed, check } = usePaymentStatus(orderId);

  if (failed) {
    return (
      <section className={styles.page}>
        <p className={styles.problem} role="alert">
          {t('result.failed')}
          <Button variant="secondary" size="small" onClick={check}>
            {t('result.check')}
          </Button>
        </p>
      </section>
    );
  }
  if (!status) return <ProgressBar label={t('result.checking')} />;
  const links = (
    <div className={styles.actions}>
      <Link className={buttonClassName({ variant: 'secondary' })} to={paths.orderDetail(orderId)}>
        {t('result.seeOrder')}
      </Link>
      <Link className={buttonClassName({ variant: 'ghost' })} to={paths.productsList()}>
        {t('result.keepBuying')}
      </Link>
    </div>
  );
  if (status.status === 'approved') {
    return (
      <section className={styles.page}>
        <h1>{t('result.approved')}</h1>
        <p role="status">{t('result.approvedText')}</p>
        {links}
      </section>
    );
  }
  if (status.status === 'rejected') {
    const retry = () => {
      endAttempt(tenant, orderId);
      navigate(paths.payOrder(orderId), { replace: true });
    };
    return (
      <section className={styles.page}>
        <h1>{t('result.rejected')}</h1>
        <p role="status">{t('result.rejectedText')}</p>
        <div className={styles.actions}>
          <Button onClick={retry}>{t('result.retry')}</Button>
        </div>
        {links}
      </section>
    );
  }
  return (
    <section className={styles.page}>
      <h1>{t('result.pending')}</h1>
      <p role="status">{t('result.pendingText')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={check}>
          {t('result.check')}
        </Button>
      </div>
      {links}
    </section>
  );
}
