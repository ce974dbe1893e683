/**
 * The back office's wire types (`/api/admin/...`, api/src/modules/staff/staff.schemas.ts, checked
 * pair by pair in api/contract-check/wire.check.ts). Staff are not buyers: these never reach a
 * buyer's page.
 */
import type { Static } from 'typebox';
import type { OrderDetail, OrderStatus, StaffProofVersion } from './orders.ts';
import type { QuoteAmounts, QuoteLine, QuoteStatus } from './quotes.ts';
import type {
  AdminInvoicingSchema,
  AgencyMessageSchema,
  ArgentineInvoicingSchema,
  ChileanInvoicingSchema,
  InvoiceBuyerSchema,
  InvoiceCorrectionsSchema,
  InvoicingCredentialsSchema,
  InvoicingSettingsSchema,
  SaveInvoicingBodySchema,
  StaffInvoiceSchema,
} from './wire/invoices.schemas.ts';

/** owner: everything; sales: orders, payments, quotes, buyers; production: proofs, print files,
 * production and shipping; catalogue: products, prices, stock, categories. */
export type StaffRole = 'owner' | 'sales' | 'production' | 'catalogue';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: 'invited' | 'active';
  totpEnabled: boolean;
  lastLoginAt: string | null;
}

/** A login's next step: done (a token), the owner's second factor, or setting it up. */
export interface StaffLoginAnswer {
  step: 'done' | 'totp' | 'totp-setup';
  accessToken: string | null;
  expireInSeconds: number | null;
  challenge: string | null;
  totpSecret: string | null;
  otpauthUri: string | null;
  recoveryCodes: string[] | null;
  member: StaffMember | null;
}

export interface StaffDashboard {
  currency: 'ARS' | 'CLP';
  today: { orders: number; sales: number };
  week: { orders: number; sales: number };
  waitingForPayment: number;
  /** Paid orders with a design whose proof the buyer has not approved yet. */
  proofsWaiting: number;
  /** Open quotes (not converted) that run out within 3 days. */
  quotesExpiring: number;
  /** Variants with 20 units or fewer: how many, and the 5 lowest. */
  lowStock: { count: number; items: { sku: string; product: string; stock: number }[] };
  /** Sales of this week and the seven before, oldest first (not cancelled orders). */
  salesByWeek: { weekStart: string; orders: number; sales: number }[];
}

/** One row of the audit log: who did what, with the record before and after. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

export interface AdminOrderSummary {
  id: number;
  number: string;
  createdAt: string;
  buyer: string;
  email: string;
  company: string;
  taxId: string;
  status: OrderStatus;
  payment: string;
  paymentStatus: string;
  currency: string;
  total: number;
}

export interface AdminOrderPage {
  items: AdminOrderSummary[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** A transfer or cheque staff recorded against an order. */
export interface RecordedPayment {
  id: number;
  method: 'TRF' | 'CHQ';
  amount: number;
  paidOn: string;
  bank: string;
  reference: string;
  recordedAt: string;
}

/** Money given back on an order: a paid order is cancelled only once it is all refunded. */
export interface RecordedRefund {
  id: number;
  method: 'card' | 'TRF' | 'CHQ';
  amount: number;
  refundedOn: string;
  reference: string;
  recordedBy: string;
  recordedAt: string;
}

export interface AdminOrderDetail {
  order: OrderDetail;
  summary: AdminOrderSummary;
  /** Sent back with every write from the order's page: 409 when someone else's came first. */
  version: number;
  payments: RecordedPayment[];
  paid: number;
  balance: number;
  refunds: RecordedRefund[];
  /** Paid and not given back yet: what must be refunded before the order can be cancelled. */
  toRefund: number;
  /** The team's notes on the order (never shown to the buyer), oldest first. */
  notes: { id: number; author: string; text: string; createdAt: string }[];
  activity: AuditEntry[];
  /** The proof versions, newest first: every one, sent or not, with the buyer's answer. */
  proofs: StaffProofVersion[];
}

