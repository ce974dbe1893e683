import type { OrderHistoryEntry } from './order-history.js';
import type { OrderStatus } from './order-status.js';
import type { OrderLineRow, OrderRow } from './orders.repository.js';
import type { OrderDto } from '@store/contracts/wire/orders';
import { storedFiguresOf } from './order-figures.js';
import { fromMinor } from '../pricing/index.js';

export interface OrderShipping {
  logisticType: string;
  serviceType: string;
  carrierId: string;
  carrierName: string;
  pointId: string | null;
  deliveryMethod: string;
  MinDeliveryDays: number;
  MaxDeliveryDays: number;
  estimatedInHands: { min: string; max: string };
}

/**
 * The designs of an order may change only until its proof is approved: from then on (and once it
 * is in production, shipped, delivered or cancelled, with or without a proof) they are locked.
 */
export const designsLocked = (status: OrderStatus) => status !== 'received' && status !== 'paid';

/**
 * Row -> the order as the buyer reads it, amounts in the tenant's currency; `inks` per line, as
 * the designs module counts them.
 */
/** Until when an unpaid order holds its units (stock-holds.ts), or null. */
const heldUntil = (row: OrderRow): string | null =>
  row.status === 'received' && row.payment_status !== 'approved' && !row.stock_released_at
    ? row.stock_held_until
    : null;

export function orderDto(
  row: OrderRow,
  lines: OrderLineRow[],
  history: OrderHistoryEntry[],
  inks: string[][] = [],
  proofVersions: OrderDto['proofVersions'] = [],
): OrderDto {
  const d = row.decimals;
  const money = (units: number) => fromMinor(Number(units), d);
  const figures = storedFiguresOf(row);
  return {
    id: Number(row.id),
    status: row.status as OrderStatus,
    history,
    // Only the shipped step carries the carrier's link.
    trackingUrl: history.findLast((step) => step.trackingUrl)?.trackingUrl ?? null,
    number: row.number,
    quoteNumber: row.quote_number === null ? null : Number(row.quote_number),
    createdAt: row.created_at,
    currency: row.currency,
    invoiceType: row.invoice_type as OrderDto['invoiceType'],
    shoppingCartMode: row.shopping_cart_mode,
    lines: lines.map((line, index) => ({
      productId: Number(line.variant_id),
      genericProductId: Number(line.product_id),
      productName: line.product_name,
      variantName: line.variant_name,
      sku: line.sku,
      quantity: line.quantity,
      hasProductBuilding: Boolean(line.has_product_building),
      customization: JSON.parse(line.customization_json) as unknown,
      inks: inks[index] ?? [],
      shoppingCartId: 0 as const,
      principal: true as const,
      advance: false as const,
      priceBase: money(line.price_base),
      priceAplication: money(line.price_application),
      tax: money(line.tax),
      total: money(line.total),
      shoppingCartProductImageFK: JSON.parse(line.images_json) as string[],
      shoppingCartPrintingAreaFK: null,
      technique:
        line.technique_id === null
          ? null
          : { id: Number(line.technique_id), name: line.technique_name ?? '' },
    })),
    priceBase: money(row.price_base),
    applicationCost: money(row.application_cost),
    applicationPrice: money(row.application_price),
    profit: money(row.profit),
    subTotal: money(figures.productsNet),
    taxes: money(figures.iva),
    shippingCost: money(row.shipping_cost),
    shippingNet: money(figures.shippingNet),
    taxesByRate: figures.byRate.map(({ rate, net, iva }) => ({
      rate,
      net: money(net),
      iva: money(iva),
    })),
    total: money(figures.total),
    payment: row.payment_method as OrderDto['payment'],
    paymentStatus: row.payment_status as OrderDto['paymentStatus'],
    stockHeldUntil: heldUntil(row),
    shipping: JSON.parse(row.shipping_json) as OrderShipping,
    addressee: JSON.parse(row.addressee_json) as OrderDto['addressee'],
    invoice: JSON.parse(row.invoice_json) as OrderDto['invoice'],
    proof: !lines.some((line) => line.has_product_building)
      ? 'none'
      : history.some((step) => step.status === 'proof_approved')
        ? 'approved'
        : 'pending',
    designsLocked: designsLocked(row.status as OrderStatus),
    proofVersions,
    creditTerms: Boolean(Number(row.credit_terms)),
  };
}
