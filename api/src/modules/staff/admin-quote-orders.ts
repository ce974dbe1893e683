import type { FastifyInstance } from 'fastify';
import { QUOTE_ORDER_REFUSALS } from '@store/contracts/sales-rules';
import { AppError } from '../../http/errors.js';
import { fromMinor } from '../pricing/index.js';
import { shipLinesOf } from '../shipping/index.js';
import type { Tenant } from '../tenants/index.js';
import type { Actor } from './staff-audit.js';
import type { SavedAddress } from '@store/contracts/wire/address-book';
import type {
  QuoteOrderBody,
  QuoteOrderForm,
  QuoteOrderMade,
  QuoteOrderOption,
  QuoteOrderPreview,
  QuoteShippingChoice,
} from '@store/contracts/wire/quote-orders';

const day = (date: string) => date.split('-').reverse().join('/');

export const QUOTE_ORDER_MESSAGES = {
  converted: (quote: number, order: string) =>
    `La cotización N.º ${quote} ya se convirtió en el pedido ${order}.`,
  stale: (quote: number) =>
    `Otra persona cambió la cotización N.º ${quote} después de que se abrió esta página y no se hizo ningún pedido. Hay que recargar para ver los datos actuales.`,
  expired: (quote: number, validUntil: string) =>
    `La cotización N.º ${quote} venció el ${day(validUntil)}: hay que extender su validez antes de convertirla en un pedido.`,
  blocked: QUOTE_ORDER_REFUSALS.blocked,
  noAddress: QUOTE_ORDER_REFUSALS.noAddress,
  noBank:
    'La tienda todavía no informó sus datos bancarios: el pedido quedaría sin medio de pago. Hay que cargarlos en la configuración de la tienda.',
  /** Another buyer's or store's address: as if it did not exist (the address book's 404). */
  addressNotFound: 'No encontramos esa dirección entre las guardadas por este comprador.',
} as const;

type Source = Awaited<ReturnType<FastifyInstance['quotes']['staffSource']>>;

function optionsOf(
  quoted: Awaited<ReturnType<FastifyInstance['shipping']['quote']>>,
  decimals: number,
): QuoteOrderOption[] {
  return quoted.options.flatMap((option): QuoteOrderOption[] => {
    const base = {
      logisticType: option.logisticType,
      serviceType: option.serviceType.code,
      carrierId: option.carrier.id,
      price: fromMinor(option.priceInclTax, decimals),
    };
    const name = `${option.carrier.name}, ${option.serviceType.name}`;
    if (option.pickupPoints.length === 0) return [{ ...base, pointId: null, label: name }];
    return option.pickupPoints.map((point) => ({
      ...base,
      pointId: point.id,
      label: `${name}: ${point.address || point.name}`,
    }));
  });
}

/**
 * Staff convert a buyer's quote into an order (issue 32): the buyer's saved address, a shipping
 * option the shipping module quotes for it, the invoice data; the order is the checkout's
 * (`orders.complete` with the quote's id and the buyer's id: the quote's prices, its one-order
 * rule, stock, mail), paid by bank transfer (pending) unless the buyer has credit terms. Who
 * converted it goes to the audit log in the order's transaction, which the order's page shows.
 */
