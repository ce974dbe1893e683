import {
  itemDesignMissing,
  missingDesignPath,
  paths,
  type CartItem,
  type DesignCustomization,
} from '@store/contracts';

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
  /** Where the builder reopens a line customised in it; null for other lines. */
  editLink: string | null;
  /** Customised with a technique, with nothing to print yet ('Falta tu diseño'). */
  missingDesign: boolean;
  /** The builder on such a line: to design it, or to put a logo on it. */
  designPath: string | null;
  uploadPath: string | null;
  technique: string | null;
  quantity: number;
  /** A simple product's colour and size; empty for a curve group (see `children`). */
  variant: string;
  children: CurveChildView[];
}

export const variantLabel = (value: { color: string | null; size: string | null }) =>
  [value.color, value.size].filter(Boolean).join(' · ');

function editLinkOf(item: CartItem, customization: unknown): string | null {
  const design = customization as Partial<DesignCustomization> | null;
  if (design?.kind !== 'store-design' || typeof design.productDesc !== 'string') return null;
  return paths.customizeProduct({ product: design.productDesc, line: item.shoppingCartUUID });
}

export function lineView(item: CartItem): LineView {
  const values = item.type === 'ProductoSimple' ? [item.value] : item.value;
  const first = values[0];
  const missingDesign = itemDesignMissing(item);
  return {
    item,
    name: item.generic.name,
    description: item.generic.description,
    image: first?.featuredImg ?? item.generic.featured_img,
    preview: first?.customizationRender ?? null,
    editLink: missingDesign ? null : editLinkOf(item, first?.customization ?? null),
    missingDesign,
    designPath: missingDesign ? missingDesignPath(item) : null,
    uploadPath: missingDesign ? missingDesignPath(item, true) : null,
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
