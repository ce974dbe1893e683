import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { okOnce, responsesOf } from '../../http/envelope.js';
import { createPriceMemo } from './price-memo.js';
import { PriceEntriesSchema, PriceRequestSchema } from '@store/contracts/wire/pricing';
import { createPricingService, type PricingService } from './pricing.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pricing engine (DESIGN.md section 4): carts, quotes and orders price through it. */
    pricing: PricingService;
  }
}

export const pricingRoutes = fp(
  async (app) => {
    app.decorate(
      'pricing',
      createPricingService({
        pricingInputs: (tenantId, variantIds) => app.catalog.pricingInputs(tenantId, variantIds),
        pricingSettings: (tenant) => app.tenants.pricingSettings(tenant),
        designCharge: (tenantId, customization, owner) =>
          app.designs.chargeOf(tenantId, customization, owner),
      }),
    );

    // Public: a product page prices a one-item cart for any visitor; nothing private is read.
    // The same cart asked again (each page a buyer opens) is answered from the memo.
    const memo = createPriceMemo(() => app.catalog.revision());
    app.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/services/app/ShoppingCarts/GetShoppingCartProductPrice',
      {
        config: { auth: 'public' },
        schema: { body: PriceRequestSchema, response: responsesOf(PriceEntriesSchema) },
      },
      async (request, reply) => {
        const { tenant, body } = request;
        // A design may name only the caller's uploads: the answer is kept per caller.
        const owner = request.auth?.subject ?? null;
        const entries = await memo.entries(
          tenant,
          owner,
          body.items,
          async () => (await app.pricing.price(tenant, body.items, owner)).entries,
        );
        return okOnce(reply, entries);
      },
    );
  },
  { name: 'pricing', dependencies: ['tenants', 'catalog', 'designs'] },
);