/** An observation or a rejection as the tax agency (ARCA, the SII's provider) wrote it. */
export type AgencyMessage = Static<typeof AgencyMessageSchema>;
/** Who a tax document is made out to: the order's billing data, or staff's corrections. */
export type InvoiceBuyer = Static<typeof InvoiceBuyerSchema>;
/** An invoice or credit note of an order, as staff see it (`/api/admin/orders/{id}/invoices`). */
export type StaffInvoice = Static<typeof StaffInvoiceSchema>;
/** Staff's corrections of a rejected document's buyer; fields not sent stay as they were. */
export type InvoiceCorrections = Static<typeof InvoiceCorrectionsSchema>;
export type ArgentineInvoicing = Static<typeof ArgentineInvoicingSchema>;
export type ChileanInvoicing = Static<typeof ChileanInvoicingSchema>;
export type InvoicingSettings = Static<typeof InvoicingSettingsSchema>;
/** What the store holds of the credentials: never their values. */
export type InvoicingCredentials = Static<typeof InvoicingCredentialsSchema>;
/** `/api/admin/settings/invoicing` (owner). */
export type AdminInvoicing = Static<typeof AdminInvoicingSchema>;
/** Saving: the settings whole; credentials only when they change (PEM text, API key). */
export type SaveInvoicingBody = Static<typeof SaveInvoicingBodySchema>;

/** One view's print files of an order's customised line (`/api/admin/orders/{id}/print-files`). */
export interface AdminPrintFile {
  /** The line's position in the order, from 1. */
  line: number;
  productName: string;
  view: string;
  widthPx: number;
  heightPx: number;
  /** File names, to download from `.../print-files/{line}/{name}`. */
  png: string;
  svg: string;
}

/** `POST /api/admin/order-moves`: several orders to one status (not shipped). */
export interface BulkMoveBody {
  ids: number[];
  status: 'paid' | 'proof_approved' | 'in_production' | 'delivered';
}

/** Each order's outcome: moved, or why not (the same refusal as one at a time). */
export interface BulkMoveResult {
  id: number;
  number: string | null;
  moved: boolean;
  message: string | null;
}

/** A product in the back office's catalogue table (`GET /api/admin/catalog/products`). */
export interface StaffProductRow {
  id: number;
  externalId: string;
  name: string;
  picture: string | null;
  category: string;
  /** The lowest tier's unit cost, in cents (what the catalogue import's `unitPrice` writes). */
  priceFromCents: number;
  totalStock: number;
  visible: boolean;
}

