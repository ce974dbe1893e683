import { createHash } from 'node:crypto';
import { invoiceTypeFor } from '@store/contracts/checkout-rules';
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { createUsersRepository } from '../auth/index.js';
import type { CartService } from '../cart/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { DesignsService } from '../designs/index.js';
import type { PricingService } from '../pricing/index.js';
import type { ShippingService } from '../shipping/index.js';
import type { QuotesService } from '../quotes/index.js';
import type { Tenant, TenantsService } from '../tenants/index.js';
import { chargeOf } from './order-charge.js';
import { checkOrderFields } from './order-checks.js';
import { checkSameQuantities } from './order-reuse.js';
import { checkUnpaidLimit, expiredHolds, holdUntil, releaseOrderStock } from './stock-holds.js';
import { orderDto, type OrderShipping } from './order-dto.js';
import type { OrderHistory } from './order-history.js';
import { buildOrderPage } from './order-page.js';
import { sentProofVersions } from './proofs/proof-versions.js';
import { STATUS_MESSAGES, STATUS_NAMES, type OrderStatus } from './order-status.js';
import { refusedMove } from './order-status-rules.js';
import type { BuyerCredit } from './buyer-credit.js';
import { formatMinor, fromMinor } from '../pricing/index.js';
import type { NewRefund, OrderRefunds } from './order-refunds.js';
import { buildLines } from './order-lines.js';
import type { OrderRow, OrdersRepository } from './orders.repository.js';
import type {
  CompleteOrderRequest,
  OrderDto,
  OrderPage,
  OrdersPageQuery,
  OrderChargeTotals,
  OrderTotalsRequest,
} from '@store/contracts/wire/orders';

/** The account that placed an order: order mail goes to it, not to whoever was typed at checkout. */
/**
 * Minor units the buyer paid on the order: its total once the payment is approved (by the
 * provider or by staff recording it), else nothing.
 */
function moneyTaken(row: OrderRow, reached: readonly OrderStatus[]): number {
  return row.payment_status === 'approved' || reached.includes('paid') ? Number(row.total) : 0;
}

export interface BuyerAccount {
  email: string;
  name: string;
}

export const ORDER_MESSAGES = {
  empty: 'No hay productos para comprar.',
  directOne: 'La compra directa es de un solo producto.',
  noStock: (name: string) => `No queda stock suficiente de «${name}» para este pedido.`,
  notFound: 'No encontramos ese pedido.',
  /** A staff write sent with the version of a page opened before someone else's change (409). */
  changedMeanwhile:
    'Otra persona del equipo cambió este pedido después de que se abrió esta página. Hay que recargar para ver los datos actuales antes de volver a intentarlo.',
} as const;

export interface OrdersDependencies {
  db: Kysely<Database>;
  repository: OrdersRepository;
  tenants: TenantsService;
  pricing: PricingService;
  shipping: ShippingService;
  catalog: Pick<CatalogService, 'reserveStock'>;
  cart: Pick<CartService, 'empty'>;
  history: OrderHistory;
  /** Each line's inks, as the server counts and charges them (the proof shows them). */
  designs: Pick<DesignsService, 'inksOf'>;
  /** The buyers' credit terms (an order copies them when it is made). */
  credit: BuyerCredit;
  /** Money given back (a paid order is cancelled only once it is all refunded). */
  refunds: OrderRefunds;
  /** Quote to order: the quote's locked prices, and its lock once the order is made. */
  quotes: Pick<QuotesService, 'lockedFor' | 'markConverted'>;
  /** Called once per new order (the confirmation e-mail), after it is saved. */
  onCreated?: (tenant: Tenant, order: OrderDto) => Promise<void>;
  /** Called after the operator moves an order (the buyer's e-mail). */
  onStatusChanged?: (tenant: Tenant, order: OrderDto) => Promise<void>;
}

/**
 * One cart, one order: the buyer, the mode and the cart's line ids, whatever their order; and the
 * quote, since quotes of one cart share its line ids.
 */
