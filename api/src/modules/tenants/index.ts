/** The tenants module's front door: the only file of it other code imports (lint). */
export {
  STOCK_HOLD_RANGES,
  zoneOf,
  type CheckoutSettings,
  type RateBand,
} from './checkout-settings.js';
export { DEMO_THREAD_PALETTE } from './demo-threads.js';
export { TenantFileError } from './onboarding/problems.js';
export { TenantCliError, runTenantCli } from './onboarding/tenant-cli.js';
export { buildShopConfig } from './shop-config.js';
export { colorPalette } from './storefront-extras.js';
export { RESERVED_TENANT_NAMES, TENANT_NAME_PATTERN } from './tenant-name.js';
export {
  createSecretBox,
  type MercadoPagoCredentials,
  type TenantSecrets,
} from './tenant-secrets.js';
export { tenantsMigrations } from './tenants.migrations.js';
export { createTenantsRepository } from './tenants.repository.js';
export { tenantsRoutes } from './tenants.routes.js';
export { ShopConfigSchema, type Environment, type ShopConfig } from '@store/contracts/wire/tenant';
export { DEMO_TENANTS, seedTenants } from './tenants.seed.js';
export { TAX_RATES, type PricingSettings, type Tenant } from './tenant.js';
export { createTenantsService, type TenantsService } from './tenants.service.js';
export {
  STORE_LOOK_MESSAGES,
  type StoreAudit,
  type StoreImageKind,
  type StoreLookService,
} from './store-look.service.js';
export {
  StoreImageParamsSchema,
  StoreImageSchema,
  StoreLookBodySchema,
  StoreLookStateSchema,
  StoreVersionBodySchema,
} from '@store/contracts/wire/store-look';
export type { StoreSectionName } from './store-settings.service.js';
export {
  StoreAnalyticsBodySchema,
  StoreAnalyticsStateSchema,
  StoreBankBodySchema,
  StoreBankStateSchema,
  StoreFeaturesBodySchema,
  StoreFeaturesStateSchema,
  ConnectionCheckSchema,
  StoreMercadoPagoBodySchema,
  StoreMercadoPagoStateSchema,
  StoreShippingBodySchema,
  StoreShippingStateSchema,
  StoreTaxBodySchema,
  StoreTaxStateSchema,
  StoreTextsBodySchema,
  StoreTextsStateSchema,
  StoreZippinBodySchema,
  StoreZippinStateSchema,
} from '@store/contracts/wire/store-settings';