export interface StaffProductPage {
  items: StaffProductRow[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface StaffVariant {
  id: number;
  sku: string;
  color: string | null;
  size: string | null;
  stock: number;
}

/** A quantity price: the unit cost in cents from `minQuantity` units on. */
export interface StaffPriceTier {
  minQuantity: number;
  unitPriceCents: number;
}

/** One product as the back office edits it; `version` goes back with a save (409 when stale). */
export interface StaffProduct extends StaffProductRow {
  /** With `kind` and `productType`: the product's page on the storefront. */
  slug: string;
  kind: 'simple' | 'curva';
  productType: string | null;
  version: number;
  variants: StaffVariant[];
  /** Ascending; `shownUnitPrice`: a unit's price on the storefront at that tier. */
  priceTiers: (StaffPriceTier & { shownUnitPrice: number })[];
}

export interface StaffProductBody {
  version: number;
  priceTiers: StaffPriceTier[];
  visible: boolean;
}

export type StockReason =
  'recuento' | 'ingreso de mercadería' | 'mercadería dañada' | 'devolución' | 'otro';

export interface StockAdjustmentBody {
  /** Units added (+) or taken (-), a whole number other than 0. */
  change: number;
  reason: StockReason;
  /** Required for `otro`. */
  note?: string;
}

/** One line of a variant's stock history: who, when, the change, the stock after, why. */
export interface StockAdjustment {
  id: number;
  at: string;
  actor: string;
  change: number;
  stockAfter: number;
  reason: string;
  note: string | null;
}

export interface StockAdjustmentAnswer {
  variant: StaffVariant;
  adjustment: StockAdjustment;
}

/** A buyer's credit terms: their orders may go to production before being paid, within `days`. */
export interface CreditTerms {
  days: number;
}

/** One row of the back office's buyers table. */
export interface AdminBuyerRow {
  id: number;
  name: string;
  email: string;
  company: string | null;
  status: 'pending' | 'active';
  blocked: boolean;
  creditTerms: CreditTerms | null;
  orderCount: number;
  lastOrderAt: string | null;
}

export interface AdminBuyerPage {
  items: AdminBuyerRow[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** One row of the back office's quotes table. */
export interface AdminQuoteRow {
  id: string;
  number: number;
  createdAt: string;
  validUntil: string;
  status: QuoteStatus;
  orderId: number | null;
  buyerId: number;
  buyer: string;
  email: string | null;
  company: string | null;
  currency: string;
  total: number;
}

export interface AdminQuotePage {
  items: AdminQuoteRow[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** The buyer's page: the profile, the state staff change (under `version`), orders and quotes. */
export interface AdminBuyer extends AdminBuyerRow {
  phoneNumber: string | null;
  createdAt: string;
  blockedAt: string | null;
  version: number;
  orders: AdminOrderPage;
  quotes: AdminQuotePage;
}

export interface BuyerBlockBody {
  version: number;
  blocked: boolean;
}

export interface BuyerCreditBody {
  version: number;
  creditTerms: CreditTerms | null;
}

/** The quote's page for staff; `today` and `latestValidUntil` bound a new validity. */
export interface AdminQuote extends AdminQuoteRow {
  version: number;
  today: string;
  latestValidUntil: string;
  terms: string;
  lines: QuoteLine[];
  totals: QuoteAmounts;
}

export interface QuoteExtensionBody {
  version: number;
  validUntil: string;
}

export interface QuoteSent {
  sentTo: string[];
}

/** A product's details as the back office edits them (`.../products/:id/details`). */
export interface ProductDetailsBody {
  version: number;
  name: string;
  /** Plain text: the API removes markup before saving. */
  description: string;
  brand: string | null;
  categoryId: number;
  weightGrams: number;
  widthCm: number;
  heightCm: number;
  depthCm: number;
  productionDays: number;
}

export interface ProductCategoryOption {
  id: number;
  title: string;
}

export interface ProductDetails extends ProductDetailsBody {
  id: number;
  /** The store's categories, in their order: what `categoryId` is picked from. */
  categories: ProductCategoryOption[];
}

/** A variant's own fields as the back office edits them (`.../products/:id/variants`). */
export interface VariantFields {
  sku: string;
  /** Null: no colour (then `colorHex` is null too). */
  colorName: string | null;
  /** `#rrggbb`. */
  colorHex: string | null;
  size: string | null;
  /** Null: the product's weight and size apply. */
  weightGrams: number | null;
  widthCm: number | null;
  heightCm: number | null;
  depthCm: number | null;
}

/** A variant's new fields, with the product's version as the page read it. */
export interface VariantBody extends VariantFields {
  version: number;
}

/** A variant to add, with its first stock (written as a stock adjustment). */
export interface NewVariantBody extends VariantBody {
  stock: number;
}

/** Retiring a variant names the product's version too. */
export interface VariantRetireBody {
  version: number;
}

export interface EditableVariant extends VariantFields {
  id: number;
  stock: number;
}

/** A product's variants on sale (retired ones left out), with what a variant's empty fields take. */
export interface ProductVariants {
  id: number;
  version: number;
  kind: 'simple' | 'curva';
  /** The product's own weight and size: a variant without its own has these. */
  weightGrams: number;
  widthCm: number;
  heightCm: number;
  depthCm: number;
  variants: EditableVariant[];
}
