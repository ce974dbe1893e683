import { randomUUID } from 'node:crypto';
import type { ProductDetail } from '@store/contracts/wire/catalog';
import type {
  CartItem,
  CartItemCurve,
  CartItemSimple,
  CartItemValue,
} from '@store/contracts/wire/pricing';

/** Cart items built from the demo catalogue, as the store's browser sends them (tests only). */

type Variant = ProductDetail['variants'][number];

/** Inks far enough apart that the server counts each as its own colour. */
const INKS = [
  '#000000',
  '#ffffff',
  '#c62828',
  '#1e4fa3',
  '#2e7d32',
  '#f9c80e',
  '#6a4c93',
  '#ef6c00',
  '#4fb3e8',
  '#e26d9c',
];

/** A square picture of `widthMm` on the front, as the builder places an uploaded logo. */
export function logoElement(upload: string, widthMm = 40, widthPx = 600) {
  return {
    id: 'logo',
    type: 'image',
    upload,
    widthPx,
    heightPx: widthPx,
    isVector: false,
    xMm: 40,
    yMm: 30,
    widthMm,
    heightMm: widthMm,
    angle: 0,
  };
}

type PrintArea = ProductDetail['techniques'][number]['printAreas'][number];
const FRONT: Pick<PrintArea, 'id' | 'view' | 'name' | 'widthMm' | 'heightMm'> = {
  id: 1,
  view: 'Frente',
  name: 'Frente',
  widthMm: 80,
  heightMm: 60,
};

/**
 * A design with one text per colour on the front (or on `area`), as the builder saves it. Its
 * `colorCount` claims one colour whatever it prints: the server counts the colours itself.
 */
export function textDesign(colors: number, extra: object[] = [], area: object = FRONT) {
  const text = (fill: string, index: number) => ({
    id: `t${index}`,
    type: 'text',
    text: `Texto ${index}`,
    fill,
    fontFamily: 'Roboto',
    fontSizeMm: 8,
    bold: false,
    italic: false,
    align: 'center',
    xMm: 40,
    yMm: 10 + index * 5,
    widthMm: 40,
    heightMm: 8,
    angle: 0,
  });
  return {
    kind: 'store-design',
    version: 1,
    techniqueId: 0,
    colorCount: 1,
    printAreaCount: 1,
    views: [
      {
        view: (area as { view?: string }).view ?? FRONT.view,
        printArea: { ...area },
        elements: [...INKS.slice(0, colors).map(text), ...extra],
      },
    ],
  };
}

/** The technique's first print area on the product, as the builder places a design on it. */
function areaOf(product: ProductDetail, technique: { id: number }) {
  const area = product.techniques.find((candidate) => candidate.id === technique.id)?.printAreas[0];
  if (!area) return FRONT;
  const { id, view, name, widthMm, heightMm } = area;
  return { id, view, name, widthMm, heightMm };
}

function valueOf(
  product: ProductDetail,
  variant: Variant,
  quantity: number,
  technique: { id: number; name: string } | null,
  colorCount?: number,
): CartItemValue {
  return {
    id: variant.id,
    sku: variant.sku,
    quantity,
    isCustomizable: technique !== null,
    customization: technique ? textDesign(colorCount ?? 1, [], areaOf(product, technique)) : null,
    applicationTechnique: technique,
    customizationRender: null,
    featuredImg: null,
    element_description_1: null,
    element_description_2: null,
    element_description_3: null,
    color: variant.color?.name ?? null,
    size: variant.size,
  };
}

function genericOf(product: ProductDetail): CartItem['generic'] {
  return {
    id: product.id,
    external_id: product.externalId,
    name: product.name,
    description: product.description,
    printing_types: [],
    customization_under_minimum_extra_cost: 0,
    featured_img: product.featuredImg,
  };
}

export function simpleItem(
  product: ProductDetail,
  variant: Variant,
  quantity: number,
  options: { technique?: { id: number; name: string }; colorCount?: number } = {},
): CartItemSimple {
  return {
    type: 'ProductoSimple',
    shoppingCartUUID: randomUUID(),
    value: valueOf(product, variant, quantity, options.technique ?? null, options.colorCount),
    generic: genericOf(product),
    general_description: product.description,
    quoteInfo: null,
  };
}

export function curveItem(product: ProductDetail, lines: [Variant, number][]): CartItemCurve {
  const shoppingCartUUID = randomUUID();
  return {
    type: 'ProductoCurva',
    shoppingCartUUID,
    value: lines.map(([variant, quantity]) => ({
      ...valueOf(product, variant, quantity, null),
      shoppingCartUUID: randomUUID(),
      genericShoppingCartUUID: shoppingCartUUID,
    })),
    generic: genericOf(product),
    quoteInfo: null,
  };
}

/** The first variant in stock with at least `units` units. */
export function variantWithStock(product: ProductDetail, units: number): Variant {
  const variant = product.variants.find((v) => v.stock >= units);
  if (!variant) throw new Error(`${product.name} has no variant with ${units} units`);
  return variant;
}