export function createAdminQuoteOrders(app: FastifyInstance) {
  const orderNumber = async (tenant: Tenant, orderId: number) =>
    (await app.orders.row(tenant.id, orderId))?.number ?? String(orderId);

  const toRequest = (
    source: Source,
    quoteId: string,
    address: SavedAddress,
    shipping: QuoteShippingChoice,
  ) => ({
    shoppingCart: {
      shoppingCartProductsFK: source.items,
      shoppingCartMode: 'direct' as const,
    },
    provinceId: address.provinceId,
    cityId: address.cityId,
    locationId: address.locationId,
    zipCode: address.zipCode,
    shippingLogisticType: shipping.logisticType,
    shippingServiceType: shipping.serviceType,
    shippingCarrierId: shipping.carrierId,
    shippingPointId: shipping.pointId,
    quoteId,
  });

  /** The quote, refused when it cannot become an order now (converted, expired, blocked buyer). */
  async function convertible(tenant: Tenant, id: string, version: number | null) {
    const source = await app.quotes.staffSource(tenant, id);
    if (source.orderId !== null)
      throw AppError.conflict(
        QUOTE_ORDER_MESSAGES.converted(source.number, await orderNumber(tenant, source.orderId)),
      );
    if (version !== null && version !== source.version)
      throw AppError.conflict(QUOTE_ORDER_MESSAGES.stale(source.number));
    if (source.status === 'vencida')
      throw AppError.unprocessable(QUOTE_ORDER_MESSAGES.expired(source.number, source.validUntil));
    const buyer = await app.adminBuyers.detail(tenant, source.userId);
    if (buyer.blocked) throw AppError.unprocessable(QUOTE_ORDER_MESSAGES.blocked);
    return { source, buyer };
  }

  async function addressOf(tenant: Tenant, userId: number, addressId: number) {
    if ((await app.buyerAddresses.list(tenant, userId)).length === 0)
      throw new AppError(422, QUOTE_ORDER_MESSAGES.noAddress, { field: 'addressId' });
    return app.buyerAddresses.get(tenant, userId, addressId).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404)
        throw new AppError(404, QUOTE_ORDER_MESSAGES.addressNotFound, { field: 'addressId' });
      throw error;
    });
  }

  return {
    async form(tenant: Tenant, id: string): Promise<QuoteOrderForm> {
      const source = await app.quotes.staffSource(tenant, id);
      const buyer = await app.adminBuyers.detail(tenant, source.userId);
      return {
        buyerId: source.userId,
        blocked: buyer.blocked,
        creditTerms: buyer.creditTerms,
        addresses: await app.buyerAddresses.list(tenant, source.userId),
        lastInvoice: await app.orders.lastInvoice(tenant.id, source.userId),
      };
    },

    /** The options for the address; with one chosen, what the order would charge (GetOrderTotals). */
    async preview(
      tenant: Tenant,
      id: string,
      body: { addressId: number; shipping?: QuoteShippingChoice | undefined },
    ): Promise<QuoteOrderPreview> {
      const { source } = await convertible(tenant, id, null);
      const address = await addressOf(tenant, source.userId, body.addressId);
      const quoted = await app.shipping.quote(tenant, {
        ...address,
        lines: shipLinesOf(source.items),
        declaredValue: source.totalMinor,
      });
      const options = optionsOf(quoted, app.tenants.pricingSettings(tenant).roundPrice);
      const totals = body.shipping
        ? await app.orders.totals(
            tenant,
            source.userId,
            toRequest(source, id, address, body.shipping),
          )
        : null;
      return { options, totals };
    },

    async convert(
      tenant: Tenant,
      actor: Actor,
      id: string,
      body: QuoteOrderBody,
      idempotencyKey: string,
    ): Promise<QuoteOrderMade> {
      const { source, buyer } = await convertible(tenant, id, body.version);
      const address = await addressOf(tenant, source.userId, body.addressId);
      const onCredit = buyer.creditTerms !== null;
      if (!onCredit && !app.tenants.checkoutSettings(tenant).bank)
        throw AppError.unprocessable(QUOTE_ORDER_MESSAGES.noBank);
      const request = {
        ...toRequest(source, id, address, body.shipping),
        locality: address.locality,
        name: address.name,
        lastName: address.lastName,
        email: address.email,
        phone: address.phone,
        street: address.street,
        streetNumber: address.streetNumber,
        apartment: address.apartment || null,
        deliveryComment: address.deliveryComment || null,
        orderInvoiceFK: body.invoice,
      };
      let made = false;
      const order = await app.orders.complete(
        tenant,
        source.userId,
        request,
        async (trx, orderId) => {
          made = true;
          const what = { quote: source.number, quoteId: id, buyerId: source.userId };
          await app.staffAudit.record(
            trx,
            tenant.id,
            actor,
            'order.created-from-quote',
            `order:${orderId}`,
            null,
            what,
          );
          await app.staffAudit.record(
            trx,
            tenant.id,
            actor,
            'quote.converted',
            `quote:${id}`,
            null,
            { orderId },
          );
        },
      );
      // Another conversion made the order meanwhile (one order per quote): this one made none.
      if (!made)
        throw AppError.conflict(QUOTE_ORDER_MESSAGES.converted(source.number, order.number));
      // The checkout's next step, as the buyer would take it: a transfer, pending. The order
      // stands if this fails (logged): it waits for a payment method, as a checkout's would.
      if (!onCredit)
        await app.payments
          .update(tenant, source.userId, { orderId: order.id, method: 'TRF' }, idempotencyKey)
          .catch((error: unknown) =>
            app.log.error({ err: error, order: order.id }, 'quote order: transfer not recorded'),
          );
      return {
        orderId: order.id,
        orderNumber: order.number,
        quote: await app.quotes.staffQuote(tenant, id),
      };
    },
  };
}

export type AdminQuoteOrders = ReturnType<typeof createAdminQuoteOrders>;
