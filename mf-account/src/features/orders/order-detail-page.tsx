import { useState, type ReactNode } from 'react';
import { formatDay, formatMoment, paths, type OrderDetail } from '@store/contracts';
import { Link, useParams, useRequireLogin, useStore, useTranslation } from '@store/platform';
import { Price, Spinner, useKeyedLoad } from '@store/ui';
import quoteStyles from '../quotes/quotes.module.css';
import { OrderActions } from './order-actions';
import { OrderInvoices } from './order-invoices';
import { OrderProof } from './order-proof';
import { OrderStepper } from './order-stepper';
import styles from './orders.module.css';
import { ordersApi, type OrdersApi } from './orders-api';

/** Without an id the page shows the buyer's latest order (none: the empty list's message). */
async function orderFor(api: OrdersApi, id: number | null): Promise<OrderDetail | null> {
  if (id !== null) return api.get(id);
  const latest = (await api.list(1, null, 1)).items[0];
  return latest ? api.get(latest.id) : null;
}

function Lines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('account');
  return (
    <ul className={quoteStyles.lines}>
      {order.lines.map((line, index) => (
        <li key={`${line.sku}-${index}`} className={quoteStyles.line}>
          {line.shoppingCartProductImageFK[0] ? (
            <img src={line.shoppingCartProductImageFK[0]} alt="" width={64} height={64} />
          ) : (
            <span className={quoteStyles.noImage} />
          )}
          <div>
            <h2 className={quoteStyles.lineName}>{line.productName}</h2>
            <p className={quoteStyles.muted}>
              {[line.variantName, t('quotes.code', { code: line.sku })].filter(Boolean).join(' · ')}
              {line.hasProductBuilding ? ` · ${t('orders.customised')}` : ''}
            </p>
          </div>
          <p className={quoteStyles.lineAmounts}>
            <span>{t('quotes.units', { count: line.quantity })}</span>
            <Price value={line.total} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function Facts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('account');
  const { config } = useStore();
  const a = order.addressee;
  return (
    <div className={styles.facts}>
      <section>
        <h2 className={styles.subtitle}>{t('orders.deliverTo')}</h2>
        <p>
          {a.name} {a.lastName}
        </p>
        <p>
          {a.street} {a.streetNumber}
          {a.apartment ? `, ${a.apartment}` : ''}
        </p>
        <p>
          {/* Chilean addresses have no postal code. */}
          {a.zipCode ? `${a.locality} (${a.zipCode})` : a.locality}
        </p>
        <p>
          {t('orders.shippingBy', { carrier: order.shipping.carrierName })} ·{' '}
          {t('orders.inHands', {
            min: formatDay(order.shipping.estimatedInHands.min, config.environment),
            max: formatDay(order.shipping.estimatedInHands.max, config.environment),
          })}
        </p>
      </section>
      <section>
        <h2 className={styles.subtitle}>{t('orders.billing')}</h2>
        <p>
          {order.invoice.name} {order.invoice.lastName} · {order.invoice.document}
        </p>
        <p>{t(`orders.invoiceType.${order.invoiceType}`, { defaultValue: order.invoiceType })}</p>
        <p>
          {t('orders.paidWith', {
            method: t(`orders.method.${order.payment}`),
            status: t(`orders.paymentStatus.${order.paymentStatus}`),
          })}
        </p>
        {order.stockHeldUntil ? (
          <p>{t('orders.stockHeld', formatMoment(order.stockHeldUntil, config.environment))}</p>
        ) : null}
      </section>
    </div>
  );
}

function Totals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('account');
  // The order's stored invoice figures: products' net + shipping's net + IVA of both = total.
  return (
    <dl className={styles.totals}>
      <dt>{t('quotes.subtotal')}</dt>
      <dd>
        <Price value={order.subTotal} />
      </dd>
      <dt>{t('orders.shipping')}</dt>
      <dd>
        <Price value={order.shippingNet} />
      </dd>
      <dt>{t('quotes.taxes')}</dt>
      <dd>
        <Price value={order.taxes} />
      </dd>
      <dt className={styles.grand}>{t('orders.total')}</dt>
      <dd className={styles.grand}>
        <Price value={order.total} />
      </dd>
    </dl>
  );
}

/** /orders/detail/:id (or the latest order): lines, addresses, payment, totals and tracking. */
export function OrderDetailPage({ api = ordersApi }: { api?: OrdersApi }) {
  const { t } = useTranslation('account');
  const allowed = useRequireLogin();
  const raw = useParams().id;
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const { data: order, error } = useKeyedLoad(allowed ? String(raw ?? 'latest') : null, () =>
    orderFor(api, id),
  );
  if (!allowed) return null;

  const back = <Link to={paths.ordersList()}>{t('orders.back')}</Link>;
  if (order === undefined && !error)
    return (
      <div className={quoteStyles.page}>
        <h1>{t('orders.detailTitle')}</h1>
        <Spinner label={t('orders.loadingOne')} />
      </div>
    );
  if (error || !order || (raw && id === null))
    return (
      <div className={quoteStyles.page}>
        <h1>{t('orders.detailTitle')}</h1>
        <p role={error ? 'alert' : undefined} className={quoteStyles.error}>
          {error ? error : raw ? t('orders.missing') : t('orders.emptyTitle')}
        </p>
        {back}
      </div>
    );
  return <OrderView key={order.id} initial={order} api={api} back={back} />;
}

/** The loaded order; approving its proof answers the order as it now stands. */
function OrderView({
  initial,
  api,
  back,
}: {
  initial: OrderDetail;
  api: OrdersApi;
  back: ReactNode;
}) {
  const { t } = useTranslation('account');
  const { config } = useStore();
  const [order, setOrder] = useState(initial);
  return (
    <div className={quoteStyles.page}>
      <header className={quoteStyles.header}>
        <h1>{t('orders.numbered', { number: order.number })}</h1>
        {back}
      </header>
      <p className={quoteStyles.muted}>
        {t('orders.placed', { date: formatDay(order.createdAt, config.environment) })} ·{' '}
        {t(`orders.status.${order.status}`)}
        {order.quoteNumber !== null && (
          <> · {t('orders.fromQuote', { number: order.quoteNumber })}</>
        )}
      </p>
      <OrderStepper order={order} />
      <OrderProof order={order} api={api} onChange={setOrder} />
      <Lines order={order} />
      <Totals order={order} />
      <Facts order={order} />
      <OrderInvoices order={order} api={api} />
      <OrderActions order={order} api={api} />
    </div>
  );
}
