/** The quotes module's front door: the only file of it other code imports (lint). */
export { printable, registerFonts } from './pdf-text.js';
export { addDays, localDate, TIME_ZONES } from './quote-clock.js';
export { quoteMessages } from './quote-messages.js';
export { GREY, LINE, pdfColor, type BrandedDocument, type QuoteBrand } from './quote-pdf-sheet.js';
export { brandedPdf } from './quote-pdf.js';
export { pdfBrandReader } from './quote-pictures.js';
export { quotesMigrations } from './quotes.migrations.js';
export { quotesRoutes } from './quotes.routes.js';
export {
  AdminQuotePageSchema,
  AdminQuoteSchema,
  QuoteExtensionBodySchema,
  QuoteParamsSchema,
  QuoteSentSchema,
  QuotesQuerySchema,
} from '@store/contracts/wire/quotes-staff';
export { QUOTE_MAIL_LIMITS } from './quotes.schemas.js';
export type { QuoteLine } from '@store/contracts/wire/quotes';
export type { QuotesService } from './quotes.service.js';
