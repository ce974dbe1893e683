import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { BLOCKED_REASON, type BuyerAccountRow, type BuyerAccounts } from '../auth/index.js';
import type { BuyerCredit, OrderSearch } from '../orders/index.js';
import type { QuotesService } from '../quotes/index.js';
import type { Tenant } from '../tenants/index.js';
import type { AdminBuyerRowSchema, AdminBuyerSchema } from '@store/contracts/wire/admin-buyers';
import type { AdminOrders } from './admin-orders.service.js';
import { OPERATOR, type Actor, type StaffAudit } from './staff-audit.js';

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
 * The back office's buyers (issue 32): the store's accounts (the auth module's `buyerAccounts`)
 * with their order figures (the orders' search), credit terms (`credit`) and quotes. Each write
 * claims the account's `staff_version` (a stale one: 409) and records its audit entry in one
 * transaction. `setCredit` is also `npm run order -- credit`'s.
 */
export function createAdminBuyers(deps: {
  db: Kysely<Database>;
  accounts: BuyerAccounts;
  credit: BuyerCredit;
  search: Pick<OrderSearch, 'buyersMatching' | 'buyerFigures'>;
  audit: StaffAudit;
  orders: Pick<AdminOrders, 'list'>;
  quotes: Pick<QuotesService, 'staffList'>;
  /** Ends every login session of a buyer (auth's `sessions.endAllOf`). */
  endSessions: (userId: number, reason: string) => Promise<void>;
}) {
  const { db, accounts } = deps;

  /** The table's rows: each account with its orders' figures and its credit terms. */
  async function rowsOf(tenant: Tenant, rows: BuyerAccountRow[]): Promise<AdminBuyerRow[]> {
    const ids = rows.map((row) => Number(row.id));
    const [figures, terms] = await Promise.all([
      deps.search.buyerFigures(tenant.id, ids),
      deps.credit.termsOf(tenant.id, ids),
    ]);
    return rows.map((row) => {
      const id = Number(row.id);
      return {
        id,
        name: row.full_name,
        email: row.email ?? '',
        company: row.company,
        status: row.status === 'pending' ? 'pending' : 'active',
        blocked: row.blocked_at !== null,
        creditTerms: terms.get(id) ?? null,
        orderCount: figures.get(id)?.orderCount ?? 0,
        lastOrderAt: figures.get(id)?.lastOrderAt ?? null,
      };
    });
  }

  async function found(tenant: Tenant, id: number): Promise<BuyerAccountRow> {
    const row = await accounts.byId(tenant.id, id);
    if (!row) throw AppError.notFound(BUYER_MESSAGES.notFound);
    return row;
  }

  async function stale(tenant: Tenant, id: number): Promise<AppError> {
    const now = await found(tenant, id);
    return AppError.conflict(
      BUYER_MESSAGES.stale(now.blocked_at !== null, await deps.credit.terms(tenant.id, id)),
    );
  }

  async function detail(tenant: Tenant, id: number): Promise<AdminBuyer> {
    const row = await found(tenant, id);
    const [[summary], orders, quotes] = await Promise.all([
      rowsOf(tenant, [row]),
      deps.orders.list(tenant, { buyer: id, sort: 'newest', page: 1, pageSize: NEWEST }),
      deps.quotes.staffList(tenant, { buyer: id, page: 1, pageSize: NEWEST }),
    ]);
    return {
      ...summary!,
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
      const term = query.q?.trim();
      const alsoIds = term ? await deps.search.buyersMatching(tenant.id, term) : [];
      const { rows, totalCount } = await accounts.search(tenant.id, {
        q: term,
        alsoIds,
        offset: (query.page - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
      });
      return {
        items: await rowsOf(tenant, rows),
        totalCount,
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
        if (!(await accounts.claim(trx, tenant.id, id, change.version, blockedAt))) return false;
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
     * back office sends the member and the version it read; the command line neither (actor
     * null: the platform operator).
     */
    async setCredit(
      tenant: Tenant,
      actor: Actor | null,
      id: number,
      terms: CreditTerms,
      version: number | null,
    ): Promise<AdminBuyer> {
      await found(tenant, id);
      const before = await deps.credit.terms(tenant.id, id);
      const saved = await db.transaction().execute(async (trx) => {
        if (!(await accounts.claim(trx, tenant.id, id, version))) return false;
        await deps.credit.set(trx, tenant.id, id, terms);
        await deps.audit.record(
          trx,
          tenant.id,
          actor ?? OPERATOR,
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
