import type { CartItem, OrderDetail, ProductDetail } from '@store/contracts';
import { request } from '@store/platform';
import { fromCustomization, viewsFor, type DesignState } from '../design/design-model';
import { builderApi } from './builder-api';
import type { Quantities } from './order-lines';

/** A placed order's customised line: the order's id and the line's index in its `lines`. */
export interface OrderLineRef {
  order: number;
  line: number;
}

/** Where a reopened design comes from: a cart line (by its UUID) or an order line. */
export type LineSource = { kind: 'cart'; line: string } | ({ kind: 'order' } & OrderLineRef);

/** A saved design back in the editor, with the units and product colour it was saved with. */
export interface SavedLine {
  design: DesignState;
  quantities: Quantities;
  colorVariantId: number | null;
}

const indexOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * The query's source: `line=<uuid>` reopens a cart line; `order=<id>&line=<n>` the n-th line of
 * an order. Null for a new design, and for an order link that is not two numbers (the page then
 * says it cannot open it).
 */
export function sourceOf(order: string | null, line: string | null): LineSource | null {
  if (order === null) return line ? { kind: 'cart', line } : null;
  const id = indexOf(order);
  const index = indexOf(line);
  return id !== null && index !== null ? { kind: 'order', order: id, line: index } : null;
}

/** The draft's key for a source: a cart line keeps its UUID, an order line `order-<id>-<n>`. */
export const draftLineOf = (source: LineSource | null): string | null =>
  source === null
    ? null
    : source.kind === 'cart'
      ? source.line
      : `order-${source.order}-${source.line}`;

const valuesOf = (item: CartItem) => (item.type === 'ProductoSimple' ? [item.value] : item.value);

function savedLine(
  product: ProductDetail,
  customization: unknown,
  values: { id: number; quantity: number }[],
): SavedLine | null {
  const design = fromCustomization(customization);
  if (!design) return null;
  return {
    design: { ...design, views: viewsFor(product, design.techniqueId, design.views) },
    quantities: Object.fromEntries(values.map((v) => [v.id, String(v.quantity)])),
    colorVariantId: values[0]?.id ?? null,
  };
}

/** The order line's design (`Orders/GetOrderById`); its variant found by SKU. */
export function orderLineOf(product: ProductDetail, order: OrderDetail, index: number) {
  const line = order.lines[index];
  if (!line) return null;
  const variant = product.variants.find((v) => v.sku === line.sku);
  return savedLine(
    product,
    line.customization,
    variant ? [{ id: variant.id, quantity: line.quantity }] : [],
  );
}

/** Reads the saved design of the source; null when it is gone or has no design. */
export async function loadLine(product: ProductDetail, source: LineSource) {
  if (source.kind === 'order')
    return orderLineOf(product, await builderApi.order(source.order), source.line);
  const item = await request('cart:line-requested', { shoppingCartUUID: source.line });
  const values = item ? valuesOf(item) : [];
  return savedLine(product, values[0]?.customization, values);
}