function fingerprintOf(userId: number, body: CompleteOrderRequest): string {
  const quotePart = body.quoteId ? `|quote:${body.quoteId}` : '';
  const ids = body.shoppingCart.shoppingCartProductsFK.flatMap((item) =>
    item.type === 'ProductoSimple'
      ? [item.shoppingCartUUID]
      : [item.shoppingCartUUID, ...item.value.map((v) => v.shoppingCartUUID)],
  );
  return createHash('sha256')
    .update(`${userId}|${body.shoppingCart.shoppingCartMode}|${ids.sort().join(',')}${quotePart}`)
    .digest('hex');
}

/** Thrown inside the order's transaction to undo it when another order took the quote. */
class QuoteTaken extends Error {}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(String((error as { message?: string })?.message ?? ''));

/**
 * Another module's step inside the transaction that moved an order to paid (an approved payment,
 * staff recording the payment) or to cancelled: the invoices module queues the order's invoice
 * or credit note there, so it is queued exactly when the move is kept.
 */
export type OrderMoveListener = (
  executor: Kysely<Database>,
  tenantId: number,
  orderId: number,
  to: 'paid' | 'cancelled',
) => Promise<void>;

/**
 * Told of an order once its write is kept: a new order, or its payment moved (the back office's
 * live events). Called after the transaction, never inside it; a listener must not throw.
 */
export type OrderFactListener = (tenantId: number, orderId: number) => void;

