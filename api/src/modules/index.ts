import { addressesRoutes } from './addresses/index.js';
import { authMigrations } from './auth/index.js';
import { authRoutes } from './auth/index.js';
import { buyerAddressesMigrations } from './buyer-addresses/index.js';
import { buyerAddressesRoutes } from './buyer-addresses/index.js';
import { seedDemoBuyers } from './auth/index.js';
import { cartMigrations } from './cart/index.js';
import { cartRoutes } from './cart/index.js';
import { catalogMigrations } from './catalog/index.js';
import { catalogRoutes } from './catalog/index.js';
import { seedCatalog } from './catalog/index.js';
import { designsMigrations } from './designs/index.js';
import { designsRoutes } from './designs/index.js';
import { healthRoutes } from './health/index.js';
import { invoicesMigrations } from './invoices/index.js';
import { invoicesRoutes } from './invoices/index.js';
import { seedInvoicing } from './invoices/index.js';
import { jobsMigrations } from './jobs/index.js';
import { jobsRoutes } from './jobs/index.js';
import { mailMigrations } from './mail/index.js';
import { mailRoutes } from './mail/index.js';
import type { StoreModule } from './module.js';
import { orderHistoryMigrations } from './orders/index.js';
import { orderMoneyMigrations } from './orders/index.js';
import { ordersMigrations } from './orders/index.js';
import { ordersRoutes } from './orders/index.js';
import { stockHoldMigrations } from './orders/index.js';
import { proofsMigrations } from './orders/index.js';
import { paymentsMigrations } from './payments/index.js';
import { paymentsRoutes } from './payments/index.js';
import { seedPaymentModes } from './payments/index.js';
import { pricingRoutes } from './pricing/index.js';
import { quotesMigrations } from './quotes/index.js';
import { quotesRoutes } from './quotes/index.js';
import { tenantsMigrations } from './tenants/index.js';
import { tenantsRoutes } from './tenants/index.js';
import { shippingRoutes } from './shipping/index.js';
import { seedDemoStaff, staffMigrations, staffRoutes } from './staff/index.js';
import { seedTenants } from './tenants/index.js';

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
      ...proofsMigrations,
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
