import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { countedPage, matchingCount } from '../../db/counted-page.js';
import { likeOf, lowerLike } from '../../db/like.js';
import { bareDocument } from './order-search-text.js';

/** A CUIT or RUT without dashes and dots: digits, then RUT's check digit. */
const DOCUMENT = /^\d{5,}[0-9kK]?$/;

/**
 * The staff's view of a tenant's orders (back office, issue 32): search, filters, sorting and
 * pages over every buyer's orders, and the dashboard's counts. All of it SQL of this module; the
 * staff module calls it with the staff member's tenant.
 */
export interface StaffOrderFilter {
  q?: string;
  /** One buyer's orders (the buyer's page in the back office). */
  buyer?: number;
  status?: string;
  payment?: string;
  /** `YYYY-MM-DD`, inclusive UTC days. */
  from?: string;
  to?: string;
  sort: 'newest' | 'oldest' | 'total-desc' | 'total-asc';
  page: number;
  pageSize: number;
}

const SORTS = {
  newest: ['created_at', 'desc'],
  oldest: ['created_at', 'asc'],
  'total-desc': ['total', 'desc'],
  'total-asc': ['total', 'asc'],
} as const;

/**
 * An order's invoice data (name, company, CUIT/RUT) holding `term`; a CUIT or RUT typed without
 * its dashes or dots still finds the stored one. Also the back office's buyer search.
 */
export function invoiceMatches(term: string): Expression<SqlBool>[] {
  const bare = bareDocument(term);
  const bareLike = DOCUMENT.test(bare) ? likeOf(bare) : null;
  return [
    lowerLike(sql.ref('orders.invoice_json'), likeOf(term)),
    ...(bareLike
      ? [
          lowerLike(
            sql`replace(replace(${sql.ref('orders.invoice_json')}, '-', ''), '.', '')`,
            bareLike,
          ),
        ]
      : []),
  ];
}

