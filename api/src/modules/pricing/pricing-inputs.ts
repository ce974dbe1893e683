/** What the pricing engine (issue 6) reads about a variant; amounts in cents, costs before margin. */
export interface VariantPricingInput {
  variantId: number;
  productId: number;
  externalId: string;
  sku: string;
  productName: string;
  productDescription: string;
  /** The product page's address part (`productDesc` in cart requests and designs). */
  productSlug: string;
  featuredImg: string | null;
  kind: 'simple' | 'curva';
  color: string | null;
  size: string | null;
  stock: number;
  isCustomizable: boolean;
  /** Ascending; the first has minQuantity 1. */
  priceTiers: { minQuantity: number; unitPriceCents: number }[];
  techniques: {
    id: number;
    code: string;
    name: string;
    minUnitsForPrinting: number;
    customizationUnderMinimumExtraCostCents: number;
    setupCostCents: number;
    unitCostCents: number;
    costPer: 'unit' | 'color' | 'area';
    maxColors: number | null;
    /** False when the technique takes only texts and vectors (a raster image is refused). */
    rasterAllowed: boolean;
    minTextHeightMm: number | null;
    minLineWidthMm: number | null;
    /** 'thread': embroidery (texts are stitched as satin columns, see `isTooThin`). */
    palette: 'ink' | 'thread';
    maxImprintWidthMm: number | null;
    maxImprintHeightMm: number | null;
    printAreaCount: number;
    /** The product's print areas for this technique: the largest a design's view may have. */
    printAreas: { view: string; widthMm: number; heightMm: number }[];
  }[];
  weightGrams: number;
  sizeCm: { width: number; height: number; depth: number };
  /** Business days to produce before shipping. */
  productionDays: number;
}

/** What the catalogue tells the engine about each variant of a cart (`app.catalog.pricingInputs`). */
export type PricingInputs = Map<number, VariantPricingInput>;
