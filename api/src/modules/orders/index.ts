/** The orders module's front door: the only file of it other code imports (lint). */
export type { BuyerCredit } from './buyer-credit.js';
export { IDEMPOTENCY_MESSAGES, IN_FLIGHT_LEASE_MS } from './idempotency.js';
export { OrderCliError, runOrderCli } from './order-cli.js';
export { storedFiguresOf, type StoredFiguresRow } from './order-figures.js';
export { orderHistoryMigrations } from './order-history.migrations.js';
export { orderMoneyMigrations } from './order-money.migrations.js';
export { fileNameInOrder, printFilesOfOrder } from './order-print-files.js';
export { REFUND_MESSAGES } from './order-refunds.js';
export {
  createOrderSearchRepository,
  type OrderSearch,
  type StaffOrderFilter,
} from './order-search.repository.js';
export {
  ORDER_STATUSES,
  STATUS_NAMES,
  isOrderStatus,
  isTrackingUrl,
  type OrderStatus,
} from './order-status.js';
export { ordersMigrations } from './orders.migrations.js';
export type { OrderRow } from './orders.repository.js';
export { ordersRoutes } from './orders.routes.js';
export type { OrdersService } from './orders.service.js';
export { REFUND_METHODS, type RefundMethod } from './refund-methods.js';
export { holdUntil, stockHoldMigrations } from './stock-holds.js';
export {
  PROOF_PDF_BYTES,
  PROOF_VERSION_MESSAGES,
  type ProofAudit,
  type ProofVersions,
} from './proofs/proof-versions.js';
export { proofsMigrations } from './proofs/proofs.migrations.js';
export {
  OrderSchema,
  StaffProofVersionSchema,
  type OrderDto,
  type ProofVersionDto,
  type StaffProofVersionDto,
} from '@store/contracts/wire/orders';
