import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { OrderSearch, StaffOrderFilter } from '../orders/index.js';
import { isOrderStatus, type OrderStatus } from '../orders/index.js';
import type { OrdersService } from '../orders/index.js';
import { REFUND_MESSAGES } from '../orders/index.js';
import type { RefundMethod } from '../orders/index.js';
import type { OrderDto } from '../orders/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { QuotesService } from '../quotes/index.js';
import type { Tenant } from '../tenants/index.js';
import type { Actor, StaffAudit } from './staff-audit.js';
import { formatMinor, fromMinor, minorUnitsOf } from '../pricing/index.js';
import { dayAndWeekStart } from './staff-money.js';
import type { StaffRepository } from './staff.repository.js';
import type { StaffProofVersionDto } from '../orders/index.js';

export const ADMIN_ORDER_MESSAGES = {
  notFound: 'No encontramos ese pedido.',
  cancelled: 'El pedido está cancelado: no se registran pagos.',
  alreadyPaid: 'El pedido ya está pagado.',
  overBalance: (balance: string) => `El importe supera el saldo pendiente del pedido (${balance}).`,
  futureDate: 'La fecha del pago no puede ser posterior a hoy.',
  notStatus: 'Ese estado no existe.',
  notesAreStaffs: 'Las notas del pedido las deja un miembro del equipo.',
} as const;

export interface RecordRefundInput {
  method: RefundMethod;
  amount: string;
  refundedOn: string;
  reference: string;
}

export interface RecordPaymentInput {
  method: 'TRF' | 'CHQ';
  amount: string;
  paidOn: string;
  bank: string;
  reference: string;
}

type Row = NonNullable<Awaited<ReturnType<OrdersService['row']>>>;

const parse = <T>(json: string) => JSON.parse(json) as T;

function summaryOf(row: Row) {
  const addressee = parse<{ name?: string; lastName?: string; email?: string }>(row.addressee_json);
  const invoice = parse<{ name?: string; document?: string; email?: string }>(row.invoice_json);
  return {
    id: Number(row.id),
    number: row.number,
    createdAt: row.created_at,
    buyer: [addressee.name, addressee.lastName].filter(Boolean).join(' '),
    email: addressee.email ?? invoice.email ?? '',
    company: invoice.name ?? '',
    taxId: invoice.document ?? '',
    status: row.status as OrderStatus,
    payment: row.payment_method,
    paymentStatus: row.payment_status,
    currency: row.currency,
    total: fromMinor(Number(row.total), row.decimals),
  };
}

/** The dashboard counts the quotes that run out within these days. */
const QUOTES_EXPIRING_DAYS = 3;

