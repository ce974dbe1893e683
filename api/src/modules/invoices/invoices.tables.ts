import type { Generated } from 'kysely';

/**
 * One legal document per order and kind: the invoice, and the credit note of a cancelled paid
 * order (UNIQUE (order_id, kind)). Money in the order's minor units.
 */
export interface InvoicesTable {
  id: Generated<number>;
  tenant_id: number;
  order_id: number;
  kind: 'invoice' | 'credit_note';
  /** ARCA's CbteTipo (1, 6, 11; 3, 8, 13) or the SII's TipoDTE (33, 39; 61); 0 until worked on. */
  doc_type: number;
  /** pending -> issued; rejected (the agency refused it: staff correct and retry). */
  status: 'pending' | 'issued' | 'rejected';
  /** Where it is issued: double, homologation, sandbox or production ('' until worked on). */
  service: string;
  point_of_sale: number | null;
  /** ARCA's voucher number or the SII folio, once issued. */
  number: number | null;
  /** ARCA: the CAE and its expiry (YYYY-MM-DD). */
  cae: string | null;
  cae_due: string | null;
  /** The document's date (YYYY-MM-DD), as the agency recorded it. */
  issued_on: string | null;
  /** Chile: the provider's track id and the electronic stamp (TED, XML). */
  track_id: string | null;
  ted: string | null;
  /**
   * The buyer to invoice (JSON InvoiceBuyer): the order's billing data when queued, corrected by
   * staff before a retry (the order keeps what the buyer typed).
   */
  buyer_json: string | null;
  /** What was issued (JSON: amounts, lines, buyer, date, related document), for the PDF. */
  request_json: string | null;
  /** The agency's observations or rejection (JSON `[{ code, message }]`), for staff. */
  messages_json: string | null;
  /** The last technical failure (service down, timeout), for staff. */
  last_error: string | null;
  attempts: number;
  next_attempt_at: string;
  /** The instance working on it and until when (a claim, so one instance issues it). */
  claimed_by: string | null;
  claimed_until: string | null;
  /** The credit note's invoice. */
  invoice_id: number | null;
  mailed_at: string | null;
  /** The document's total (0 until worked on). */
  total: number;
  created_at: string;
  updated_at: string;
}

/**
 * One row per numbering sequence of ARCA (tenant, service, point of sale, voucher type) while a
 * number is asked: the voucher and number in flight. A timeout leaves it set, and the next issue
 * on that sequence asks FECompConsultar about that number before asking for another.
 */
export interface InvoiceSequencesTable {
  key: string;
  pending_invoice_id: number | null;
  pending_number: number | null;
  /** The voucher's buyer and total as sent, to recognise it in FECompConsultar. */
  pending_json: string | null;
  updated_at: string;
}

/** A tenant's invoicing settings (not secret: the certificate, key and API key are in tenant_secrets). */
export interface InvoiceSettingsTable {
  tenant_id: number;
  settings_json: string;
  updated_at: string;
}

/** WSAA access tickets, shared by every instance until they expire (WSAA refuses a second one). */
export interface InvoiceAccessTicketsTable {
  key: string;
  token: string;
  sign: string;
  expires_at: string;
  created_at: string;
}

export interface InvoicesTables {
  invoices: InvoicesTable;
  invoice_sequences: InvoiceSequencesTable;
  invoice_settings: InvoiceSettingsTable;
  invoice_access_tickets: InvoiceAccessTicketsTable;
}
