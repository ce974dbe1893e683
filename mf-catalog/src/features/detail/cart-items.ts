import { v4 as uuid } from 'uuid';
import type {
  AddToCartRequest,
  ApplicationTechnique,
  CartItem,
  CartItemGeneric,
  CartItemValue,
  ProductDetail,
  ProductVariant,
} from '@store/contracts';

/** One line the buyer chose: a variant and how many. */
export interface ChosenLine {
  variant: ProductVariant;
  quantity: number;
}

function generic(product: ProductDetail, technique: ApplicationTechnique | null): CartItemGeneric {
  return {
    id: product.id,
    external_id: product.externalId,
    name: product.name,
    description: product.description,
    price: product.priceTiers[0]?.unitPrice ?? product.priceFrom,
    printing_types: product.techniques.map((t) => ({ id: t.id, name: t.name })),
    customization_under_minimum_extra_cost: technique?.customizationUnderMinimumExtraCost ?? 0,
    featured_img: product.featuredImg,
  };
}

function value(
  product: ProductDetail,
  line: ChosenLine,
  technique: ApplicationTechnique | null,
): CartItemValue {
  return {
    id: line.variant.id,
    sku: line.variant.sku,
    quantity: line.quantity,
    isCustomizable: product.isCustomizable,
    customization: null,
    applicationTechnique: technique ? { id: technique.id, name: technique.name } : null,
    customizationRender: null,
    featuredImg: line.variant.image ?? product.featuredImg,
    element_description_1: null,
    element_description_2: null,
    element_description_3: null,
    color: line.variant.color?.name ?? null,
    size: line.variant.size,
  };
}

/** The one-item cart the pricing call prices: what the buyer would add, ids and quantities only. */
export function priceItem(
  product: ProductDetail,
  lines: ChosenLine[],
  technique: ApplicationTechnique | null,
): CartItem {
  if (product.kind === 'simple' && lines[0]) {
    return {
      type: 'ProductoSimple',
      shoppingCartUUID: uuid(),
      value: value(product, lines[0], technique),
      generic: generic(product, technique),
      general_description: product.description,
      quoteInfo: null,
    };
  }
  const parent = uuid();
  return {
    type: 'ProductoCurva',
    shoppingCartUUID: parent,
    value: lines.map((line) => ({
      ...value(product, line, technique),
      shoppingCartUUID: uuid(),
      genericShoppingCartUUID: parent,
    })),
    generic: generic(product, technique),
    quoteInfo: null,
  };
}

/** What the catalogue asks the cart to add (`cart:add-requested`). */
export function addRequest(
  product: ProductDetail,
  lines: ChosenLine[],
  technique: ApplicationTechnique | null,
  mode: 'cart' | 'direct',
): AddToCartRequest {
  return {
    mode,
    product: {
      id: product.id,
      externalId: product.externalId,
      name: product.name,
      description: product.description,
      featuredImg: product.featuredImg,
      kind: product.kind,
      productDesc: product.slug,
    },
    lines: lines.map(({ variant, quantity }) => ({
      variantId: variant.id,
      sku: variant.sku,
      quantity,
      color: variant.color?.name ?? null,
      size: variant.size,
    })),
    applicationTechniqueId: technique?.id ?? null,
    isCustomizable: product.isCustomizable,
    customization: null,
  };
}

/** The list unit price of a quantity: the highest tier it reaches. */
export function tierPrice(product: ProductDetail, quantity: number): number {
  let price = product.priceTiers[0]?.unitPrice ?? product.priceFrom;
  for (const tier of product.priceTiers) if (quantity >= tier.minQuantity) price = tier.unitPrice;
  return price;
}
