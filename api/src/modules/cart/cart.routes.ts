import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { userOf, userSubject } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { cartFilesRoutes } from './cart-files.routes.js';
import {
  CART_FILE_RETENTION,
  createRetentionSweep,
  type RetentionSweep,
} from './cart-files-retention.js';
import { createCartFiles, type CartFiles } from './cart-files.js';
import { createCartRepository } from './cart.repository.js';
import {
  EmptyBodySchema,
  SavedCartSchema,
  SaveCartRequestSchema,
} from '@store/contracts/wire/cart';
import { createCartService, type CartService } from './cart.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved carts; `forgetUser` also deletes the user's uploaded files. */
    cart: CartService;
    /** Uploads; `sweepUnreferenced` runs a round of the retention rule (cart-files-retention.ts). */
    cartFiles: CartFiles & { sweepUnreferenced: RetentionSweep['runOnce'] };
  }
}

const path = (name: string) => `/api/services/app/ShoppingCarts/${name}`;

export const cartRoutes = fp(
  async (app) => {
    const repository = createCartRepository(app.db);
    app.designHolders.add('carts', repository.designHoldersAfter);
    const store = app.files('cart');
    const files = createCartFiles(repository, store);
    const retention = createRetentionSweep(repository, store, app.log);
    const carts = createCartService(repository, {
      pricing: app.pricing,
    });
    app.decorate('cartFiles', { ...files, sweepUnreferenced: retention.runOnce });
    // Like the mail outbox: a timer that does not keep the process alive; shutdown waits for a
    // round in progress.
    const timer = setInterval(
      () =>
        void app.jobs.runExclusive('cart-file-retention', 2 * CART_FILE_RETENTION.everyMs, () =>
          retention.runOnce(),
        ),
      CART_FILE_RETENTION.everyMs,
    );
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await retention.idle();
    });
    app.decorate('cart', {
      ...carts,
      async forgetUser(tenantId: number, userId: number) {
        await carts.forgetUser(tenantId, userId);
        await files.forget(tenantId, userSubject(userId));
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
  { name: 'cart', dependencies: ['tenants', 'pricing', 'jobs', 'designs'] },
);
