import { checkPayment } from '@store/contracts/checkout-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { OrderRow } from '../orders/index.js';
import type { OrdersService } from '../orders/index.js';
import { holdUntil } from '../orders/index.js';
import { fromMinor } from '../pricing/index.js';
import { todayIn } from '../shipping/index.js';
import type { Tenant, TenantsService } from '../tenants/index.js';
import type { CardProvider } from './card-provider.js';
import { METHOD_NAMES, PAYMENT_MESSAGES } from './payments-messages.js';
import { createPaymentsRepository } from './payments.repository.js';

export interface PaymentsDependencies {
  db: Kysely<Database>;
  orders: OrdersService;
  tenants: TenantsService;
  publicUrl: string;
  log: FastifyBaseLogger;
  /**
   * The tenant's card provider (by name: that one only if the tenant uses it now): Mercado Pago
   * with its credentials, the local sandbox for a demo tenant, else null (no card payments).
   */
  providerFor(tenant: Tenant, name?: string): Promise<CardProvider | null>;
}

export interface UpdatePaymentInput {
  orderId: number;
  method: 'CHQ' | 'MP' | 'TRF';
  cheque?: { bank: string; number: string; paymentDate: string } | null;
}

type Outcome = 'applied' | 'ignored' | 'duplicate' | 'mismatch' | 'unknown' | 'refund_due';

const fail = (errors: Record<string, string>) => {
  const [first] = Object.entries(errors);
  if (first)
    throw new AppError(422, first[1], { field: first[0], details: JSON.stringify(errors) });
};

/** Provider statuses -> the order's payment state; refunds and charge-backs are left to people. */
function stateOf(status: string): 'approved' | 'rejected' | 'pending' | null {
  if (status === 'approved') return 'approved';
  if (status === 'rejected' || status === 'cancelled') return 'rejected';
  if (status === 'pending' || status === 'in_process' || status === 'authorized') return 'pending';
  return null;
}

/** The provider did not answer: 503 with `Retry-After` (the error handler sends it). */
export class ProviderUnavailableError extends AppError {
  readonly retryAfterSeconds = 60;
  constructor(cause: unknown) {
    super(503, PAYMENT_MESSAGES.providerDown, { cause });
  }
}

