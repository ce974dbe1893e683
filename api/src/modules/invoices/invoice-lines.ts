import type { InvoiceAmounts } from './invoice-amounts.js';
import type { InvoiceLine } from './invoice-issuer.js';

/** An order line as stored (orders.tables.ts), in minor units. */
export interface OrderLineAmounts {
  product_name: string;
  variant_name: string;
  quantity: number;
  price_base: number;
  price_application: number;
  tax: number;
}

/**
 * The document's lines: each order line at its net (products and customisation) and IVA, and
 * the shipping as one more line; the nets add up to the invoice's net and the IVA to its IVA
 * (what rounding leaves over goes to the last product line), so the lines match the totals.
 */
export function invoiceLinesOf(lines: OrderLineAmounts[], amounts: InvoiceAmounts): InvoiceLine[] {
  const products: InvoiceLine[] = lines.map((line) => ({
    description: line.variant_name
      ? `${line.product_name} (${line.variant_name})`
      : line.product_name,
    quantity: line.quantity,
    net: Number(line.price_base) + Number(line.price_application),
    iva: Number(line.tax),
  }));
  const shipping: InvoiceLine[] = amounts.shippingNet
    ? [{ description: 'Envío', quantity: 1, net: amounts.shippingNet, iva: 0 }]
    : [];
  const all = [...products, ...shipping];
  const productsNet = amounts.net - amounts.shippingNet;
  const last = products.at(-1);
  if (last) last.net += productsNet - products.reduce((sum, line) => sum + line.net, 0);
  const shippingLine = shipping[0];
  if (shippingLine)
    shippingLine.iva = amounts.iva - products.reduce((sum, line) => sum + line.iva, 0);
  else if (last) last.iva += amounts.iva - products.reduce((sum, line) => sum + line.iva, 0);
  return all;
}
