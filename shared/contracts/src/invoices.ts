import type { Static } from 'typebox';
import type { OrderTaxDocumentSchema } from './wire/invoices.schemas.ts';

/**
 * An electronic invoice or credit note of the buyer's order (`Orders/GetOrderInvoices`): the
 * account's order page offers its PDF once issued (`Orders/GetInvoicePdf?Id=<order>&Kind=`). The
 * API's schema (`wire/invoices.schemas.ts`), imported as a type.
 */
export type OrderTaxDocument = Static<typeof OrderTaxDocumentSchema>;
