// Plain ES modules, so the API runs them under Node as they are (no build step) and the remotes
// bundle them: these rules are the one definition both sides call. Types: constants.d.ts.

/** Spec section 9: the payment method codes; an order starts with NONE. */
export const PAYMENT_METHOD = Object.freeze({ CHQ: 'CHQ', MP: 'MP', TRF: 'TRF', NONE: 'NONE' });

/** The methods a buyer can choose, in the order the checkout shows them. */
export const PAYMENT_METHOD_CODES = Object.freeze(['MP', 'TRF', 'CHQ']);

/** Spec section 3, "Order payload": constants every order carries. */
export const ORDER_CONSTANTS = Object.freeze({
  productionBusinessDays: 0,
  discountApplication: 0,
  deliveryDiscountPrice: 0,
  shoppingCartId: 0,
  principal: true,
  advance: false,
  customized: false,
});

/** Electronic cheques (ECHEQ) may be post-dated up to 360 days. */
export const CHEQUE_MAX_DAYS_AHEAD = 360;

/** IVA conditions a buyer can declare, per country, with the label the forms show. */
export const IVA_CONDITIONS = Object.freeze({
  ARG: Object.freeze([
    { code: 'RI', name: 'IVA Responsable Inscripto' },
    { code: 'MT', name: 'Responsable Monotributo' },
    { code: 'EX', name: 'IVA Sujeto Exento' },
    { code: 'CF', name: 'Consumidor Final' },
  ]),
  CL: Object.freeze([
    { code: 'CONTRIBUYENTE', name: 'Empresa contribuyente de IVA (factura)' },
    { code: 'CONSUMIDOR_FINAL', name: 'Consumidor final (boleta)' },
  ]),
});

/** The tax conditions a tenant (the seller) can have, per country. */
export const TENANT_TAX_CONDITIONS = Object.freeze({
  ARG: Object.freeze(['RI', 'MT']),
  CL: Object.freeze(['CONTRIBUYENTE']),
});
