import { fromMinor } from '../pricing/index.js';
import type { OrderHistory } from './order-history.js';
import type { OrderStatus } from './order-status.js';
import type { OrderPage, OrdersPageQuery } from '@store/contracts/wire/orders';

const DEFAULT_PAGE_SIZE = 10;

type Summary = OrderPage['items'][number];

/** One page of the buyer's orders as the list shows them, amounts in the tenant's currency. */
export async function buildOrderPage(
  history: OrderHistory,
  tenantId: number,
  userId: number,
  query: OrdersPageQuery,
): Promise<OrderPage> {
  const page = query.Page ?? 1;
  const pageSize = query.PageSize ?? DEFAULT_PAGE_SIZE;
  const { rows, totalCount } = await history.page(tenantId, userId, {
    page,
    pageSize,
    status: query.Status,
    from: query.From,
    to: query.To,
  });
  const items = rows.map((row): Summary => ({
    id: Number(row.id),
    number: row.number,
    createdAt: row.created_at,
    currency: row.currency,
    total: fromMinor(Number(row.total), row.decimals),
    status: row.status as OrderStatus,
    payment: row.payment_method as Summary['payment'],
    paymentStatus: row.payment_status as Summary['paymentStatus'],
    lineCount: Number(row.line_count ?? 0),
  }));
  return { items, totalCount, page, pageSize };
}
