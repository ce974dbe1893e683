import { join } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { userOf } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { cartFilesRoutes } from './cart-files.routes.js';
import { createCartFiles, type CartFiles } from './cart-files.js';
import { createCartRepository } from './cart.repository.js';
import { EmptyBodySchema, SavedCartSchema, SaveCartRequestSchema } from './cart.schemas.js';
import { createCartService, type CartService } from './cart.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved carts; `forgetUser` also deletes the user's uploaded files. */
    cart: CartService;
    cartFiles: CartFiles;
  }
}

const path = (name: string) => `/api/services/app/ShoppingCarts/${name}`;

export const cartRoutes = fp(
  async (app) => {
    const repository = createCartRepository(app.db);
    const files = createCartFiles(repository, join(app.config.dataDir, 'uploads', 'cart'));
    const carts = createCartService(repository, {
      pricing: app.pricing,
      pricingSettings: (tenant) => app.tenants.pricingSettings(tenant),
    });
    app.decorate('cartFiles', files);
    app.decorate('cart', {
      ...carts,
      async forgetUser(tenantId: number, userId: number) {
        await carts.forgetUser(tenantId, userId);
        await files.forget(tenantId, `user:${userId}`);
      },
    });
    const routes = app.withTypeProvider<TypeBoxTypeProvider>();
    const userRoute = { config: { auth: 'user' as const } };

    routes.get(
      path('GetShoppingCartsClient'),
      { ...userRoute, schema: { response: responsesOf(SavedCartSchema) } },
      async (request) => ok(await app.cart.get(request.tenant, userOf(request).userId)),
    );

    routes.post(
      path('CreateOrEditShoppingCart'),
      {
        ...userRoute,
        schema: { body: SaveCartRequestSchema, response: responsesOf(SavedCartSchema) },
      },
      async (request) => {
        const { items, version } = request.body;
        return ok(await app.cart.save(request.tenant, userOf(request).userId, items, version));
      },
    );

    // The drawer's button (spec section 4 leaves method and path open): 422 with the reason when
    // the saved cart can no longer be bought as it is.
    routes.post(
      path('RestoreShoppingCart'),
      { ...userRoute, schema: { body: EmptyBodySchema, response: responsesOf(SavedCartSchema) } },
      async (request) => ok(await app.cart.restore(request.tenant, userOf(request).userId)),
    );

    await app.register(cartFilesRoutes);
  },
  { name: 'cart', dependencies: ['tenants', 'pricing'] },
);
