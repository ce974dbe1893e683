import { formatDay, ORDER_STATUSES, paths, type OrderStatus } from '@store/contracts';
import { Link, useRequireLogin, useSearchParams, useStore, useTranslation } from '@store/platform';
import { EmptyState, Price, Spinner, useKeyedLoad } from '@store/ui';
import { ListPager, ListTable } from '../lists/list-parts';
import styles from '../quotes/quotes.module.css';
import own from './orders.module.css';
import { ordersApi, type OrdersApi } from './orders-api';

const statusOf = (value: string | null): OrderStatus | null =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : null;

/** /orders/list: the buyer's orders, newest first, ten a page (`?page=`), by status (`?status=`). */
export function OrdersListPage({ api = ordersApi }: { api?: OrdersApi }) {
  const { t } = useTranslation('account');
  const { config } = useStore();
  const allowed = useRequireLogin();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const status = statusOf(search.get('status'));
  const { data, error } = useKeyedLoad(allowed ? `${page}|${status}` : null, () =>
    api.list(page, status),
  );
  if (!allowed) return null;

  const go = (next: { page?: number; status?: OrderStatus | null }) => {
    const query: Record<string, string> = {};
    const nextStatus = next.status === undefined ? status : next.status;
    if (nextStatus) query.status = nextStatus;
    if (next.page && next.page > 1) query.page = String(next.page);
    setSearch(query);
  };
  const filter = (
    <label className={styles.muted}>
      {t('orders.filter')}{' '}
      <select
        value={status ?? ''}
        onChange={(event) => go({ status: statusOf(event.target.value) })}
      >
        <option value="">{t('orders.allStatuses')}</option>
        {ORDER_STATUSES.map((code) => (
          <option key={code} value={code}>
            {t(`orders.status.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
  const heading = (
    <header className={styles.header}>
      <h1>{t('orders.title')}</h1>
      {filter}
    </header>
  );
  if (error)
    return (
      <div className={styles.page}>
        {heading}
        <p role="alert" className={styles.error}>
          {error}
        </p>
      </div>
    );
  if (data === undefined)
    return (
      <div className={styles.page}>
        {heading}
        <Spinner label={t('orders.loading')} />
      </div>
    );
  const { items, totalCount, pageSize } = data;
  if (!totalCount && !status)
    return (
      <EmptyState
        title={t('orders.emptyTitle')}
        text={t('orders.emptyText')}
        actions={<Link to={paths.home()}>{t('orders.toCatalog')}</Link>}
      />
    );
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <div className={styles.page}>
      {heading}
      {totalCount === 0 ? (
        <p className={styles.muted}>{t('orders.noneWithStatus')}</p>
      ) : (
        // A narrow screen scrolls the table sideways instead of the whole page.
        <div className={own.scroll}>
          <ListTable
            headings={[
              { label: t('orders.number') },
              { label: t('orders.date') },
              { label: t('orders.state') },
              { label: t('orders.payment') },
              { label: t('orders.total'), amount: true },
            ]}
          >
            {items.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link
                    to={paths.orderDetail(order.id)}
                    aria-label={t('orders.numbered', { number: order.number })}
                  >
                    {order.number}
                  </Link>
                </th>
                <td>{formatDay(order.createdAt, config.environment)}</td>
                <td>{t(`orders.status.${order.status}`)}</td>
                <td>{t(`orders.paymentStatus.${order.paymentStatus}`)}</td>
                <td className={styles.amount}>
                  <Price value={order.total} />
                </td>
              </tr>
            ))}
          </ListTable>
        </div>
      )}
      <ListPager
        label={t('orders.pages')}
        page={page}
        pages={pages}
        onGo={(next) => go({ page: next })}
      />
    </div>
  );
}
