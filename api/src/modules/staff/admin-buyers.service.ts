import { sql, type Kysely } from 'kysely';
import type { Static } from 'typebox';
import { nowIso, type Database } from '../../db/database.js';
import { likeOf, lowerLike } from '../../db/like.js';
import { AppError } from '../../http/errors.js';
import { BLOCKED_REASON } from '../auth/login-sessions.js';
import type { BuyerCredit } from '../orders/buyer-credit.js';
import { invoiceMatches } from '../orders/order-search.js';
import type { QuotesService } from '../quotes/quotes.service.js';
import type { Tenant } from '../tenants/tenants.service.js';
import type { AdminBuyerRowSchema, AdminBuyerSchema } from './admin-buyers.schemas.js';
import type { AdminOrders } from './admin-orders.service.js';
import type { Actor, StaffAudit } from './staff-audit.js';

export type AdminBuyerRow = Static<typeof AdminBuyerRowSchema>;
export type AdminBuyer = Static<typeof AdminBuyerSchema>;
type CreditTerms = { days: number } | null;

const PAGE_SIZE = 20;
/** How many of the buyer's newest orders and quotes the buyer's page lists. */
const NEWEST = 10;

export const BUYER_MESSAGES = {
  notFound: 'No encontramos ese comprador en esta tienda.',
  stale: (blocked: boolean, terms: CreditTerms) =>
    'Otra persona cambió este comprador mientras se editaba y no se guardó nada. ' +
    `Ahora está ${blocked ? 'bloqueado' : 'habilitado'} y ` +
    (terms ? `tiene crédito a ${terms.days} días. ` : 'no tiene crédito. ') +
    'Hay que recargar para ver los datos actuales.',
};

/**
 * The back office's buyers (issue 32): the store's accounts with their orders, quotes, block and
 * credit terms. Reads are this module's SQL over the auth, orders and credit tables, always of
 * the staff member's store; each write claims the buyer's `staff_version` (a stale one: 409) and
 * records its audit entry in one transaction. `setCredit` is also `npm run order -- credit`'s.
 */
