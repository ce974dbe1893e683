import { useEffect } from 'react';
import {
  paths,
  type BankDetails,
  type Order,
  type UpdateOrderPaymentResult,
} from '@store/contracts';
import { Link, useTranslation } from '@store/platform';
import { buttonClassName, Price } from '@store/ui';
import { EMPTY_CHECKOUT } from '../state/checkout-data';
import { useCheckout } from '../state/use-checkout';
import styles from './order-placed.module.css';

type Offline = Exclude<UpdateOrderPaymentResult, { method: 'MP' }>;

function BankDetailsList({ bank }: { bank: BankDetails }) {
  const { t } = useTranslation('checkout');
  const rows: [string, string | null][] = [
    [t('payment.bank'), bank.bank],
    [t('payment.holder'), bank.accountHolder],
    [t('payment.taxId'), bank.taxId],
    [t('payment.accountType'), bank.accountType],
    [t('payment.accountNumber'), bank.accountNumber],
    [t('payment.cbu'), bank.cbu],
    [t('payment.alias'), bank.alias],
    [t('payment.sendReceipt'), bank.email],
  ];
  return (
    <dl className={styles.details}>
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * A transfer or cheque order: placed and pending until the money arrives. Shown once: leaving the
 * page starts the next checkout from scratch.
 */
export function OrderPlaced({ order, placed }: { order: Order; placed: Offline }) {
  const { t } = useTranslation('checkout');
  const { update } = useCheckout();
  useEffect(() => () => update(() => EMPTY_CHECKOUT), [update]);
  return (
    <section className={styles.placed}>
      <h1>{t('payment.placedTitle', { number: order.number })}</h1>
      <p role="status">{t('payment.pending')}</p>
      {placed.method === 'TRF' ? (
        <>
          <h2>{t('payment.transferTitle')}</h2>
          <dl className={styles.details}>
            <div>
              <dt>{t('payment.amount')}</dt>
              <dd>
                <Price value={placed.total} />
              </dd>
            </div>
          </dl>
          <BankDetailsList bank={placed.bankDetails} />
        </>
      ) : (
        <p>{t('payment.cheque')}</p>
      )}
      <Link className={buttonClassName()} to={paths.orderDetail(order.id)}>
        {t('payment.seeOrder')}
      </Link>
    </section>
  );
}
