/** The payments module's front door: the only file of it other code imports (lint). */
export { paymentsMigrations } from './payments.migrations.js';
export { paymentsRoutes } from './payments.routes.js';
export { seedPaymentModes } from './payments.seed.js';
export { decideSandboxPayment } from './sandbox-provider.js';
export { signWebhook } from './webhook-signature.js';
export { MERCADOPAGO_CHECK_MESSAGES, checkMercadoPagoAccount } from './mercadopago-account.js';
