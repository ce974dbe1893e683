import { addressesRoutes } from './addresses/addresses.routes.js';
import { authMigrations } from './auth/auth.migrations.js';
import { authRoutes } from './auth/auth.routes.js';
import { buyerAddressesMigrations } from './buyer-addresses/buyer-addresses.migrations.js';
import { buyerAddressesRoutes } from './buyer-addresses/buyer-addresses.routes.js';
import { seedDemoBuyers } from './auth/auth.seed.js';
import { cartMigrations } from './cart/cart.migrations.js';
import { cartRoutes } from './cart/cart.routes.js';
import { catalogMigrations } from './catalog/catalog.migrations.js';
import { catalogRoutes } from './catalog/catalog.routes.js';
import { seedCatalog } from './catalog/catalog.seed.js';
import { designsMigrations } from './designs/designs.migrations.js';
import { designsRoutes } from './designs/designs.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { invoicesMigrations } from './invoices/invoices.migrations.js';
import { invoicesRoutes } from './invoices/invoices.routes.js';
import { seedInvoicing } from './invoices/invoices.seed.js';
import { jobsMigrations } from './jobs/jobs.migrations.js';
import { jobsRoutes } from './jobs/jobs.routes.js';
import { mailMigrations } from './mail/mail.migrations.js';
import { mailRoutes } from './mail/mail.routes.js';
import type { StoreModule } from './module.js';
import { orderHistoryMigrations } from './orders/order-history.migrations.js';
import { orderMoneyMigrations } from './orders/order-money.migrations.js';
import { ordersMigrations } from './orders/orders.migrations.js';
import { ordersRoutes } from './orders/orders.routes.js';
import { stockHoldMigrations } from './orders/stock-holds.js';
import { paymentsMigrations } from './payments/payments.migrations.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { seedPaymentModes } from './payments/payments.seed.js';
import { pricingRoutes } from './pricing/pricing.routes.js';
import { quotesMigrations } from './quotes/quotes.migrations.js';
import { quotesRoutes } from './quotes/quotes.routes.js';
import { tenantsMigrations } from './tenants/tenants.migrations.js';
import { tenantsRoutes } from './tenants/tenants.routes.js';
import { shippingRoutes } from './shipping/shipping.routes.js';
import { seedDemoStaff, staffMigrations, staffRoutes } from './staff/index.js';
import { seedTenants } from './tenants/tenants.seed.js';

export type { StoreModule } from './module.js';

/**
 * Every module, in order: migrations run by name (their number), routes and seeds in this order,
 * so a module may use the services of the modules above it.
 */
export const STORE_MODULES: readonly StoreModule[] = [
  { name: 'health', migrations: {}, routes: healthRoutes },
  { name: 'jobs', migrations: jobsMigrations, routes: jobsRoutes },
  { name: 'tenants', migrations: tenantsMigrations, routes: tenantsRoutes, seed: seedTenants },
  { name: 'mail', migrations: mailMigrations, routes: mailRoutes },
  { name: 'auth', migrations: authMigrations, routes: authRoutes, seed: seedDemoBuyers },
  { name: 'catalog', migrations: catalogMigrations, routes: catalogRoutes, seed: seedCatalog },
  { name: 'designs', migrations: designsMigrations, routes: designsRoutes },
  { name: 'pricing', migrations: {}, routes: pricingRoutes },
  { name: 'cart', migrations: cartMigrations, routes: cartRoutes },
  { name: 'addresses', migrations: {}, routes: addressesRoutes },
  { name: 'buyer-addresses', migrations: buyerAddressesMigrations, routes: buyerAddressesRoutes },
  { name: 'shipping', migrations: {}, routes: shippingRoutes },
  {
    name: 'orders',
    migrations: {
      ...ordersMigrations,
      ...orderHistoryMigrations,
      ...orderMoneyMigrations,
      ...stockHoldMigrations,
    },
    routes: ordersRoutes,
  },
  {
    name: 'payments',
    migrations: paymentsMigrations,
    routes: paymentsRoutes,
    seed: seedPaymentModes,
  },
  { name: 'quotes', migrations: quotesMigrations, routes: quotesRoutes },
  {
    name: 'invoices',
    migrations: invoicesMigrations,
    routes: invoicesRoutes,
    seed: seedInvoicing,
  },
  { name: 'staff', migrations: staffMigrations, routes: staffRoutes, seed: seedDemoStaff },
];
