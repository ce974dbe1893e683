/**
 * The back office's wire types (`/api/admin/...`): the API's schemas (`wire/staff.schemas.ts`,
 * `wire/catalog-*.schemas.ts`, `wire/admin-buyers.schemas.ts`, `wire/quotes-staff.schemas.ts`,
 * `wire/invoices.schemas.ts`), imported as types. Staff are not buyers: these never reach a
 * buyer's page.
 */
import type { Static } from 'typebox';
import type {
  AdminBuyerPageSchema,
  AdminBuyerRowSchema,
  AdminBuyerSchema,
  BuyerBlockBodySchema,
  BuyerCreditBodySchema,
  BuyersQuerySchema,
  CreditTermsSchema,
} from './wire/admin-buyers.schemas.ts';
import type {
  ProductCategoryOptionSchema,
  ProductDetailsBodySchema,
  ProductDetailsSchema,
} from './wire/catalog-product-editor.schemas.ts';
import type {
  StaffPriceTierSchema,
  StaffProductBodySchema,
  StaffProductPageSchema,
  StaffProductRowSchema,
  StaffProductSchema,
  StaffProductsQuerySchema,
  StaffVariantSchema,
  StockAdjustmentAnswerSchema,
  StockAdjustmentBodySchema,
  StockAdjustmentSchema,
} from './wire/catalog-staff.schemas.ts';
import type {
  EditableVariantSchema,
  NewVariantBodySchema,
  ProductVariantsSchema,
  VariantBodySchema,
  VariantOrderBodySchema,
  VariantPictureOptionSchema,
  VariantRetireBodySchema,
} from './wire/catalog-variant-editor.schemas.ts';
import type {
  PictureAltBodySchema,
  PictureCropBodySchema,
  PictureCropSchema,
  PictureDeleteBodySchema,
  PictureOrderBodySchema,
  ProductPicturesSchema,
  StaffPictureSchema,
} from './wire/catalog-pictures.schemas.ts';
import type {
  CategoryCreateBodySchema,
  CategoryEditBodySchema,
  CategoryMoveBodySchema,
  StaffCategorySchema,
  StaffCategoryTreeSchema,
} from './wire/catalog-categories.schemas.ts';
import type {
  CatalogImportIssueSchema,
  CatalogImportJobSchema,
} from './wire/catalog-import.schemas.ts';
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
import type {
  AdminQuotePageSchema,
  AdminQuoteRowSchema,
  AdminQuoteSchema,
  QuoteExtensionBodySchema,
  QuoteSentSchema,
  QuotesQuerySchema,
} from './wire/quotes-staff.schemas.ts';
import type {
  EventTicketAnswerSchema,
  OrderPlacedEventSchema,
  PaymentChangedEventSchema,
} from './wire/staff-events.schemas.ts';
import type {
  AdminOrderDetailSchema,
  AdminOrderPageSchema,
  AdminOrderSummarySchema,
  AdminPrintFileSchema,
  AuditEntrySchema,
  BulkMoveAnswerSchema,
  BulkMoveBodySchema,
  DashboardSchema,
  OrdersExportQuerySchema,
  OrdersQuerySchema,
  StaffLoginAnswerSchema,
  StaffMemberSchema,
} from './wire/staff.schemas.ts';

export { STAFF_ROLES, type StaffRole } from './staff-roles.ts';

export type StaffMember = Static<typeof StaffMemberSchema>;
/** A login's next step: done (a token), the owner's second factor, or setting it up. */
export type StaffLoginAnswer = Static<typeof StaffLoginAnswerSchema>;
export type StaffDashboard = Static<typeof DashboardSchema>;
/** One row of the audit log: who did what, with the record before and after. */
export type AuditEntry = Static<typeof AuditEntrySchema>;

/**
 * The back office lists' queries (`/api/admin/orders`, `orders.csv`, `quotes`, `buyers`,
 * `catalog/products`), as the API validates them.
 */
export type AdminOrdersQuery = Static<typeof OrdersQuerySchema>;
export type AdminOrdersExportQuery = Static<typeof OrdersExportQuerySchema>;
export type AdminQuotesQuery = Static<typeof QuotesQuerySchema>;
export type AdminBuyersQuery = Static<typeof BuyersQuerySchema>;
export type StaffProductsQuery = Static<typeof StaffProductsQuerySchema>;

export type AdminOrderSummary = Static<typeof AdminOrderSummarySchema>;
export type EventTicketAnswer = Static<typeof EventTicketAnswerSchema>;
export type OrderPlacedEvent = Static<typeof OrderPlacedEventSchema>;
export type PaymentChangedEvent = Static<typeof PaymentChangedEventSchema>;
export type AdminOrderPage = Static<typeof AdminOrderPageSchema>;
export type AdminOrderDetail = Static<typeof AdminOrderDetailSchema>;
/** A transfer or cheque staff recorded against an order. */
export type RecordedPayment = AdminOrderDetail['payments'][number];
/** Money given back on an order: a paid order is cancelled only once it is all refunded. */
export type RecordedRefund = AdminOrderDetail['refunds'][number];

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
export type AdminPrintFile = Static<typeof AdminPrintFileSchema>;
/** `POST /api/admin/order-moves`: several orders to one status (not shipped). */
export type BulkMoveBody = Static<typeof BulkMoveBodySchema>;
/** Each order's outcome: moved, or why not (the same refusal as one at a time). */
export type BulkMoveResult = Static<typeof BulkMoveAnswerSchema>[number];

