import { storedFiguresOf, type StoredFiguresRow } from '../orders/index.js';
import { netOfGross as netOfGrossUnits } from '../pricing/index.js';

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

/** The order's stored amounts an invoice reads (orders.tables.ts, migration 1300). */
export type OrderAmountsRow = StoredFiguresRow & { decimals: number };

/** Thrown when the order's stored amounts do not add up to its total: nothing is sent. */
export class AmountsMismatch extends Error {
  override name = 'AmountsMismatch';
}

/** The net of an amount with IVA included, rounded half up to the minor unit (pricing's). */
export const netOfGross = (gross: number, rate: number): number =>
  Number(netOfGrossUnits(BigInt(gross), rate));

/**
 * The invoice is the order: its products' net, the shipping's net, the IVA per rate and the
 * total exactly as the order stored them when it was made (`storedFiguresOf`, from the pricing
 * module's `orderFigures`: IVA = rate x net, rounded once), never recomputed here. Net + IVA must
 * equal the total to the unit, else nothing is sent.
 */
export function invoiceAmountsOf(order: OrderAmountsRow): InvoiceAmounts {
  const figures = storedFiguresOf(order);
  const net = figures.byRate.reduce((sum, group) => sum + group.net, 0);
  const iva = figures.iva;
  const total = figures.total;
  if (net + iva !== total || net !== figures.productsNet + figures.shippingNet)
    throw new AmountsMismatch(
      `El pedido no cuadra: neto ${net} + IVA ${iva} no es su total ${total} (unidades mínimas).`,
    );
  return {
    byRate: figures.byRate,
    net,
    iva,
    total,
    shippingNet: figures.shippingNet,
    decimals: order.decimals,
  };
}

/** A monotributista (Factura C) issues without IVA: the whole total is its net. */
export function withoutIva(amounts: InvoiceAmounts): InvoiceAmounts {
  return { ...amounts, byRate: [], net: amounts.total, iva: 0 };
}
