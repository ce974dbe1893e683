/**
 * An electronic invoice or credit note of the buyer's order (`Orders/GetOrderInvoices`): the
 * account's order page offers its PDF once issued (`Orders/GetInvoicePdf?Id=<order>&Kind=`).
 */
export interface OrderTaxDocument {
  id: number;
  kind: 'invoice' | 'creditNote';
  /** "Factura A 00002-00000012", "Boleta electrónica N° 41". */
  name: string;
  /** A document the tax service has not issued yet (or the store is correcting) is pending. */
  status: 'pending' | 'issued';
  /** YYYY-MM-DD once issued. */
  issuedOn: string | null;
  /** In the tenant's currency (major units); 0 while pending. */
  total: number;
}
