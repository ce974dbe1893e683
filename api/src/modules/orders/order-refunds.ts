import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { formatMinor } from '../pricing/index.js';
import { createOrderRefundsRepository } from './order-refunds.repository.js';
import type { RefundMethod } from './refund-methods.js';

export const REFUND_MESSAGES = {
  nothingTaken: 'El pedido no tiene pagos: no hay nada que devolver.',
  overTaken: (left: string) =>
    `La devolución supera lo cobrado que falta devolver en este pedido (${left}).`,
  notPositive: 'El importe tiene que ser mayor que cero.',
  futureDate: 'La fecha de la devolución no puede ser posterior a hoy.',
  /** The refusal to cancel: the money must go back first, and be recorded. */
  unrefunded: (left: string) =>
    `El pedido tiene ${left} cobrados sin devolver: para cancelarlo, primero hay que registrar la devolución de ese dinero (medio, importe, fecha y referencia).`,
} as const;

export interface NewRefund {
  /** Minor units. */
  amount: number;
  method: RefundMethod;
  /** YYYY-MM-DD. */
  refundedOn: string;
  reference: string;
  /** Who recorded it: a staff member's e-mail, or the platform operator. */
  recordedBy: string;
}

export interface Refund extends NewRefund {
  id: number;
  recordedAt: string;
}

/**
 * Money given back on an order (issue 31): what staff returned, by which means, when and with
 * which reference. A paid order is cancelled only once its refunds add up to what was paid, so
 * no order ends cancelled with the buyer's money kept and nothing on record.
 */
export function createOrderRefunds(db: Kysely<Database>) {
  const repository = createOrderRefundsRepository(db);

  /** Minor units refunded so far. */
  const total = async (executor: Kysely<Database>, tenantId: number, orderId: number) =>
    (await repository.of(tenantId, orderId, executor)).reduce(
      (sum, row) => sum + Number(row.amount),
      0,
    );

  return {
    total,

    async of(tenantId: number, orderId: number): Promise<Refund[]> {
      return (await repository.of(tenantId, orderId)).map((row) => ({
        id: Number(row.id),
        amount: Number(row.amount),
        method: row.method as RefundMethod,
        refundedOn: row.refunded_on,
        reference: row.reference,
        recordedBy: row.recorded_by,
        recordedAt: row.created_at,
      }));
    },

    /**
     * Records a refund of at most what was taken and not yet given back. `lock` writes the
     * order's row first (the orders service's staff claim): a row lock on PostgreSQL, the write
     * lock on SQLite, so two refunds at once take turns and cannot both pass the check.
     */
    async record(
      order: { tenantId: number; id: number; taken: number; decimals: number },
      refund: NewRefund,
      lock: (trx: Kysely<Database>) => Promise<void>,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (order.taken <= 0) throw AppError.unprocessable(REFUND_MESSAGES.nothingTaken);
        if (refund.amount <= 0) throw AppError.unprocessable(REFUND_MESSAGES.notPositive, 'amount');
        if (refund.refundedOn > nowIso().slice(0, 10))
          throw AppError.unprocessable(REFUND_MESSAGES.futureDate, 'refundedOn');
        await lock(trx);
        const left = order.taken - (await total(trx, order.tenantId, order.id));
        if (refund.amount > left)
          throw AppError.unprocessable(
            REFUND_MESSAGES.overTaken(formatMinor(Math.max(0, left), order.decimals)),
            'amount',
          );
        await repository.insert(trx, {
          tenant_id: order.tenantId,
          order_id: order.id,
          amount: refund.amount,
          method: refund.method,
          refunded_on: refund.refundedOn,
          reference: refund.reference.trim(),
          recorded_by: refund.recordedBy,
          created_at: nowIso(),
        });
      });
    },
  };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
