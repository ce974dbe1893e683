export type Country = 'ARG' | 'CL';
export type PaymentMethodCode = 'CHQ' | 'MP' | 'TRF';
export type OrderPaymentCode = PaymentMethodCode | 'NONE';
export type ArIvaCondition = 'RI' | 'MT' | 'EX' | 'CF';
export type ClIvaCondition = 'CONTRIBUYENTE' | 'CONSUMIDOR_FINAL';
export type IvaCondition = ArIvaCondition | ClIvaCondition;
export type TenantTaxCondition = 'RI' | 'MT' | 'CONTRIBUYENTE';
/** Argentina: A, B, C; Chile: FACTURA or BOLETA. */
export type InvoiceType = 'A' | 'B' | 'C' | 'FACTURA' | 'BOLETA';

export declare const PAYMENT_METHOD: Readonly<{ CHQ: 'CHQ'; MP: 'MP'; TRF: 'TRF'; NONE: 'NONE' }>;
export declare const PAYMENT_METHOD_CODES: readonly PaymentMethodCode[];
export declare const ORDER_CONSTANTS: Readonly<{
  productionBusinessDays: 0;
  discountApplication: 0;
  deliveryDiscountPrice: 0;
  shoppingCartId: 0;
  principal: true;
  advance: false;
  customized: false;
}>;
export declare const CHEQUE_MAX_DAYS_AHEAD: 360;
export declare const IVA_CONDITIONS: Readonly<{
  ARG: readonly { code: ArIvaCondition; name: string }[];
  CL: readonly { code: ClIvaCondition; name: string }[];
}>;
export declare const TENANT_TAX_CONDITIONS: Readonly<{
  ARG: readonly ('RI' | 'MT')[];
  CL: readonly 'CONTRIBUYENTE'[];
}>;
