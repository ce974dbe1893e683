import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { ok, okOnce, responsesOf } from '../../http/envelope.js';
import { colorPalette, distributorLogos, whiteboxSetting } from './storefront-extras.js';
import { createTenantSecretsRepository, createTenantsRepository } from './tenants.repository.js';
import {
  ColorPaletteSchema,
  DistributorLogosSchema,
  GetConfigQuerySchema,
  LogosQuerySchema,
  NoQuerySchema,
  ShopConfigSchema,
  WhiteboxKeyQuerySchema,
  WhiteboxSettingSchema,
} from '@store/contracts/wire/tenant';
import { createTenantsService, type TenantsService } from './tenants.service.js';

import { createTenantSecrets, type TenantSecrets } from './tenant-secrets.js';
import { createStoreLookRepository } from './store-look.repository.js';
import { createStoreLookService, type StoreLookService } from './store-look.service.js';
import { createStoreSettingsService, type StoreSettingsService } from './store-settings.service.js';
import {
  createMercadoPagoSettings,
  type MercadoPagoSettings,
} from './mercadopago-settings.service.js';
import { createZippinSettings, type ZippinSettings } from './zippin-settings.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tenants: lookup by name and the ShopConfig each store answers. */
    tenants: TenantsService;
    /** Tenants' payment credentials, encrypted at rest; never answered by any route. */
    tenantSecrets: TenantSecrets;
    /** The back office's store look: drafts, preview and publish (store-look.service.ts). */
    storeLook: StoreLookService;
    /** The back office's store texts and bank details (store-settings.service.ts). */
    storeSettings: StoreSettingsService;
    /** The back office's Mercado Pago credentials, write-only (mercadopago-settings.service.ts). */
    mercadoPagoSettings: MercadoPagoSettings;
    /** The back office's Zippin account, its credentials write-only (zippin-settings.service.ts). */
    zippinSettings: ZippinSettings;
  }
}

export const DEFAULT_LOGO_LIMIT = 8;

export const tenantsRoutes = fp(
  async (app) => {
    app.decorate('tenants', createTenantsService(createTenantsRepository(app.db)));
    const secretsRepository = createTenantSecretsRepository(app.db);
    const secrets = createTenantSecrets(secretsRepository, app.config.tenantSecretsKey);
    app.decorate('tenantSecrets', secrets);
    app.decorate('mercadoPagoSettings', createMercadoPagoSettings(secretsRepository, secrets));
    const storeLookRepository = createStoreLookRepository(app.db);
    app.decorate(
      'zippinSettings',
      createZippinSettings(storeLookRepository, secrets, app.config.zippinApiUrl),
    );
    app.decorate(
      'storeLook',
      createStoreLookService(storeLookRepository, { tenantAssetsDir: app.config.tenantAssetsDir }),
    );
    app.decorate(
      'storeSettings',
      createStoreSettingsService(storeLookRepository, (environment) =>
        app.addressBook.provinces(environment),
      ),
    );
    const routes = app.withTypeProvider<TypeBoxTypeProvider>();
    const config = { auth: 'public' as const };

    routes.get(
      '/api/services/app/PartnerConfigs/GetConfig',
      {
        config,
        schema: { querystring: GetConfigQuerySchema, response: responsesOf(ShopConfigSchema) },
      },
      // Kept per tenant revision, so its answer is serialized and compressed once.
      async (request, reply) => okOnce(reply, await app.tenants.getConfig(request.tenant)),
    );

    routes.get(
      '/api/services/app/WhiteBoxSettings/GetWhiteboxSettingsKey',
      {
        config,
        schema: {
          querystring: WhiteboxKeyQuerySchema,
          response: responsesOf(WhiteboxSettingSchema),
        },
      },
      async (request) => {
        const { key } = request.query;
        return ok({ key, value: whiteboxSetting(request.tenant, key) });
      },
    );

    // Spec section 7 writes these two in full (another service of the original backend); here
    // they live under /api like every call, so tenancy, errors and caching are the same.
    routes.get(
      '/api/users/distributor/logo_url',
      {
        config,
        schema: { querystring: LogosQuerySchema, response: responsesOf(DistributorLogosSchema) },
      },
      async (request) =>
        ok(distributorLogos(request.tenant, request.query.limit ?? DEFAULT_LOGO_LIMIT)),
    );

    routes.get(
      '/api/color-palette',
      { config, schema: { querystring: NoQuerySchema, response: responsesOf(ColorPaletteSchema) } },
      async (request) => ok(colorPalette(request.tenant)),
    );
  },
  { name: 'tenants' },
);
