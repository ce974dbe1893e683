/**
 * An electronic invoice or credit note of the buyer's order (`Orders/GetOrderInvoices`): the
 * account's order page offers its PDF once issued (`Orders/GetInvoicePdf?Id=<order>&Kind=`).
 */
export interface OrderTaxDocument {
  id: number;
  kind: 'invoice' | 'creditNote';
  /** "Factura A 00002-00000012", "Boleta electrónica N° 41". */
  name: string;
  /**
   * pending: on its way to the tax service; held: the tax service refused it and the store's
   * staff are correcting it (it waits for them, not for time); issued: its PDF can be downloaded.
   */
  status: 'pending' | 'held' | 'issued';
  /** YYYY-MM-DD once issued. */
  issuedOn: string | null;
  /** In the tenant's currency (major units); 0 while pending. */
  total: number;
}