export function createPaymentsService(deps: PaymentsDependencies) {
  const { db, orders } = deps;
  const repository = createPaymentsRepository(db);
  const amount = (order: OrderRow) => fromMinor(Number(order.total), order.decimals);

  async function ownOrder(tenant: Tenant, userId: number, orderId: number) {
    const order = await orders.ownRow(tenant.id, userId, orderId);
    if (!order) throw AppError.notFound('No encontramos ese pedido.');
    return order;
  }

  /**
   * Applies what the provider says about a payment (always re-fetched: a notification or a return
   * URL is a hint). Each (provider, payment, status) is recorded once under a UNIQUE key in the
   * same transaction as the order's change; changes only move forward.
   */
  async function sync(tenant: Tenant, provider: CardProvider, paymentId: string): Promise<Outcome> {
    const decimals = deps.tenants.pricingSettings(tenant).roundPrice;
    let payment;
    try {
      payment = await provider.getPayment(paymentId, decimals);
    } catch (error) {
      // The provider cannot be asked now: 503 with Retry-After, so Mercado Pago sends it again.
      throw new ProviderUnavailableError(error);
    }
    if (!payment) return 'unknown';
    const order = await orders.row(tenant.id, Number(payment.externalReference));
    if (!order) return 'unknown';
    const state = stateOf(payment.status);
    const matches = payment.amount === Number(order.total) && payment.currency === order.currency;
    const eventId = `${payment.id}:${payment.status}`;
    const outcome = await db.transaction().execute(async (trx) => {
      const recorded = await repository.addEvent(trx, {
        provider: provider.name,
        event_id: eventId,
        tenant_id: tenant.id,
        order_id: Number(order.id),
        payment_id: payment.id,
        status: payment.status,
        outcome: 'ignored',
        received_at: nowIso(),
      });
      if (!recorded) return 'duplicate';
      let outcome: Outcome = 'ignored';
      if (!matches) {
        deps.log.warn(
          { order: order.id, payment: payment.id },
          'payment amount or currency differs from the order',
        );
        outcome = 'mismatch';
      } else if (state === 'approved' || state === 'rejected') {
        // Approved wins over an earlier rejection (the money is in); a rejection never undoes an approval.
        const from = state === 'approved' ? ['pending', 'rejected', 'none'] : ['pending'];
        const moved = await orders.setPayment(trx, tenant.id, Number(order.id), from, {
          payment_status: state,
          updated_at: nowIso(),
        });
        outcome = moved ? 'applied' : 'ignored';
        if (!moved && state === 'approved') {
          // Money taken for an order cancelled meanwhile: kept as it is, recorded for a refund.
          if ((await orders.statusOf(trx, tenant.id, Number(order.id))) === 'cancelled') {
            deps.log.warn(
              { order: order.id, payment: payment.id },
              'payment approved for a cancelled order: to be refunded',
            );
            outcome = 'refund_due';
          }
        }
      }
      await repository.setEventOutcome(trx, provider.name, eventId, outcome);
      return outcome;
    });
    if (outcome === 'applied') orders.paymentMoved(tenant.id, Number(order.id));
    return outcome;
  }

  return {
    sync,

    /** Card only when the tenant has a provider (its account, or the sandbox of a demo store). */
    methods(cardMode: 'mercadopago' | 'sandbox' | 'none') {
      const codes =
        cardMode === 'none' ? (['TRF', 'CHQ'] as const) : (['MP', 'TRF', 'CHQ'] as const);
      return codes.map((code) => ({ code, ...METHOD_NAMES[code] }));
    },

    async update(
      tenant: Tenant,
      userId: number,
      input: UpdatePaymentInput,
      idempotencyKey: string,
    ) {
      const settings = deps.tenants.checkoutSettings(tenant);
      fail(checkPayment(input, todayIn(settings.timeZone)));
      const order = await ownOrder(tenant, userId, input.orderId);
      if (order.payment_status === 'approved') throw AppError.unprocessable(PAYMENT_MESSAGES.paid);
      if (order.status === 'cancelled') throw AppError.unprocessable(PAYMENT_MESSAGES.cancelled);
      const total = amount(order);
      const from = ['none', 'pending', 'rejected'];
      // The order's units stay held while it waits: 48 h from the order for a transfer or a cheque,
      // 30 min for a card checkout (orders/stock-holds.ts), which expires with it.
      const move = async (changes: {
        payment_method: 'TRF' | 'CHQ' | 'MP';
        cheque_json?: string | null;
      }) => {
        const moved = await orders.setPayment(db, tenant.id, Number(order.id), from, {
          ...changes,
          stock_held_until: holdUntil(settings, order.created_at, changes.payment_method),
          payment_status: 'pending',
          updated_at: nowIso(),
        });
        if (moved) orders.paymentMoved(tenant.id, Number(order.id));
      };
      if (input.method === 'TRF') {
        if (!settings.bank) throw AppError.unprocessable(PAYMENT_MESSAGES.noBank);
        await move({ payment_method: 'TRF', cheque_json: null });
        return {
          method: 'TRF' as const,
          status: 'pending' as const,
          bankDetails: settings.bank,
          total,
        };
      }
      if (input.method === 'CHQ') {
        const cheque = input.cheque!;
        await move({
          payment_method: 'CHQ',
          cheque_json: JSON.stringify({
            bank: cheque.bank.trim(),
            number: cheque.number.trim(),
            paymentDate: cheque.paymentDate,
          }),
        });
        return { method: 'CHQ' as const, status: 'pending' as const, total };
      }
      const provider = await deps.providerFor(tenant);
      if (!provider) throw AppError.unprocessable(PAYMENT_MESSAGES.noCard, 'method');
      const storeUrl = `${deps.publicUrl}/${tenant.name}`;
      let checkout;
      try {
        checkout = await provider.createCheckout({
          externalReference: String(order.id),
          title: `Pedido ${order.number} - ${tenant.displayName}`,
          amount: Number(order.total),
          decimals: order.decimals,
          currency: order.currency,
          payerEmail: (JSON.parse(order.invoice_json) as { email: string }).email,
          backUrl: `${storeUrl}/confirm-purchase?orderId=${order.id}`,
          notificationUrl: `${deps.publicUrl}/api/payments/webhook/${tenant.name}/${provider.name}`,
          idempotencyKey,
          expiresAt: holdUntil(settings, order.created_at, 'MP'),
        });
      } catch (error) {
        throw new AppError(503, PAYMENT_MESSAGES.providerDown, { cause: error });
      }
      await repository.addCheckout(
        tenant.id,
        Number(order.id),
        provider.name,
        checkout.preferenceId,
      );
      await move({ payment_method: 'MP', cheque_json: null });
      return {
        method: 'MP' as const,
        status: 'pending' as const,
        redirectUrl: checkout.redirectUrl,
        total,
      };
    },

    /** The result page: the order's payment state; a `paymentId` from the return URL is re-fetched. */
    async status(tenant: Tenant, userId: number, orderId: number, paymentId?: string) {
      let order = await ownOrder(tenant, userId, orderId);
      const checkout = await repository.lastCheckout(tenant.id, orderId);
      if (paymentId && checkout) {
        const provider = await deps.providerFor(tenant, checkout.provider);
        const payment = provider && (await provider.getPayment(paymentId, order.decimals));
        // A hint naming another order's payment changes nothing here.
        if (provider && payment?.externalReference === String(orderId)) {
          await sync(tenant, provider, paymentId);
          order = await ownOrder(tenant, userId, orderId);
        }
      }
      return {
        orderId,
        payment: order.payment_method as 'NONE' | 'CHQ' | 'MP' | 'TRF',
        status: order.payment_status as 'none' | 'pending' | 'approved' | 'rejected',
        paymentId: await repository.lastPaymentId(tenant.id, orderId),
      };
    },

    /** Card orders pending longer than `olderThanMs`: ask the provider what happened. */
    async reconcile(olderThanMs: number): Promise<number> {
      const cutoff = new Date(Date.now() - olderThanMs).toISOString();
      let changed = 0;
      for (const order of await orders.pendingCardOrders(cutoff)) {
        const tenant = await deps.tenants.getById(Number(order.tenant_id));
        const checkout = tenant && (await repository.lastCheckout(tenant.id, Number(order.id)));
        if (!tenant || !checkout) continue;
        // A checkout at a provider the tenant no longer uses (a sandbox left behind) pays nothing.
        const provider = await deps.providerFor(tenant, checkout.provider);
        if (!provider) continue;
        const payment = await provider.findByReference(String(order.id), order.decimals);
        if (payment && (await sync(tenant, provider, payment.id)) === 'applied') changed += 1;
      }
      return changed;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
