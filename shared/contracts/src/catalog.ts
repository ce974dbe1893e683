/**
 * The product model (spec section 3, issue 5): what the catalogue API answers and what the cart
 * and the builder read. Money on the wire is a number in currency units (pesos), already exact to
 * the tenant's decimals; the server computes every price, the browser only shows them.
 */

export type ProductKind = 'simple' | 'curva';

export interface ProductColor {
  name: string;
  /** `#rrggbb` */
  hex: string;
}

export interface ProductVariant {
  id: number;
  sku: string;
  color: ProductColor | null;
  size: string | null;
  stock: number;
}

/** From `minQuantity` units on, each unit costs `unitPrice` (before technique, profit and tax). */
export interface PriceTier {
  minQuantity: number;
  unitPrice: number;
}

/** Where a technique can print, per view of the product, in millimetres. */
export interface PrintArea {
  id: number;
  view: string;
  name: string;
  widthMm: number;
  heightMm: number;
}

export interface ApplicationTechnique {
  id: number;
  code: string;
  name: string;
  /** Below this quantity the line pays `customizationUnderMinimumExtraCost`. */
  minUnitsForPrinting: number;
  customizationUnderMinimumExtraCost: number;
  setupCost: number;
  unitCost: number;
  /** What `unitCost` is per: each unit, each unit and colour, or each unit and print area. */
  costPer: 'unit' | 'color' | 'area';
  maxColors: number | null;
  printAreas: PrintArea[];
}

export interface ProductSummary {
  id: number;
  externalId: string;
  /** The URL slug: `productDesc` in `/product-detail/.../{productDesc}`. */
  slug: string;
  kind: ProductKind;
  productType: string | null;
  name: string;
  description: string;
  category: { slug: string; title: string };
  brand: string | null;
  featuredImg: string | null;
  /** The lowest unit price over the tiers: "desde $ ...". */
  priceFrom: number;
  colors: ProductColor[];
  totalStock: number;
  techniques: { id: number; name: string }[];
  isCustomizable: boolean;
  createdAt: string;
}

export interface ProductDetail extends ProductSummary {
  images: string[];
  videoUrl: string | null;
  complementaryInformation: string | null;
  weightGrams: number;
  sizeCm: { width: number; height: number; depth: number };
  variants: ProductVariant[];
  priceTiers: PriceTier[];
  techniques: ApplicationTechnique[];
}