export function createOrdersService(deps: OrdersDependencies) {
  // The buyer's account is the auth module's: read through its repository, never its table.
  const users = createUsersRepository(deps.db);
  const { repository, history } = deps;
  const moveListeners: OrderMoveListener[] = [];
  const placedListeners: OrderFactListener[] = [];
  const paymentListeners: OrderFactListener[] = [];
  const tell = (listeners: OrderFactListener[], tenantId: number, orderId: number) => {
    for (const listener of listeners) listener(tenantId, orderId);
  };
  const moved = async (
    executor: Kysely<Database>,
    tenantId: number,
    orderId: number,
    to: OrderStatus,
  ) => {
    if (to !== 'paid' && to !== 'cancelled') return;
    for (const listener of moveListeners) await listener(executor, tenantId, orderId, to);
  };

  async function dtoOf(row: OrderRow): Promise<OrderDto> {
    const [lines, steps, proofs] = await Promise.all([
      repository.linesOf(Number(row.id)),
      history.of(row),
      sentProofVersions(deps.db, Number(row.tenant_id), Number(row.id)),
    ]);
    const inks = await Promise.all(
      lines.map((line) =>
        deps.designs.inksOf(Number(row.tenant_id), JSON.parse(line.customization_json)),
      ),
    );
    return orderDto(row, lines, steps, inks, proofs);
  }

  /**
   * A staff write's first step, in its transaction: raises the order's staff version if it is
   * still `version` (null: whatever it is), else 409 and the transaction rolls back. The order's
   * row stays locked until the transaction ends, so two writes take turns.
   */
  async function lockForStaff(
    trx: Kysely<Database>,
    tenantId: number,
    id: number,
    version: number | null,
  ): Promise<void> {
    if (!(await repository.claimForStaff(trx, tenantId, id, version)))
      throw AppError.conflict(ORDER_MESSAGES.changedMeanwhile);
  }

  return {
    dtoOf,

    /** Adds a step to every move to paid or cancelled, in its transaction (invoices). */
    onMoved(listener: OrderMoveListener): void {
      moveListeners.push(listener);
    },
    /** After a new order is kept (the checkout's CompleteOrder). */
    onPlaced(listener: OrderFactListener): void {
      placedListeners.push(listener);
    },
    /** After an order's payment moved (`paymentMoved`), or the order was moved to paid. */
    onPaymentMoved(listener: OrderFactListener): void {
      paymentListeners.push(listener);
    },
    /**
     * The payment of the order moved and the write is kept: its callers (payments, the staff's
     * recorded transfers) call it after their transaction, since `setPayment` runs inside one.
     */
    paymentMoved(tenantId: number, orderId: number): void {
      tell(paymentListeners, tenantId, orderId);
    },

    /**
     * Cancels the unpaid orders whose stock hold ran out and gives their units back, each in its
     * own transaction (stock-holds.ts); answers how many. Run by one instance at a time.
     */
    async expireHolds(now: string = nowIso()): Promise<number> {
      let expired = 0;
      for (const order of await expiredHolds(deps.db, now)) {
        const tenantId = Number(order.tenant_id);
        const id = Number(order.id);
        const done = await deps.db.transaction().execute(async (trx) => {
          if (!(await releaseOrderStock(trx, tenantId, id, 'expired', now))) return false;
          if (await history.move(trx, tenantId, id, 'cancelled'))
            await moved(trx, tenantId, id, 'cancelled');
          return true;
        });
        if (done) expired += 1;
      }
      return expired;
    },

    /** The stored order (payments read its total and currency in minor units). */
    row: (tenantId: number, id: number) => repository.findById(tenantId, id),
    /** The invoice data the buyer's latest order was billed with, and its number; null: none. */
    async lastInvoice(tenantId: number, userId: number) {
      const row = await repository.lastInvoiceOf(tenantId, userId);
      return row
        ? { orderNumber: row.number, invoice: JSON.parse(row.invoice_json) as OrderDto['invoice'] }
        : null;
    },

    /** The order's refunds, oldest first (minor units). */
    refundsOf: (tenantId: number, id: number) => deps.refunds.of(tenantId, id),
    /** Minor units refunded on the order so far. */
    refundedOf: (tenantId: number, id: number) => deps.refunds.total(deps.db, tenantId, id),

    /**
     * Records money given back on a paid order (at most what was taken and not yet refunded):
     * what lets staff cancel it. A late card approval of a cancelled order is refunded this way.
     */
    async recordRefund(
      tenant: Tenant,
      id: number,
      refund: NewRefund,
      /** Minor units staff recorded as paid on an order not yet paid in full (transfers). */
      partlyPaid = 0,
      /** The staff version the back office's page read; null (the CLI): whatever it is now. */
      staffVersion: number | null = null,
    ): Promise<void> {
      const row = await repository.findById(tenant.id, id);
      if (!row) throw AppError.notFound(ORDER_MESSAGES.notFound);
      const reached = (await history.of(row)).map((step) => step.status);
      const taken = moneyTaken(row, reached) || partlyPaid;
      await deps.refunds.record(
        { tenantId: tenant.id, id, taken, decimals: row.decimals },
        refund,
        (trx) => lockForStaff(trx, tenant.id, id, staffVersion),
      );
    },

    lockForStaff,
    /**
     * The same 409 before a staff write's other rules, from the row it read: a page opened before
     * someone else's change hears that first (the claim in the transaction still decides).
     */
    checkStaffVersion(row: OrderRow, version: number | null): void {
      if (version !== null && Number(row.staff_version) !== version)
        throw AppError.conflict(ORDER_MESSAGES.changedMeanwhile);
    },

    /** Who placed the order: their account's e-mail and name (null once the account is gone). */
    async buyerAccount(orderId: number): Promise<BuyerAccount | null> {
      const order = await repository.ownerOf(orderId);
      const user = order && (await users.findById(Number(order.tenant_id), Number(order.user_id)));
      return user?.email ? { email: user.email, name: user.full_name ?? '' } : null;
    },
    /** The order's stored lines, in order (invoices read their amounts). */
    linesOf: (orderId: number) => repository.linesOf(orderId),
    ownRow: (tenantId: number, userId: number, id: number) =>
      repository.findOwn(tenantId, userId, id),
    pendingCardOrders: (cutoff: string) => repository.pendingCardOrders(cutoff),
    /** The order's status in the caller's transaction (a payment arriving late reads it). */
    statusOf: repository.statusOf,
    /**
     * Moves the payment forward only from the `from` states; answers whether it moved. An
     * approved payment also moves a received order to paid, in the caller's transaction.
     */
    async setPayment(...args: Parameters<OrdersRepository['setPayment']>): Promise<boolean> {
      const changed = await repository.setPayment(...args);
      const [executor, tenantId, id, , changes] = args;
      if (changed && changes.payment_status === 'approved') {
        await history.move(executor, tenantId, id, 'paid');
        // Paid in full, whatever the order's progress: its invoice is due.
        await moved(executor, tenantId, id, 'paid');
      }
      return changed;
    },

    /** Credit terms per buyer (npm run order -- credit). */
    credit: deps.credit,

    /** The operator's view (npm run order): any tenant's orders. */
    latest: history.latest,
    tenantIdOf: history.tenantIdOf,

    /** `Orders/GetOrders`: the buyer's own orders only. */
    async page(tenant: Tenant, userId: number, query: OrdersPageQuery): Promise<OrderPage> {
      if (query.From && query.To && query.From > query.To)
        throw AppError.unprocessable(STATUS_MESSAGES.dateRange, 'From');
      return buildOrderPage(history, tenant.id, userId, query);
    },

    /**
     * The operator's change of status (forward only, the tracking link with shipped); every
     * change goes into the history and the buyer gets an e-mail.
     */
    async changeStatus(
      tenant: Tenant,
      id: number,
      to: OrderStatus,
      trackingUrl: string | null,
      /** The staff version the back office's page read; null (the CLI): whatever it is now. */
      staffVersion: number | null = null,
    ): Promise<OrderDto> {
      const row = await repository.findById(tenant.id, id);
      if (!row) throw AppError.notFound(ORDER_MESSAGES.notFound);
      // Past the payment only paid or on credit; to production only with the proof approved.
      const [lines, steps, refunded] = await Promise.all([
        repository.linesOf(id),
        history.of(row),
        deps.refunds.total(deps.db, tenant.id, id),
      ]);
      const reached = steps.map((step) => step.status);
      const unrefunded = moneyTaken(row, reached) - refunded;
      const refusal = refusedMove(
        {
          status: row.status as OrderStatus,
          paymentStatus: row.payment_status,
          creditTerms: Boolean(Number(row.credit_terms)),
          customised: lines.some((line) => Boolean(line.has_product_building)),
          reached,
          unrefunded: unrefunded > 0 ? formatMinor(unrefunded, row.decimals) : null,
        },
        to,
        STATUS_NAMES[to],
      );
      if (refusal) throw AppError.unprocessable(refusal);
      await deps.db.transaction().execute(async (trx) => {
        await lockForStaff(trx, tenant.id, id, staffVersion);
        // Moved meanwhile past `to`: refused, and the rollback leaves the staff version as it was.
        if (!(await history.move(trx, tenant.id, id, to, trackingUrl))) {
          const current = (await repository.statusOf(trx, tenant.id, id)) as OrderStatus;
          throw AppError.unprocessable(STATUS_MESSAGES.backwards(current, to));
        }
        await moved(trx, tenant.id, id, to);
      });
      if (to === 'paid') tell(paymentListeners, tenant.id, id);
      const dto = await dtoOf((await repository.findById(tenant.id, id))!);
      await deps.onStatusChanged?.(tenant, dto);
      return dto;
    },

    /** Account deletion (auth's personal-data list): orders stay, without the buyer. */
    async forgetUser(tenantId: number, userId: number): Promise<void> {
      await repository.forgetUser(tenantId, userId);
    },

    async byId(tenant: Tenant, userId: number, id: number): Promise<OrderDto> {
      const row = await repository.findOwn(tenant.id, userId, id);
      if (!row) throw AppError.notFound(ORDER_MESSAGES.notFound);
      return dtoOf(row);
    },

    /**
     * `Orders/GetOrderTotals`: what CompleteOrder would charge for this cart, address and
     * shipping option (the checkout's summary before 'Confirmar pedido'); nothing is stored.
     */
    async totals(
      tenant: Tenant,
      userId: number,
      body: OrderTotalsRequest,
    ): Promise<OrderChargeTotals> {
      const items = body.shoppingCart.shoppingCartProductsFK;
      // Another buyer's quote is not found (404) whatever else the request holds.
      const locked = body.quoteId
        ? await deps.quotes.lockedFor(tenant, userId, body.quoteId, items)
        : null;
      if (items.length === 0 && !locked?.orderId)
        throw AppError.unprocessable(ORDER_MESSAGES.empty);
      // A quote already ordered: its order says what it charged.
      if (locked && locked.orderId !== null) {
        const order = await dtoOf((await repository.findById(tenant.id, locked.orderId))!);
        const { currency, subTotal, shippingNet, taxes, taxesByRate, total } = order;
        return { currency, subTotal, shippingNet, taxes, taxesByRate, total };
      }
      const { figures, decimals } = await chargeOf(
        deps,
        tenant,
        userId,
        body,
        locked ? locked.entries : null,
      );
      const money = (units: number) => fromMinor(units, decimals);
      return {
        currency: tenant.environment === 'CL' ? 'CLP' : 'ARS',
        subTotal: money(figures.productsNet),
        shippingNet: money(figures.shippingNet),
        taxes: money(figures.iva),
        taxesByRate: figures.byRate.map(({ rate, net, iva }) => ({
          rate,
          net: money(net),
          iva: money(iva),
        })),
        total: money(figures.total),
      };
    },

    /**
     * `Orders/CompleteOrder`, and staff converting a quote for its buyer (the same order, made
     * once): `onMade` runs in the order's transaction only when this call makes the order (the
     * staff's audit entries), never for an order answered again.
     */
    async complete(
      tenant: Tenant,
      userId: number,
      body: CompleteOrderRequest,
      onMade?: (trx: Kysely<Database>, orderId: number) => Promise<void>,
    ): Promise<OrderDto> {
      const env = tenant.environment;
      const items = body.shoppingCart.shoppingCartProductsFK;
      const mode = body.shoppingCart.shoppingCartMode;
      if (items.length === 0) throw AppError.unprocessable(ORDER_MESSAGES.empty);
      // A quote's lines go to the checkout together, in direct mode (the cart is left alone).
      if (mode === 'direct' && items.length !== 1 && !body.quoteId)
        throw AppError.unprocessable(ORDER_MESSAGES.directOne);
      checkOrderFields(body, env);

      const fingerprint = fingerprintOf(userId, body);
      const existing = await repository.findByFingerprint(tenant.id, fingerprint);
      if (existing) {
        if (!body.quoteId)
          checkSameQuantities(
            existing.number,
            await repository.linesOf(Number(existing.id)),
            items,
          );
        // The order's process may have died between the order and emptying the cart.
        if (mode === 'cart')
          await deps.cart.empty(
            tenant,
            userId,
            body.shoppingCart.shoppingCartProductsFK.map((item) => item.shoppingCartUUID),
          );
        return dtoOf(existing);
      }
      const locked = body.quoteId
        ? await deps.quotes.lockedFor(tenant, userId, body.quoteId, items)
        : null;
      // A converted quote answers its order: a second conversion makes no second order.
      if (locked && locked.orderId !== null)
        return dtoOf((await repository.findById(tenant.id, locked.orderId))!);
      const fromQuote = locked?.orderId === null ? locked : null;

      const settings = deps.tenants.checkoutSettings(tenant);
      // The money, once: the cart (or the quote's locked prices), the shipping re-quoted, and
      // the invoice's figures (products' and shipping's nets, IVA per rate, total).
      const { inputs, entries, quote, option, pointId, figures, decimals } = await chargeOf(
        deps,
        tenant,
        userId,
        body,
        fromQuote ? fromQuote.entries : null,
      );
      const cart = entries.at(-1)!.value;
      const lines = buildLines(items, entries, inputs);
      const invoice = body.orderInvoiceFK;
      const shipping: OrderShipping = {
        logisticType: option.logisticType,
        serviceType: option.serviceType.code,
        carrierId: option.carrier.id,
        carrierName: option.carrier.name,
        pointId,
        deliveryMethod: body.deliveryMethod ?? option.serviceType.code,
        // Spec section 3: Min from the delivery time's max and Max from its min, as described.
        MinDeliveryDays: option.deliveryTime.max,
        MaxDeliveryDays: option.deliveryTime.min,
        estimatedInHands: option.estimatedInHands,
      };
      const creditTerms = await deps.credit.has(tenant.id, userId);
      const now = nowIso();
      const order = {
        tenant_id: tenant.id,
        user_id: userId,
        number: '',
        cart_fingerprint: fingerprint,
        shopping_cart_mode: mode,
        currency: env === 'CL' ? ('CLP' as const) : ('ARS' as const),
        decimals,
        invoice_type: invoiceTypeFor(env, settings.taxCondition, invoice.ivaCondition as never),
        payment_method: 'NONE',
        payment_status: 'none',
        price_base: cart.basePrice,
        application_cost: cart.applicationCost,
        application_price: cart.applicationPrice,
        profit: cart.profit,
        sub_total: figures.productsNet,
        taxes: figures.iva,
        shipping_cost: option.priceInclTax,
        total: figures.total,
        shipping_net: figures.shippingNet,
        taxes_json: JSON.stringify(figures.byRate),
        credit_terms: creditTerms ? 1 : 0,
        shipping_json: JSON.stringify(shipping),
        addressee_json: JSON.stringify({
          name: body.name.trim(),
          lastName: body.lastName.trim(),
          email: body.email.trim(),
          phone: body.phone.trim(),
          street: body.street.trim(),
          streetNumber: body.streetNumber.trim(),
          apartment: body.apartment?.trim() || null,
          provinceId: body.provinceId,
          cityId: body.cityId,
          locationId: body.locationId,
          locality: quote.destination.locality,
          zipCode: body.zipCode.trim(),
          deliveryComment: body.deliveryComment?.trim() || null,
        }),
        invoice_json: JSON.stringify({
          name: invoice.name.trim(),
          lastName: invoice.lastName?.trim() ?? '',
          document: invoice.document.trim(),
          direction: invoice.direction?.trim() ?? '',
          phone: invoice.phone.trim(),
          email: invoice.email.trim(),
          ivaCondition: invoice.ivaCondition,
          giro: invoice.giro?.trim() || null,
          comunaId: invoice.comunaId || null,
        }),
        cheque_json: null,
        quote_number: fromQuote ? fromQuote.number : null,
        created_at: now,
        updated_at: now,
        stock_held_until: holdUntil(settings, now, 'NONE'),
      };
      let id: number;
      try {
        id = await deps.db.transaction().execute(async (trx) => {
          await checkUnpaidLimit(trx, tenant.id, env, userId, settings);
          const short = await deps.catalog.reserveStock(trx, tenant.id, lines);
          if (short !== null) {
            const name = lines.find((l) => l.variantId === short)?.productName ?? '';
            throw AppError.unprocessable(ORDER_MESSAGES.noStock(name));
          }
          const orderId = await repository.insert(
            trx,
            order,
            lines.map((line, position) => ({
              position,
              variant_id: line.variantId,
              product_id: line.productId,
              product_name: line.productName,
              variant_name: line.variantName,
              sku: line.sku,
              quantity: line.quantity,
              has_product_building: line.hasProductBuilding ? 1 : 0,
              customization_json: JSON.stringify(line.customization),
              images_json: JSON.stringify(line.images),
              price_base: line.priceBase,
              price_application: line.priceApplication,
              tax: line.tax,
              total: line.total,
              item_type: line.rebuild.itemType,
              item_group: line.rebuild.itemGroup,
              external_id: line.rebuild.externalId,
              technique_id: line.rebuild.technique?.id ?? null,
              technique_name: line.rebuild.technique?.name ?? null,
              mockup: line.rebuild.mockup,
            })),
          );
          if (
            fromQuote &&
            !(await deps.quotes.markConverted(trx, tenant.id, fromQuote.quoteId, orderId))
          )
            throw new QuoteTaken();
          await onMade?.(trx, orderId);
          return orderId;
        });
      } catch (error) {
        if (error instanceof QuoteTaken && body.quoteId) {
          const taken = await deps.quotes.lockedFor(tenant, userId, body.quoteId, items);
          if (taken.orderId) return dtoOf((await repository.findById(tenant.id, taken.orderId))!);
        }
        // The same cart sent twice at once: the other request made the order; answer it.
        if (!isUniqueViolation(error)) throw error;
        const made = await repository.findByFingerprint(tenant.id, fingerprint);
        if (!made) throw error;
        return dtoOf(made);
      }
      if (mode === 'cart') await deps.cart.empty(tenant, userId);
      tell(placedListeners, tenant.id, id);
      const dto = await dtoOf((await repository.findById(tenant.id, id))!);
      await deps.onCreated?.(tenant, dto);
      return dto;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
