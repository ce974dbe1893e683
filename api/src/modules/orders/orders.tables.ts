import type { Generated } from 'kysely';
import type { ProofsTables } from './proofs/proofs.tables.js';

/** Money columns are integer minor units of the tenant's currency (10^-roundPrice). */
export interface OrdersTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  number: string;
  /** SHA-256 of the buyer and the cart's line ids: one cart gives one order (UNIQUE). */
  cart_fingerprint: string;
  shopping_cart_mode: 'cart' | 'direct';
  currency: 'ARS' | 'CLP';
  decimals: number;
  invoice_type: string;
  /** Spec section 9: NONE, then CHQ, MP or TRF. */
  payment_method: string;
  /** none -> pending -> approved | rejected (a rejected payment may be retried: pending again). */
  payment_status: string;
  /** The order's progress (order-status.ts), forward only; migration 0550. */
  status: Generated<string>;
  price_base: number;
  application_cost: number;
  application_price: number;
  profit: number;
  /** The products' net (without IVA). */
  sub_total: number;
  /** The IVA of the whole order: products and shipping, per rate on their nets (taxes_json). */
  taxes: number;
  /** The shipping as quoted, IVA included. */
  shipping_cost: number;
  /** sub_total + shipping_net + taxes. */
  total: number;
  /** The shipping without IVA (migration 1300; order-figures.ts). */
  shipping_net: number | null;
  /** The IVA per rate, `[{ rate, net, iva }]` (migration 1300): what the invoice charges. */
  taxes_json: string | null;
  /** 1 when the buyer had credit terms when ordering: it may go to production unpaid. */
  credit_terms: Generated<number>;
  shipping_json: string;
  addressee_json: string;
  invoice_json: string;
  /** A cheque's bank, number and date, once chosen. */
  cheque_json: string | null;
  /** The quote it was completed from at the quote's prices (migration 0540), else null. */
  quote_number: number | null;
  /** Until when the unpaid order holds its units (migration 1360; null before it). */
  stock_held_until: string | null;
  /** When its units went back to stock (hold ran out, or cancelled); null while held or sold. */
  stock_released_at: string | null;
  /** Raised by every staff write and status move (migration 1441): the back office's 409. */
  staff_version: Generated<number>;
  /** What the back office's search reads (migration 1472, `order-search-text.ts`). */
  search_text: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  variant_id: number;
  product_id: number;
  product_name: string;
  variant_name: string;
  sku: string;
  quantity: number;
  has_product_building: number;
  customization_json: string;
  images_json: string;
  price_base: number;
  price_application: number;
  tax: number;
  total: number;
  /** Reorder (migration 0575): null on lines of older orders, which cannot be rebuilt. */
  item_type: 'ProductoSimple' | 'ProductoCurva' | null;
  /** The cart item's shoppingCartUUID: the lines of one curve product share it. */
  item_group: string | null;
  external_id: string | null;
  technique_id: number | null;
  technique_name: string | null;
  /** The customised line's mockup (its customizationRender), else null. */
  mockup: string | null;
}

/** Idempotency-Key of CompleteOrder and UpdateOrderPayment: the first answer, replayed. */
export interface IdempotencyKeysTable {
  tenant_id: number;
  user_id: number;
  scope: string;
  key: string;
  body_hash: string;
  /** null while the first request is in flight. */
  status_code: number | null;
  response_json: string | null;
  created_at: string;
  /** The id of the API process running the request (db/instance-presence.ts); null on older keys. */
  owner: string | null;
}

/** Every change of an order's status after it was received (the operator's, the payment's). */
export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  /** The carrier's tracking link, on `shipped`. */
  tracking_url: string | null;
  created_at: string;
}

/** The buyers given credit terms by the reseller's staff (migration 1301). */
export interface BuyerCreditTermsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  granted_at: string;
  /** Days the buyer has to pay after the order (migration 1431). */
  days: Generated<number>;
}

/** Money given back on an order (migration 1302); `amount` in minor units. */
export interface OrderRefundsTable {
  id: Generated<number>;
  tenant_id: number;
  order_id: number;
  amount: number;
  /** card (back through the provider), TRF (transfer) or CHQ (cheque). */
  method: string;
  refunded_on: string;
  reference: string;
  /** Who recorded it: a staff member's e-mail, or the platform operator. */
  recorded_by: string;
  created_at: string;
}

export interface OrdersTables extends ProofsTables {
  orders: OrdersTable;
  buyer_credit_terms: BuyerCreditTermsTable;
  order_refunds: OrderRefundsTable;
  order_lines: OrderLinesTable;
  idempotency_keys: IdempotencyKeysTable;
  order_status_history: OrderStatusHistoryTable;
}
