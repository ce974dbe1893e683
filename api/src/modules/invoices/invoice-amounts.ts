/**
 * What an invoice charges, from the order as stored: the net and IVA per rate, whose sum is the
 * order's total exactly. One function reads the order (`invoiceAmountsOf`), so pointing it at
 * other stored fields changes nothing else. Amounts in the order's minor units.
 */

export interface RateAmounts {
  /** 0.21, 0.105, 0.19 ... */
  rate: number;
  net: number;
  iva: number;
}

export interface InvoiceAmounts {
  /** Per rate, in the order the rates first appear (products, then shipping). */
  byRate: RateAmounts[];
  net: number;
  iva: number;
  total: number;
  /** The shipping as a net line of the invoice (0 when free). */
  shippingNet: number;
  decimals: number;
}

/** The order's stored amounts an invoice reads (orders.tables.ts). */
export interface OrderAmountsRow {
  sub_total: number;
  taxes: number;
  shipping_cost: number;
  total: number;
  decimals: number;
}

/** Thrown when the order's stored amounts do not add up to its total: nothing is sent. */
export class AmountsMismatch extends Error {
  override name = 'AmountsMismatch';
}

const SCALE = 1_000_000n;

/** The net of an amount with IVA included, rounded half up to the minor unit. */
export function netOfGross(gross: number, rate: number): number {
  const factor = SCALE + BigInt(Math.round(rate * Number(SCALE)));
  const scaled = BigInt(gross) * SCALE * 2n;
  return Number((scaled + factor) / (2n * factor));
}

/**
 * Today's orders store the products' net (`sub_total`), their IVA (`taxes`, the tenant's one
 * rate) and the shipping with IVA included (`shipping_cost`): the shipping is split into its net
 * and IVA at the same rate, so net + IVA = total to the unit.
 */
export function invoiceAmountsOf(order: OrderAmountsRow, taxRate: number): InvoiceAmounts {
  const subTotal = Number(order.sub_total);
  const taxes = Number(order.taxes);
  const shipping = Number(order.shipping_cost);
  const shippingNet = netOfGross(shipping, taxRate);
  const net = subTotal + shippingNet;
  const iva = taxes + (shipping - shippingNet);
  const total = Number(order.total);
  if (net + iva !== total)
    throw new AmountsMismatch(
      `El pedido no cuadra: neto ${net} + IVA ${iva} no es su total ${total} (unidades mínimas).`,
    );
  return {
    byRate: [{ rate: taxRate, net, iva }],
    net,
    iva,
    total,
    shippingNet,
    decimals: order.decimals,
  };
}

/** A monotributista (Factura C) issues without IVA: the whole total is its net. */
export function withoutIva(amounts: InvoiceAmounts): InvoiceAmounts {
  return { ...amounts, byRate: [], net: amounts.total, iva: 0 };
}

/** Minor units as the agency's decimal number (ARCA: 2 decimals; SII: whole pesos). */
export const major = (units: number, decimals: number) =>
  Number((units / 10 ** decimals).toFixed(decimals));
