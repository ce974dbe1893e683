/**
 * A reseller's catalogue as the importer reads it (JSON or CSV, see ../README.md). Amounts are
 * in currency units (pesos) in the file and become cents when validated.
 */
export interface ImportCategory {
  slug: string;
  title: string;
  featured: boolean;
  position: number;
}

export interface ImportTechnique {
  code: string;
  name: string;
  minUnitsForPrinting: number;
  customizationUnderMinimumExtraCostCents: number;
  setupCostCents: number;
  unitCostCents: number;
  costPer: 'unit' | 'color' | 'area';
  maxColors: number | null;
  minTextHeightMm: number | null;
  minLineWidthMm: number | null;
  rasterAllowed: boolean;
  maxImprintWidthMm: number | null;
  maxImprintHeightMm: number | null;
  palette: 'ink' | 'thread';
}

export interface ImportPrintArea {
  view: string;
  name: string;
  widthMm: number;
  heightMm: number;
  /** Place on the view from its top-left corner; centred when absent. */
  xMm?: number;
  yMm?: number;
  bleedMm?: number;
  safetyMm?: number;
}

/** A side of the product for the builder: its picture and the real size that picture spans. */
export interface ImportView {
  name: string;
  image: string | null;
  widthMm: number;
  heightMm: number;
}

export interface ImportVariant {
  sku: string;
  color: { name: string; hex: string } | null;
  size: string | null;
  stock: number;
  image: string | null;
}

export interface ImportProduct {
  /** Where the product starts in the file (1-based), for messages. */
  line: number;
  externalId: string;
  slug: string | null;
  kind: 'simple' | 'curva';
  productType: string | null;
  name: string;
  description: string;
  category: string;
  categoryTitle: string | null;
  brand: string | null;
  images: string[];
  videoUrl: string | null;
  complementaryInformation: string | null;
  weightGrams: number;
  sizeCm: { width: number; height: number; depth: number };
  productionDays: number;
  featured: boolean;
  popularity: number;
  isCustomizable: boolean;
  priceTiers: { minQuantity: number; unitPriceCents: number }[];
  techniques: { code: string; printAreas: ImportPrintArea[] }[];
  views: ImportView[];
  variants: ImportVariant[];
}

/** A row the importer refused: its line in the file and why, in Spanish. */
export interface ImportIssue {
  line: number;
  message: string;
}

/** What a reader makes of a file: definitions, products, and the entries it could not read. */
export interface ImportDocument {
  categories: ImportCategory[];
  techniques: ImportTechnique[];
  products: ImportProduct[];
  issues: ImportIssue[];
  /** The file as a whole could not be read (not JSON, CSV quotes, missing columns): no entries. */
  unreadable?: boolean;
}

export interface ImportReport {
  created: number;
  /** Products whose stored data the file changed. */
  updated: number;
  /** Products the file lists exactly as the catalogue holds them: not written at all. */
  unchanged: number;
  /** The variants of every product loaded from the file (created, updated or unchanged). */
  variants: number;
  issues: ImportIssue[];
}