export function createAdminBuyers(deps: {
  db: Kysely<Database>;
  credit: BuyerCredit;
  audit: StaffAudit;
  orders: Pick<AdminOrders, 'list'>;
  quotes: Pick<QuotesService, 'staffList'>;
  /** Ends every login session of a buyer (auth's `sessions.endAllOf`). */
  endSessions: (userId: number, reason: string) => Promise<void>;
}) {
  const { db } = deps;

  function buyers(tenantId: number) {
    return db
      .selectFrom('auth_users as u')
      .where('u.tenant_id', '=', tenantId)
      .where('u.status', '!=', 'deleted');
  }

  const withFigures = (tenantId: number) =>
    buyers(tenantId).select((eb) => [
      'u.id',
      'u.full_name',
      'u.email',
      'u.company',
      'u.phone_number',
      'u.status',
      'u.blocked_at',
      'u.staff_version',
      'u.created_at',
      eb
        .selectFrom('orders')
        .select((o) => o.fn.countAll().as('n'))
        .where('orders.tenant_id', '=', tenantId)
        .whereRef('orders.user_id', '=', 'u.id')
        .as('order_count'),
      eb
        .selectFrom('orders')
        .select((o) => o.fn.max('orders.created_at').as('last'))
        .where('orders.tenant_id', '=', tenantId)
        .whereRef('orders.user_id', '=', 'u.id')
        .as('last_order_at'),
      eb
        .selectFrom('buyer_credit_terms as c')
        .select('c.days')
        .where('c.tenant_id', '=', tenantId)
        .whereRef('c.user_id', '=', 'u.id')
        .as('credit_days'),
    ]);
  type Row = Awaited<ReturnType<ReturnType<typeof withFigures>['executeTakeFirstOrThrow']>>;

  const rowOf = (row: Row): AdminBuyerRow => ({
    id: Number(row.id),
    name: row.full_name,
    email: row.email ?? '',
    company: row.company,
    status: row.status === 'pending' ? 'pending' : 'active',
    blocked: row.blocked_at !== null,
    creditTerms: row.credit_days === null ? null : { days: Number(row.credit_days) },
    orderCount: Number(row.order_count ?? 0),
    lastOrderAt: row.last_order_at ?? null,
  });

  async function found(tenant: Tenant, id: number) {
    const row = await db
      .selectFrom('auth_users')
      .select(['id', 'blocked_at', 'staff_version'])
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', id)
      .where('status', '!=', 'deleted')
      .executeTakeFirst();
    if (!row) throw AppError.notFound(BUYER_MESSAGES.notFound);
    return row;
  }

  /**
   * Claims the buyer's record for a write: raises `staff_version` if it is still `version`
   * (null: the operator's command line, which edits no page), with `blockedAt` when given.
   */
  async function claim(
    trx: Kysely<Database>,
    tenant: Tenant,
    id: number,
    version: number | null,
    blockedAt?: string | null,
  ): Promise<boolean> {
    let update = trx
      .updateTable('auth_users')
      .set((eb) => ({
        staff_version: eb('staff_version', '+', 1),
        ...(blockedAt === undefined ? {} : { blocked_at: blockedAt }),
      }))
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', id);
    if (version !== null) update = update.where('staff_version', '=', version);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function stale(tenant: Tenant, id: number): Promise<AppError> {
    const now = await found(tenant, id);
    return AppError.conflict(
      BUYER_MESSAGES.stale(now.blocked_at !== null, await deps.credit.terms(tenant.id, id)),
    );
  }

  async function detail(tenant: Tenant, id: number): Promise<AdminBuyer> {
    await found(tenant, id);
    const row = await withFigures(tenant.id).where('u.id', '=', id).executeTakeFirstOrThrow();
    const [orders, quotes] = await Promise.all([
      deps.orders.list(tenant, { buyer: id, sort: 'newest', page: 1, pageSize: NEWEST }),
      deps.quotes.staffList(tenant, { buyer: id, page: 1, pageSize: NEWEST }),
    ]);
    return {
      ...rowOf(row),
      phoneNumber: row.phone_number,
      createdAt: row.created_at,
      blockedAt: row.blocked_at,
      version: Number(row.staff_version),
      orders,
      quotes,
    };
  }

  return {
    /**
     * Newest accounts first. The search finds the name, e-mail or company of the account, and
     * the name, company or CUIT/RUT the buyer put on any order's invoice data.
     */
    async list(tenant: Tenant, query: { q?: string | undefined; page: number }) {
      let filtered = withFigures(tenant.id);
      let counted = buyers(tenant.id);
      const term = query.q?.trim();
      if (term) {
        const like = likeOf(term);
        const matches = filtered.where((eb) =>
          eb.or([
            lowerLike(sql.ref('u.full_name'), like),
            lowerLike(sql.ref('u.email'), like),
            lowerLike(sql.ref('u.company'), like),
            eb.exists(
              eb
                .selectFrom('orders')
                .select('orders.id')
                .where('orders.tenant_id', '=', tenant.id)
                .whereRef('orders.user_id', '=', 'u.id')
                .where((o) => o.or(invoiceMatches(term))),
            ),
          ]),
        );
        filtered = matches;
        counted = counted.where('u.id', 'in', matches.clearSelect().select('u.id'));
      }
      const [rows, count] = await Promise.all([
        filtered
          .orderBy('u.id', 'desc')
          .offset((query.page - 1) * PAGE_SIZE)
          .limit(PAGE_SIZE)
          .execute(),
        counted.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map(rowOf),
        totalCount: Number(count.n),
        page: query.page,
        pageSize: PAGE_SIZE,
      };
    },

    detail,

    /**
     * Blocks (no login, no order; every session ends now, so the buyer's tokens stop at their
     * next call or renewal) or unblocks (the buyer logs in again; old sessions stay ended).
     */
    async setBlocked(
      tenant: Tenant,
      actor: Actor,
      id: number,
      change: { version: number; blocked: boolean },
    ): Promise<AdminBuyer> {
      const before = await found(tenant, id);
      const blockedAt = change.blocked ? (before.blocked_at ?? nowIso()) : null;
      const saved = await db.transaction().execute(async (trx) => {
        if (!(await claim(trx, tenant, id, change.version, blockedAt))) return false;
        await deps.audit.record(
          trx,
          tenant.id,
          actor,
          change.blocked ? 'buyer.blocked' : 'buyer.unblocked',
          `buyer:${id}`,
          { blocked: before.blocked_at !== null },
          { blocked: change.blocked },
        );
        return true;
      });
      if (!saved) throw await stale(tenant, id);
      if (change.blocked) await deps.endSessions(id, BLOCKED_REASON);
      return detail(tenant, id);
    },

    /**
     * Gives credit terms (`{ days }`) or takes them back (null): the buyer's next orders may go
     * to production before they are paid; placed orders keep the terms they were made with. The
     * back office sends the version it read; the command line (`OPERATOR`, version null) none.
     */
    async setCredit(
      tenant: Tenant,
      actor: Actor,
      id: number,
      terms: CreditTerms,
      version: number | null,
    ): Promise<AdminBuyer> {
      await found(tenant, id);
      const before = await deps.credit.terms(tenant.id, id);
      const saved = await db.transaction().execute(async (trx) => {
        if (!(await claim(trx, tenant, id, version))) return false;
        await deps.credit.set(trx, tenant.id, id, terms);
        await deps.audit.record(
          trx,
          tenant.id,
          actor,
          'buyer.credit-terms',
          `buyer:${id}`,
          { creditTerms: before },
          { creditTerms: terms },
        );
        return true;
      });
      if (!saved) throw await stale(tenant, id);
      return detail(tenant, id);
    },
  };
}

export type AdminBuyers = ReturnType<typeof createAdminBuyers>;
