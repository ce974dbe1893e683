import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { ok, responsesOf } from '../../http/envelope.js';
import { fromMinor } from '../pricing/index.js';
import type { Tenant } from '../tenants/index.js';
import { CARRIER_LOGOS_DIR, CARRIER_LOGOS_PREFIX } from './carrier-logos.js';
import { readQuoteRequest } from './shipping-request.js';
import {
  ShippingQuoteRequestSchema,
  ShippingQuoteResultSchema,
} from '@store/contracts/wire/shipping';
import { createShippingService, type Quote, type ShippingService } from './shipping.service.js';
import { zippinProvider } from './zippin-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shipping quotes from the tenant's rate tables, or its Zippin account when configured. */
    shipping: ShippingService;
  }
}

/** The spec's `all_results` (Zippin's shape) in the tenant's currency. */
export function quoteResult(quote: Quote, decimals: number) {
  return {
    all_results: quote.options.map((o) => ({
      logistic_type: o.logisticType,
      carrier: o.carrier,
      service_type: o.serviceType,
      delivery_time: o.deliveryTime,
      amounts: {
        price: fromMinor(o.priceExclTax, decimals),
        price_incl_tax: fromMinor(o.priceInclTax, decimals),
      },
      tags: o.tags,
      pickup_points: o.pickupPoints,
      estimated_in_hands: o.estimatedInHands,
    })),
  };
}

export const shippingRoutes = fp(
  async (app) => {
    app.decorate(
      'shipping',
      createShippingService({
        tenants: app.tenants,
        addressBook: app.addressBook,
        pricingInputs: (tenantId, variantIds) => app.catalog.pricingInputs(tenantId, variantIds),
        async providerFor(tenant: Tenant) {
          const account = app.tenants.checkoutSettings(tenant).zippin;
          const credentials = account ? await app.tenantSecrets.zippin(tenant.id) : null;
          return account && credentials ? zippinProvider({ ...account, ...credentials }) : null;
        },
      }),
    );

    // The carriers' marks the options show: a day in caches, they change with a release.
    await app.register(fastifyStatic, {
      root: CARRIER_LOGOS_DIR,
      prefix: CARRIER_LOGOS_PREFIX,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => void reply.header('cache-control', 'public, max-age=86400'),
    });

    app.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/services/app/Orders/GetShippingQuote',
      {
        config: { auth: 'public' },
        schema: {
          body: ShippingQuoteRequestSchema,
          response: responsesOf(ShippingQuoteResultSchema),
        },
      },
      async (request) => {
        const tenant = request.tenant;
        const { items, ...quoteRequest } = readQuoteRequest(tenant.environment, request.body);
        const decimals = app.tenants.pricingSettings(tenant).roundPrice;
        // The goods' value insures the parcel at an aggregator; the server prices it itself.
        const owner = request.auth?.subject ?? null;
        const cart = items.length ? await app.pricing.price(tenant, items, owner) : null;
        const declaredValue = cart ? cart.minor.at(-1)!.value.total : 0;
        const quote = await app.shipping.quote(tenant, { ...quoteRequest, declaredValue });
        return ok(quoteResult(quote, decimals));
      },
    );
  },
  { name: 'shipping', dependencies: ['tenants', 'addresses', 'catalog', 'pricing'] },
);
