import type { CartItem } from '@store/contracts';

/** What a row shows of a cart item, for the drawer and the page alike. */
export interface CurveChildView {
  shoppingCartUUID: string;
  variant: string;
  quantity: number;
}

export interface LineView {
  item: CartItem;
  name: string;
  description: string;
  image: string | null;
  preview: string | null;
  technique: string | null;
  quantity: number;
  /** A simple product's colour and size; empty for a curve group (see `children`). */
  variant: string;
  children: CurveChildView[];
}

export const variantLabel = (value: { color: string | null; size: string | null }) =>
  [value.color, value.size].filter(Boolean).join(' · ');

export function lineView(item: CartItem): LineView {
  const values = item.type === 'ProductoSimple' ? [item.value] : item.value;
  const first = values[0];
  return {
    item,
    name: item.generic.name,
    description: item.generic.description,
    image: first?.featuredImg ?? item.generic.featured_img,
    preview: first?.customizationRender ?? null,
    technique: first?.applicationTechnique?.name || null,
    quantity: values.reduce((sum, value) => sum + value.quantity, 0),
    variant: item.type === 'ProductoSimple' ? variantLabel(item.value) : '',
    children:
      item.type === 'ProductoCurva'
        ? item.value.map((line) => ({
            shoppingCartUUID: line.shoppingCartUUID,
            variant: variantLabel(line),
            quantity: line.quantity,
          }))
        : [],
  };
}