export function createOrderSearchRepository(db: Kysely<Database>) {
  function filtered(tenantId: number, filter: StaffOrderFilter) {
    let query = db.selectFrom('orders').where('orders.tenant_id', '=', tenantId);
    if (filter.buyer !== undefined) query = query.where('orders.user_id', '=', filter.buyer);
    if (filter.status) query = query.where('orders.status', '=', filter.status);
    if (filter.payment) query = query.where('orders.payment_status', '=', filter.payment);
    if (filter.from) query = query.where('orders.created_at', '>=', `${filter.from}T00:00:00.000Z`);
    if (filter.to) query = query.where('orders.created_at', '<=', `${filter.to}T23:59:59.999Z`);
    const term = filter.q?.trim();
    if (term) {
      // One short text per order (order-search-text.ts); a CUIT or RUT typed with other dashes
      // or dots than the stored one is also looked for bare.
      const bare = bareDocument(term);
      const likes = [likeOf(term), ...(DOCUMENT.test(bare) && bare !== term ? [likeOf(bare)] : [])];
      query = query.where((eb) =>
        eb.or(likes.map((like) => sql<SqlBool>`orders.search_text like ${like} escape '\\'`)),
      );
    }
    return query;
  }

  return {
    /** The buyers (user ids) whose orders' invoice data hold `term` (the back office's buyers). */
    async buyersMatching(tenantId: number, term: string): Promise<number[]> {
      const rows = await db
        .selectFrom('orders')
        .select('orders.user_id')
        .distinct()
        .where('orders.tenant_id', '=', tenantId)
        .where((eb) => eb.or(invoiceMatches(term)))
        .limit(1000)
        .execute();
      return rows.map((row) => Number(row.user_id));
    },

    /** How many orders each buyer made and when the last one was (the buyers' table). */
    async buyerFigures(
      tenantId: number,
      userIds: number[],
    ): Promise<Map<number, { orderCount: number; lastOrderAt: string | null }>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .selectFrom('orders')
        .select((eb) => [
          'orders.user_id',
          eb.fn.countAll().as('n'),
          eb.fn.max('orders.created_at').as('last'),
        ])
        .where('orders.tenant_id', '=', tenantId)
        .where('orders.user_id', 'in', userIds)
        .groupBy('orders.user_id')
        .execute();
      return new Map(
        rows.map((row) => [
          Number(row.user_id),
          { orderCount: Number(row.n), lastOrderAt: row.last ?? null },
        ]),
      );
    },

    async page(tenantId: number, filter: StaffOrderFilter) {
      const [column, direction] = SORTS[filter.sort];
      const offset = (filter.page - 1) * filter.pageSize;
      const pageQuery = filtered(tenantId, filter)
        .selectAll('orders')
        .orderBy(`orders.${column}`, direction)
        .orderBy('orders.id', direction)
        .offset(offset)
        .limit(filter.pageSize);
      const count = async () => {
        const counted = await filtered(tenantId, filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return Number(counted.n);
      };
      // Without words the page is read along an index and counted from one: two quick reads.
      if (!filter.q?.trim()) {
        const [rows, totalCount] = await Promise.all([pageQuery.execute(), count()]);
        return { rows, totalCount };
      }
      // The matches first, then their page, then the page's orders. Asked in one query,
      // PostgreSQL walks the date index and tests every order's text (19 ms over 10,000 orders)
      // instead of reading the few matches from the trigram index (5 ms).
      const matching = await db
        .with(
          (cte) => cte('matching').materialized(),
          () =>
            filtered(tenantId, filter).select([
              'orders.id',
              sql<string | number>`${sql.ref(`orders.${column}`)}`.as('sort_key'),
            ]),
        )
        .with('page', (query) =>
          query
            .selectFrom('matching')
            // The page tells the total, from that one reading of the matches.
            .select(['id', 'sort_key', matchingCount()])
            .orderBy('sort_key', direction)
            .orderBy('id', direction)
            .offset(offset)
            .limit(filter.pageSize),
        )
        .selectFrom('page')
        .innerJoin('orders', 'orders.id', 'page.id')
        .selectAll('orders')
        .select('page.matching')
        .orderBy('page.sort_key', direction)
        .orderBy('page.id', direction)
        .execute();
      const { rows, total } = await countedPage(matching, offset, count);
      return { rows, totalCount: total };
    },

    /** Orders and sales (minor units, not cancelled) since a moment, and those waiting to be paid. */
    /** `weeks`: the starts of the weeks to sum, oldest first (the last one runs to now). */
    async figures(tenantId: number, since: { today: string; week: string; weeks: string[] }) {
      /** Orders (not cancelled) and their sum from `from`, up to `to` when given. */
      const sales = (from: string, to?: string) => {
        let query = db
          .selectFrom('orders')
          .select((eb) => [
            eb.fn.countAll<number>().as('orders'),
            eb.fn.sum<number | string | null>('total').as('sales'),
          ])
          .where('tenant_id', '=', tenantId)
          .where('status', '!=', 'cancelled')
          .where('created_at', '>=', from);
        if (to) query = query.where('created_at', '<', to);
        return query.executeTakeFirstOrThrow();
      };
      const [today, week, waiting, proofs, weeks] = await Promise.all([
        sales(since.today),
        sales(since.week),
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'received')
          .where('payment_status', '!=', 'approved')
          .executeTakeFirstOrThrow(),
        // Paid orders with a design: the buyer's approval of the proof is what they wait for.
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'paid')
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('order_lines')
                .select('order_lines.id')
                .whereRef('order_lines.order_id', '=', 'orders.id')
                .where('order_lines.has_product_building', '=', 1),
            ),
          )
          .executeTakeFirstOrThrow(),
        // The last week is this one (`week`, read above): only the ones before it are asked.
        Promise.all(
          since.weeks.slice(0, -1).map(async (start, i) => ({
            start,
            ...(await sales(start, since.weeks[i + 1])),
          })),
        ),
      ]);
      const pair = (r: { orders: number | string; sales: number | string | null }) => ({
        orders: Number(r.orders),
        sales: Number(r.sales ?? 0),
      });
      return {
        today: pair(today),
        week: pair(week),
        waitingForPayment: Number(waiting.n),
        proofsWaiting: Number(proofs.n),
        weeks: [
          ...weeks.map((w) => ({ start: w.start, ...pair(w) })),
          { start: since.weeks.at(-1)!, ...pair(week) },
        ],
      };
    },
  };
}

export type OrderSearch = ReturnType<typeof createOrderSearchRepository>;
