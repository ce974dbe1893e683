// The invoice type follows from both parties: an Argentine responsable inscripto seller issues A
// to another responsable inscripto and B otherwise, a monotributista or an exempt seller always C;
// in Chile a business buyer gets a factura and a consumer a boleta.

import type { Country, InvoiceType, IvaCondition, TenantTaxCondition } from './constants.ts';

export function invoiceTypeFor(
  country: Country,
  tenantCondition: TenantTaxCondition,
  buyerCondition: IvaCondition,
): InvoiceType {
  if (country === 'CL') return buyerCondition === 'CONTRIBUYENTE' ? 'FACTURA' : 'BOLETA';
  // A monotributista or an exempt seller charges no IVA: class C, whoever buys.
  if (tenantCondition === 'MT' || tenantCondition === 'EX') return 'C';
  return buyerCondition === 'RI' ? 'A' : 'B';
}