/** A product in the back office's catalogue table (`GET /api/admin/catalog/products`). */
export type StaffProductRow = Static<typeof StaffProductRowSchema>;
export type StaffProductPage = Static<typeof StaffProductPageSchema>;
export type StaffVariant = Static<typeof StaffVariantSchema>;
/** A quantity price: the unit cost in cents from `minQuantity` units on. */
export type StaffPriceTier = Static<typeof StaffPriceTierSchema>;
/** One product as the back office edits it; `version` goes back with a save (409 when stale). */
export type StaffProduct = Static<typeof StaffProductSchema>;
export type StaffProductBody = Static<typeof StaffProductBodySchema>;
export type StockAdjustmentBody = Static<typeof StockAdjustmentBodySchema>;
/** STOCK_REASONS of `catalog-rules`. */
export type StockReason = StockAdjustmentBody['reason'];
/** One line of a variant's stock history: who, when, the change, the stock after, why. */
export type StockAdjustment = Static<typeof StockAdjustmentSchema>;
export type StockAdjustmentAnswer = Static<typeof StockAdjustmentAnswerSchema>;

/** A buyer's credit terms: their orders may go to production before being paid, within `days`. */
export type CreditTerms = Static<typeof CreditTermsSchema>;
/** One row of the back office's buyers table. */
export type AdminBuyerRow = Static<typeof AdminBuyerRowSchema>;
export type AdminBuyerPage = Static<typeof AdminBuyerPageSchema>;
/** One row of the back office's quotes table. */
export type AdminQuoteRow = Static<typeof AdminQuoteRowSchema>;
export type AdminQuotePage = Static<typeof AdminQuotePageSchema>;
/** The buyer's page: the profile, the state staff change (under `version`), orders and quotes. */
export type AdminBuyer = Static<typeof AdminBuyerSchema>;
export type BuyerBlockBody = Static<typeof BuyerBlockBodySchema>;
export type BuyerCreditBody = Static<typeof BuyerCreditBodySchema>;
/** The quote's page for staff; `today` and `latestValidUntil` bound a new validity. */
export type AdminQuote = Static<typeof AdminQuoteSchema>;
export type QuoteExtensionBody = Static<typeof QuoteExtensionBodySchema>;
export type QuoteSent = Static<typeof QuoteSentSchema>;
/** Staff convert a quote into an order for its buyer (`/api/admin/quotes/:id/order…`). */
export type {
  QuoteOrderBody,
  QuoteOrderForm,
  QuoteOrderMade,
  QuoteOrderOption,
  QuoteOrderPreview,
  QuoteOrderPreviewBody,
  QuoteShippingChoice,
} from './wire/quote-orders.schemas.ts';

/** A product's details as the back office edits them (`.../products/:id/details`). */
export type ProductDetailsBody = Static<typeof ProductDetailsBodySchema>;
export type ProductCategoryOption = Static<typeof ProductCategoryOptionSchema>;
export type ProductDetails = Static<typeof ProductDetailsSchema>;

/** A variant's new fields, with the product's version as the page read it. */
export type VariantBody = Static<typeof VariantBodySchema>;
/** A variant's own fields as the back office edits them (`.../products/:id/variants`). */
export type VariantFields = Omit<VariantBody, 'version' | 'image'>;
/** A variant to add, with its first stock (written as a stock adjustment). */
export type NewVariantBody = Static<typeof NewVariantBodySchema>;
/** Retiring a variant names the product's version too. */
export type VariantRetireBody = Static<typeof VariantRetireBodySchema>;
/** The variants on sale in their new order, each once, with the product's version. */
export type VariantOrderBody = Static<typeof VariantOrderBodySchema>;
export type EditableVariant = Static<typeof EditableVariantSchema>;
/** A picture of the product a variant may take as its own. */
export type VariantPictureOption = Static<typeof VariantPictureOptionSchema>;
/** A product's variants on sale (retired ones left out), with what a variant's empty fields take. */
export type ProductVariants = Static<typeof ProductVariantsSchema>;

/** A product's pictures as the back office edits them (`.../products/:id/pictures`). */
export type PictureCrop = Static<typeof PictureCropSchema>;
export type StaffPicture = Static<typeof StaffPictureSchema>;
/** A product's pictures in order: the first is the one the storefront's cards show. */
export type ProductPictures = Static<typeof ProductPicturesSchema>;
export type PictureOrderBody = Static<typeof PictureOrderBodySchema>;
export type PictureAltBody = Static<typeof PictureAltBodySchema>;
export type PictureCropBody = Static<typeof PictureCropBodySchema>;
export type PictureDeleteBody = Static<typeof PictureDeleteBodySchema>;

/** A catalogue import from the back office and how far it got (`/api/admin/catalog/imports`). */
export type CatalogImportJob = Static<typeof CatalogImportJobSchema>;
/** A refused line of an imported file. */
export type CatalogImportIssue = Static<typeof CatalogImportIssueSchema>;

/** The store's categories in the back office (issue 32): the tree in reading order, the bodies. */
export type StaffCategory = Static<typeof StaffCategorySchema>;
export type StaffCategoryTree = Static<typeof StaffCategoryTreeSchema>;
export type CategoryCreateBody = Static<typeof CategoryCreateBodySchema>;
export type CategoryEditBody = Static<typeof CategoryEditBodySchema>;
export type CategoryMoveBody = Static<typeof CategoryMoveBodySchema>;
