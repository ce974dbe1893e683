import type { Kysely, Migration } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import type { MigrationDb } from '../../db/migration-helpers.js';
import { lockForTransaction } from '../../db/transaction-lock.js';
import { AppError } from '../../http/errors.js';
import { returnStock } from '../catalog/index.js';
import type { CheckoutSettings } from '../tenants/index.js';
import type { Environment } from '../tenants/index.js';
import { createStockHoldsRepository } from './stock-holds.repository.js';

/**
 * Stock held by unpaid orders (issue 31). An order takes its units at completion; unpaid, it
 * holds them until `orders.stock_held_until` (the tenant's `checkout.stockHold`: 48 h from the
 * order for transfer, cheque or no method yet, 30 min from opening a card checkout). A job
 * (`expireHolds`, once across instances) cancels an order still `received` and unpaid when its
 * hold has run out and gives its units back; a cancellation gives them back too. Each order's
 * units go back at most once: `stock_released_at` is set in the statement that decides it.
 */
export const STOCK_HOLD_DEFAULTS = { transferHours: 48, cardMinutes: 30, maxUnpaidOrders: 20 };

export const stockHoldMigrations: Record<string, Migration> = {
  '1360_order_stock_holds': {
    async up(db: MigrationDb) {
      await db.schema.alterTable('orders').addColumn('stock_held_until', 'text').execute();
      await db.schema.alterTable('orders').addColumn('stock_released_at', 'text').execute();
      await db.schema
        .createIndex('orders_stock_held_until')
        .on('orders')
        .column('stock_held_until')
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('orders_stock_held_until').execute();
      await db.schema.alterTable('orders').dropColumn('stock_released_at').execute();
      await db.schema.alterTable('orders').dropColumn('stock_held_until').execute();
    },
  },
};

export const stockHoldOf = (settings: CheckoutSettings) => ({
  ...STOCK_HOLD_DEFAULTS,
  ...settings.stockHold,
});

/** The hold of an order created at `createdAt` paid by `method`, asked at `now`. */
export function holdUntil(
  settings: CheckoutSettings,
  createdAt: string,
  method: 'NONE' | 'TRF' | 'CHQ' | 'MP',
  now = Date.now(),
): string {
  const hold = stockHoldOf(settings);
  const long = Date.parse(createdAt) + hold.transferHours * 3600_000;
  // A card checkout is short, and never stretches the order's own hold.
  return new Date(
    method === 'MP' ? Math.min(now + hold.cardMinutes * 60_000, long) : long,
  ).toISOString();
}

export const UNPAID_LIMIT_MESSAGES = {
  ARG: (n: number) =>
    `Ya tenés ${n} pedidos sin pagar. Pagá o cancelá alguno antes de hacer otro: cada pedido reserva su stock hasta que se paga.`,
  CL: (n: number) =>
    `Esta cuenta ya tiene ${n} pedidos sin pagar. Antes de hacer otro, alguno debe pagarse o cancelarse: cada pedido reserva su stock hasta que se paga.`,
} satisfies Record<Environment, (n: number) => string>;

/**
 * Refuses a new order (422) to a buyer already holding the tenant's maximum of unpaid ones. Runs
 * in the transaction that inserts the order, after taking the buyer's turn: SQLite's transactions
 * are immediate (one writer at a time); on PostgreSQL an advisory lock per buyer, held to the
 * commit, so two checkouts at once cannot both count the same free place.
 */
export async function checkUnpaidLimit(
  trx: Kysely<Database>,
  tenantId: number,
  environment: Environment,
  userId: number,
  settings: CheckoutSettings,
): Promise<void> {
  await lockForTransaction(trx, `unpaid-orders:${tenantId}:${userId}`);
  const limit = stockHoldOf(settings).maxUnpaidOrders;
  const n = await createStockHoldsRepository(trx).openUnpaidCount(tenantId, userId);
  if (n >= limit) throw AppError.unprocessable(UNPAID_LIMIT_MESSAGES[environment](limit));
}

/**
 * Gives an order's units back once, in the caller's transaction: only when `condition` holds
 * for the row now (its hold ran out, or it was just cancelled). Answers whether it did.
 */
export async function releaseOrderStock(
  trx: Kysely<Database>,
  tenantId: number,
  orderId: number,
  condition: 'expired' | 'cancelled',
  now = nowIso(),
): Promise<boolean> {
  const holds = createStockHoldsRepository(trx);
  if (!(await holds.markReleased(tenantId, orderId, condition, now))) return false;
  // An order cancelled after it went to production or was shipped has used its units.
  if (condition === 'cancelled' && (await holds.wentToProduction(orderId))) return false;
  const lines = await holds.unitsOf(orderId);
  await returnStock(
    trx,
    tenantId,
    lines.map((line) => ({ variantId: Number(line.variant_id), quantity: Number(line.quantity) })),
  );
  return true;
}

/** Orders whose hold ran out (up to `limit` a round), for the job. */
export const expiredHolds = (db: Kysely<Database>, now: string, limit = 200) =>
  createStockHoldsRepository(db).expired(now, limit);
