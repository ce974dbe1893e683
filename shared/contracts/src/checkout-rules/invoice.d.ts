import type { Country, InvoiceType, IvaCondition, TenantTaxCondition } from './constants.js';

export declare function invoiceTypeFor(
  country: Country,
  tenantCondition: TenantTaxCondition,
  buyerCondition: IvaCondition,
): InvoiceType;
