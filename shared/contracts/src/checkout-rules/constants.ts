// The one definition of these rules: the API calls them and the remotes bundle them.

export type Country = 'ARG' | 'CL';
export type PaymentMethodCode = 'CHQ' | 'MP' | 'TRF';
export type OrderPaymentCode = PaymentMethodCode | 'NONE';
export type ArIvaCondition = 'RI' | 'MT' | 'EX' | 'CF';
export type ClIvaCondition = 'CONTRIBUYENTE' | 'CONSUMIDOR_FINAL';
export type IvaCondition = ArIvaCondition | ClIvaCondition;
export type TenantTaxCondition = 'RI' | 'MT' | 'EX' | 'CONTRIBUYENTE';
/** Argentina: A, B, C; Chile: FACTURA or BOLETA. */
export type InvoiceType = 'A' | 'B' | 'C' | 'FACTURA' | 'BOLETA';

/** Spec section 9: the payment method codes; an order starts with NONE. */
export const PAYMENT_METHOD = Object.freeze({
  CHQ: 'CHQ',
  MP: 'MP',
  TRF: 'TRF',
  NONE: 'NONE',
} as const);

/** The methods a buyer can choose, in the order the checkout shows them. */
export const PAYMENT_METHOD_CODES: readonly PaymentMethodCode[] = Object.freeze([
  'MP',
  'TRF',
  'CHQ',
]);

/** Spec section 3, "Order payload": constants every order carries. */
export const ORDER_CONSTANTS = Object.freeze({
  productionBusinessDays: 0,
  discountApplication: 0,
  deliveryDiscountPrice: 0,
  shoppingCartId: 0,
  principal: true,
  advance: false,
  customized: false,
} as const);

/** Electronic cheques (ECHEQ) may be post-dated up to 360 days. */
export const CHEQUE_MAX_DAYS_AHEAD = 360 as const;

/** IVA conditions a buyer can declare, per country, with the label the forms show. */
export const IVA_CONDITIONS: Readonly<{
  ARG: readonly { code: ArIvaCondition; name: string }[];
  CL: readonly { code: ClIvaCondition; name: string }[];
}> = Object.freeze({
  ARG: Object.freeze([
    { code: 'RI', name: 'IVA Responsable Inscripto' },
    { code: 'MT', name: 'Responsable Monotributo' },
    { code: 'EX', name: 'IVA Sujeto Exento' },
    { code: 'CF', name: 'Consumidor Final' },
  ] as const),
  CL: Object.freeze([
    { code: 'CONTRIBUYENTE', name: 'Empresa contribuyente de IVA (factura)' },
    { code: 'CONSUMIDOR_FINAL', name: 'Consumidor final (boleta)' },
  ] as const),
});

/** The tax conditions a tenant (the seller) can have, per country. */
export const TENANT_TAX_CONDITIONS: Readonly<{
  ARG: readonly ('RI' | 'MT' | 'EX')[];
  CL: readonly 'CONTRIBUYENTE'[];
}> = Object.freeze({
  ARG: Object.freeze(['RI', 'MT', 'EX'] as const),
  CL: Object.freeze(['CONTRIBUYENTE'] as const),
});

/** How the owner's «Condición frente al IVA» names each, and what the store issues with it. */
export const TENANT_TAX_CONDITION_NAMES: Readonly<
  Record<TenantTaxCondition, { name: string; issues: string }>
> = Object.freeze({
  RI: {
    name: 'IVA Responsable Inscripto',
    issues: 'Factura A a un comprador responsable inscripto, B a los demás.',
  },
  MT: { name: 'Responsable Monotributo', issues: 'Factura C a todos, sin IVA discriminado.' },
  EX: { name: 'IVA Sujeto Exento', issues: 'Factura C a todos, sin IVA discriminado.' },
  CONTRIBUYENTE: {
    name: 'Contribuyente de IVA',
    issues: 'Factura a una empresa contribuyente, boleta a un consumidor final.',
  },
});
