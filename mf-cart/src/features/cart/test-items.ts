import type { AddToCartRequest, CartItem, CartItemCurve, CartItemSimple } from '@store/contracts';
import { itemFromRequest } from './cart-item-factory';

/** Requests and items as the catalogue sends them, for the cart's tests. */

export const mugRequest = (
  overrides: Partial<AddToCartRequest> & { variantId?: number; quantity?: number } = {},
): AddToCartRequest => {
  const { variantId = 11, quantity = 10, ...rest } = overrides;
  return {
    mode: 'cart',
    product: {
      id: 1,
      externalId: 'TAZ-001',
      name: 'Taza cerámica',
      description: 'Taza blanca de 350 ml',
      featuredImg: '/img/taza.png',
      kind: 'simple',
      productDesc: 'taza-ceramica',
    },
    lines: [{ variantId, sku: `TAZ-001-${variantId}`, quantity, color: 'Blanco', size: null }],
    applicationTechniqueId: null,
    isCustomizable: false,
    customization: null,
    ...rest,
  };
};

/** A design the builder made: one text on the front (what the line's pictures and links read). */
export const builtDesign = (productDesc = 'taza-ceramica', techniqueId = 3) => ({
  kind: 'store-design',
  productDesc,
  techniqueId,
  views: [{ view: 'Frente', elements: [{ id: 'a', type: 'text' }] }],
});

const SIZE_VARIANTS: Record<string, number> = { S: 21, M: 22, L: 23, XL: 24 };

export const shirtRequest = (
  lines: { size: string; quantity: number }[],
  overrides: Partial<AddToCartRequest> = {},
): AddToCartRequest => ({
  mode: 'cart',
  product: {
    id: 2,
    externalId: 'REM-002',
    name: 'Remera algodón',
    description: 'Remera de algodón peinado',
    featuredImg: '/img/remera.png',
    kind: 'curva',
    productDesc: 'remera-algodon',
  },
  lines: lines.map(({ size, quantity }) => ({
    variantId: SIZE_VARIANTS[size] ?? 29,
    sku: `REM-002-${size}`,
    quantity,
    color: 'Negro',
    size,
  })),
  applicationTechniqueId: null,
  isCustomizable: false,
  customization: null,
  ...overrides,
});

export const mug = (overrides: Parameters<typeof mugRequest>[0] = {}) =>
  itemFromRequest(mugRequest(overrides)) as CartItemSimple;

export const shirts = (lines: { size: string; quantity: number }[]) =>
  itemFromRequest(shirtRequest(lines)) as CartItemCurve;

export const quantities = (item: CartItem | undefined) =>
  item?.type === 'ProductoCurva'
    ? Object.fromEntries(item.value.map((line) => [line.size, line.quantity]))
    : item?.value.quantity;
