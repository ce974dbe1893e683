import type { InvoiceAmounts } from './invoice-amounts.js';
import type { AgencyMessage, InvoiceBuyer } from '@store/contracts';

/**
 * What the store asks a tax service for, whatever the country: ARCA's WSFEv1 in Argentina
 * (arca/arca-issuer.ts), a DTE provider in Chile (chile/dte-issuer.ts).
 */

/** The buyer as the order's billing data names it (corrected by staff before a retry). */
export type { InvoiceBuyer };

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Net of the line (products and customisation), in minor units. */
  net: number;
  iva: number;
}

export interface IssueDocument {
  invoiceId: number;
  kind: 'invoice' | 'credit_note';
  /** CbteTipo (ARCA) or TipoDTE (SII). */
  docType: number;
  /** The document's day, YYYY-MM-DD, in the tenant's time zone. */
  date: string;
  amounts: InvoiceAmounts;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  currency: 'ARS' | 'CLP';
  /** A credit note's invoice. */
  related: { docType: number; pointOfSale: number | null; number: number; date: string } | null;
}

/** An observation or a rejection as the agency wrote it. */
export type { AgencyMessage };

export type IssueOutcome =
  | {
      status: 'issued';
      number: number;
      pointOfSale: number | null;
      issuedOn: string;
      cae: string | null;
      caeDue: string | null;
      trackId: string | null;
      ted: string | null;
      messages: AgencyMessage[];
    }
  | { status: 'rejected'; messages: AgencyMessage[] };

/**
 * The tax service could not be asked or did not answer (down, timeout, credentials refused):
 * the invoice waits and is tried again later; the message is for staff.
 */
export class IssuerUnavailable extends Error {
  override name = 'IssuerUnavailable';
}

export interface InvoiceIssuer {
  /**
   * Issues one document exactly once: asked again for the same invoice (after a timeout, on
   * another instance), it answers the document already authorised rather than a second one.
   * Throws IssuerUnavailable when the service cannot say.
   */
  issue(document: IssueDocument): Promise<IssueOutcome>;
}