/** The back office's orders: the orders module's search and service, the staff's payments. */
export function createAdminOrders(deps: {
  db: Kysely<Database>;
  orders: OrdersService;
  search: OrderSearch;
  repository: StaffRepository;
  audit: StaffAudit;
  quotes: Pick<QuotesService, 'expiringWithin'>;
  catalog: Pick<CatalogService, 'lowStock'>;
  /** The order's proof versions as staff read them (orders module, issue 32). */
  proofs: (tenant: Tenant, id: number) => Promise<StaffProofVersionDto[]>;
}) {
  const { orders, audit, repository } = deps;

  /** The order, 404 when the store has none; with the page's `version`, 409 when it moved. */
  async function rowOf(tenant: Tenant, id: number, version: number | null = null): Promise<Row> {
    const row = await orders.row(tenant.id, id);
    if (!row) throw AppError.notFound(ADMIN_ORDER_MESSAGES.notFound);
    orders.checkStaffVersion(row, version);
    return row;
  }

  /** What staff recorded as paid (minor units): transfers and cheques. */
  const recordedPaid = async (tenantId: number, id: number) =>
    (await repository.paymentsOf(deps.db, tenantId, id)).reduce(
      (sum, p) => sum + Number(p.amount),
      0,
    );

  async function detail(tenant: Tenant, id: number) {
    const row = await rowOf(tenant, id);
    const [order, payments, refunds, notes, activity, proofs] = await Promise.all([
      orders.dtoOf(row),
      repository.paymentsOf(deps.db, tenant.id, id),
      orders.refundsOf(tenant.id, id),
      repository.notesOf(tenant.id, id),
      audit.search(tenant.id, { subject: `order:${id}`, page: 1, pageSize: 100 }),
      deps.proofs(tenant, id),
    ]);
    const paid = payments.reduce((sum, p) => sum + Number(p.amount), 0);
    const taken = row.payment_status === 'approved' ? Number(row.total) : paid;
    const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
    return {
      order,
      summary: summaryOf(row),
      version: Number(row.staff_version),
      payments: payments.map((p) => ({
        id: Number(p.id),
        method: p.method as 'TRF' | 'CHQ',
        amount: fromMinor(Number(p.amount), row.decimals),
        paidOn: p.paid_on,
        bank: p.bank,
        reference: p.reference,
        recordedAt: p.created_at,
      })),
      paid: fromMinor(paid, row.decimals),
      balance: fromMinor(Math.max(0, Number(row.total) - paid), row.decimals),
      refunds: refunds.map(({ amount, ...refund }) => ({
        ...refund,
        amount: fromMinor(amount, row.decimals),
      })),
      toRefund: fromMinor(Math.max(0, taken - refunded), row.decimals),
      notes: notes.map((n) => ({
        id: Number(n.id),
        author: n.author,
        text: n.body,
        createdAt: n.created_at,
      })),
      activity: activity.items,
      proofs,
    };
  }

  /**
   * Through the orders service: the same rules (and refusals) as `npm run order -- status`.
   * `version` is the staff version the order's page read (409 when it moved); null from the
   * table's bulk action, which reads none.
   */
  async function move(
    tenant: Tenant,
    actor: Actor,
    id: number,
    to: OrderStatus,
    trackingUrl: string | null,
    version: number | null,
  ): Promise<OrderDto> {
    if (!isOrderStatus(to)) throw AppError.badRequest(ADMIN_ORDER_MESSAGES.notStatus, 'status');
    const before = await rowOf(tenant, id, version);
    const dto = await orders.changeStatus(tenant, id, to, trackingUrl, version);
    await audit.record(
      deps.db,
      tenant.id,
      actor,
      'order.status',
      `order:${id}`,
      { status: before.status },
      { status: to, trackingUrl },
    );
    return dto;
  }

  return {
    detail,

    /** What the live events tell of an order: its row in the list, paid and balance. */
    async liveFacts(tenantId: number, id: number) {
      const row = await orders.row(tenantId, id);
      if (!row) return null;
      const paid = await recordedPaid(tenantId, id);
      const total = Number(row.total);
      const taken = row.payment_status === 'approved' ? total : Math.min(paid, total);
      return {
        summary: summaryOf(row),
        paid: fromMinor(taken, row.decimals),
        balance: fromMinor(total - taken, row.decimals),
      };
    },

    async list(tenant: Tenant, filter: StaffOrderFilter) {
      if (filter.from && filter.to && filter.from > filter.to)
        throw AppError.unprocessable(
          'La fecha «desde» no puede ser posterior a la fecha «hasta».',
          'from',
        );
      const { rows, totalCount } = await deps.search.page(tenant.id, filter);
      return {
        items: rows.map(summaryOf),
        totalCount,
        page: filter.page,
        pageSize: filter.pageSize,
      };
    },

    move,

    /**
     * Several orders to one status, each through `move` (the same rules, refusals and audit
     * entry as one at a time); one order refused does not stop the others.
     */
    async moveMany(tenant: Tenant, actor: Actor, ids: number[], to: OrderStatus) {
      const results = [];
      for (const id of ids) {
        try {
          const dto = await move(tenant, actor, id, to, null, null);
          results.push({ id, number: dto.number, moved: true, message: null });
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          const number = (await orders.row(tenant.id, id))?.number ?? null;
          results.push({ id, number, moved: false, message: error.message });
        }
      }
      return results;
    },

    /**
     * Through the orders service, which refuses a paid order until its refund is recorded; staff
     * also keep transfers that did not cover the total: those go back first too.
     */
    async cancel(
      tenant: Tenant,
      actor: Actor,
      id: number,
      reason: string,
      version: number,
    ): Promise<OrderDto> {
      const before = await rowOf(tenant, id, version);
      if (before.payment_status !== 'approved') {
        const partly = await recordedPaid(tenant.id, id);
        const refunded = await orders.refundedOf(tenant.id, id);
        if (partly > refunded)
          throw AppError.unprocessable(
            REFUND_MESSAGES.unrefunded(formatMinor(partly - refunded, before.decimals)),
          );
      }
      const dto = await orders.changeStatus(tenant, id, 'cancelled', null, version);
      await audit.record(
        deps.db,
        tenant.id,
        actor,
        'order.cancelled',
        `order:${id}`,
        { status: before.status },
        { status: 'cancelled', reason },
      );
      return dto;
    },

    /** A note for the team (never the buyer's), in the audit log with the rest of the order's. */
    async addNote(tenant: Tenant, actor: Actor, id: number, text: string, version: number) {
      await rowOf(tenant, id, version);
      if (actor.id === null) throw AppError.forbidden(ADMIN_ORDER_MESSAGES.notesAreStaffs);
      const note = {
        tenant_id: tenant.id,
        order_id: id,
        staff_id: actor.id,
        author: actor.email,
        body: text,
        created_at: nowIso(),
      };
      await deps.db.transaction().execute(async (trx) => {
        await orders.lockForStaff(trx, tenant.id, id, version);
        await repository.insertNote(trx, note);
        await audit.record(trx, tenant.id, actor, 'order.note-added', `order:${id}`, null, {
          text,
        });
      });
      return detail(tenant, id);
    },

    /** Money given back (orders' rules: at most what was taken), in the audit log. */
    async recordRefund(
      tenant: Tenant,
      actor: Actor,
      id: number,
      input: RecordRefundInput,
      version: number,
    ) {
      const row = await rowOf(tenant, id, version);
      const amount = minorUnitsOf(input.amount, row.decimals);
      await orders.recordRefund(
        tenant,
        id,
        { ...input, amount, recordedBy: actor.email },
        row.payment_status === 'approved' ? 0 : await recordedPaid(tenant.id, id),
        version,
      );
      await audit.record(deps.db, tenant.id, actor, 'order.refund-recorded', `order:${id}`, null, {
        ...input,
      });
      return detail(tenant, id);
    },

    /**
     * A transfer or cheque the staff saw arrive. Payments add up; the one that covers the total
     * marks the order paid (its invoice follows, as for any approved payment).
     */
    async recordPayment(
      tenant: Tenant,
      actor: Actor,
      id: number,
      input: RecordPaymentInput,
      version: number,
    ) {
      const row = await rowOf(tenant, id, version);
      if (row.status === 'cancelled') throw AppError.unprocessable(ADMIN_ORDER_MESSAGES.cancelled);
      if (row.payment_status === 'approved')
        throw AppError.unprocessable(ADMIN_ORDER_MESSAGES.alreadyPaid);
      const amount = minorUnitsOf(input.amount, row.decimals);
      if (amount <= 0)
        throw AppError.unprocessable('El importe tiene que ser mayor que cero.', 'amount');
      if (input.paidOn > nowIso().slice(0, 10))
        throw AppError.unprocessable(ADMIN_ORDER_MESSAGES.futureDate, 'paidOn');
      await deps.db.transaction().execute(async (trx) => {
        // First: a payment recorded meanwhile (perhaps this very transfer) makes this one 409.
        await orders.lockForStaff(trx, tenant.id, id, version);
        const before = (await repository.paymentsOf(trx, tenant.id, id)).reduce(
          (s, p) => s + Number(p.amount),
          0,
        );
        const balance = Number(row.total) - before;
        if (amount > balance)
          throw AppError.unprocessable(
            ADMIN_ORDER_MESSAGES.overBalance(formatMinor(balance, row.decimals)),
            'amount',
          );
        const now = nowIso();
        await repository.insertPayment(trx, {
          tenant_id: tenant.id,
          order_id: id,
          method: input.method,
          amount,
          paid_on: input.paidOn,
          bank: input.bank.trim(),
          reference: input.reference.trim(),
          staff_id: actor.id ?? 0,
          created_at: now,
        });
        const covered = before + amount >= Number(row.total);
        await audit.record(
          trx,
          tenant.id,
          actor,
          'order.payment-recorded',
          `order:${id}`,
          { paid: fromMinor(before, row.decimals) },
          { ...input, paid: fromMinor(before + amount, row.decimals), covered },
        );
        if (covered)
          await orders.setPayment(trx, tenant.id, id, ['none', 'pending', 'rejected'], {
            payment_method: input.method,
            payment_status: 'approved',
            updated_at: now,
          });
      });
      // A part recorded is news too: the order's row shows what is paid and what is left.
      orders.paymentMoved(tenant.id, id);
      return detail(tenant, id);
    },

    async dashboard(tenant: Tenant, decimals: number) {
      const figures = await deps.search.figures(tenant.id, dayAndWeekStart(tenant.environment));
      const money = (units: number) => fromMinor(units, decimals);
      const [quotesExpiring, lowStock] = await Promise.all([
        deps.quotes.expiringWithin(tenant.id, QUOTES_EXPIRING_DAYS),
        deps.catalog.lowStock(tenant.id),
      ]);
      return {
        currency: tenant.environment === 'CL' ? ('CLP' as const) : ('ARS' as const),
        today: { orders: figures.today.orders, sales: money(figures.today.sales) },
        week: { orders: figures.week.orders, sales: money(figures.week.sales) },
        waitingForPayment: figures.waitingForPayment,
        proofsWaiting: figures.proofsWaiting,
        quotesExpiring,
        lowStock,
        salesByWeek: figures.weeks.map((w) => ({
          weekStart: w.start,
          orders: w.orders,
          sales: money(w.sales),
        })),
      };
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
