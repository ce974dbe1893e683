import type { Generated } from 'kysely';

/** Money columns are integer hundredths of the currency unit ("cents", ARS and CLP alike). */
export interface CatalogCategoriesTable {
  id: Generated<number>;
  tenant_id: number;
  /** Matches the `slug` of the tenant's families (ShopConfig). */
  slug: string;
  title: string;
  /** The category it sits in (1461); null: a root. */
  parent_id: number | null;
  /** Its place among its siblings, from 0 (1461). */
  position: number;
  featured: number;
  /** The staff's picture, the shown WebP's address (1461); null: its best seller's. */
  picture: string | null;
  /** The picture's id, kept original, size and crop, JSON (1471); null: none kept. */
  picture_json: string | null;
  /** Moved by every back-office save (1461): a save naming an older one is a 409. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CatalogTechniquesTable {
  id: Generated<number>;
  tenant_id: number;
  code: string;
  name: string;
  min_units_for_printing: number;
  under_minimum_extra_cost_cents: number;
  setup_cost_cents: number;
  unit_cost_cents: number;
  cost_per: 'unit' | 'color' | 'area';
  max_colors: number | null;
  /** Technique rules the builder and the server check (migration 0340); null: no limit. */
  min_text_height_mm: number | null;
  min_line_width_mm: number | null;
  max_imprint_width_mm: number | null;
  max_imprint_height_mm: number | null;
  /** 0 when only vectors and texts can be applied (e.g. laser). */
  raster_allowed: Generated<number>;
  /** Which of the tenant's palettes the colours come from. */
  palette: Generated<'ink' | 'thread'>;
  created_at: string;
  updated_at: string;
}

export interface CatalogProductsTable {
  id: Generated<number>;
  tenant_id: number;
  external_id: string;
  slug: string;
  kind: 'simple' | 'curva';
  product_type: string | null;
  name: string;
  description: string;
  category_id: number;
  brand: string | null;
  featured_img: string | null;
  images_json: string;
  /** Distinct colours of the variants, `[{ name, hex }]`: lists show them without a lookup. */
  colors_json: string;
  video_url: string | null;
  complementary_information: string | null;
  weight_grams: number;
  width_cm: number;
  height_cm: number;
  depth_cm: number;
  /** Business days to produce the product before it ships (migration 0330). */
  production_days: number;
  /** The lowest tier's unit cost: what lists sort and filter prices by. */
  price_from_cents: number;
  total_stock: number;
  is_customizable: number;
  featured: number;
  /** Higher sells more: relevance order and the trending list. */
  popularity: number;
  /** Lower-cased, accent-free name, description, brand and category: what search matches. */
  search_text: string;
  /** The name's search terms, words and Spanish stems (0377, `catalog-search-terms.ts`). */
  search_name: string;
  /** The search terms of brand, category, code and description (0377). */
  search_body: string;
  /** Name, code and SKUs: the staff's search (1473, `catalog-staff-search.repository.ts`). */
  staff_search: Generated<string>;
  /** Lower-cased, accent-free name: the order of "name" lists (migration 0301). */
  sort_name: string;
  /** `[{ name, image, widthMm, heightMm }]`: the builder's views (migration 0340). */
  views_json: Generated<string>;
  /** 0: the storefront neither lists nor shows it (migration 1400, the back office). */
  visible: Generated<number>;
  /**
   * The staff's knowledge of the pictures of `images_json` (1435): `[{ id, image, alt, original,
   * width, height, crop }]` (`catalog-pictures.ts`).
   */
  pictures_json: Generated<string>;
  /** Moved by every write to the product: a staff save with an older one is refused (1400). */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CatalogVariantsTable {
  id: Generated<number>;
  tenant_id: number;
  product_id: number;
  sku: string;
  color_name: string | null;
  color_hex: string | null;
  size: string | null;
  stock: number;
  image: string | null;
  position: number;
  /** When the staff removed it (1434): kept for the orders and quotes that name it, never sold. */
  retired_at: string | null;
  /** Its own weight and size (1434); null: the product's. */
  weight_grams: number | null;
  width_cm: number | null;
  height_cm: number | null;
  depth_cm: number | null;
}

export interface CatalogPriceTiersTable {
  product_id: number;
  min_quantity: number;
  unit_price_cents: number;
}

export interface CatalogProductTechniquesTable {
  product_id: number;
  technique_id: number;
  /**
   * `[{ view, name, widthMm, heightMm, xMm?, yMm?, bleedMm?, safetyMm? }]` where this technique
   * prints on this product (position from the view's top-left corner).
   */
  print_areas_json: string;
}

export interface CatalogFavoritesTable {
  tenant_id: number;
  user_id: number;
  product_id: number;
  created_at: string;
}

/** What buyers do with a product (0320): trending counts these over the last 30 days. */
export interface CatalogProductEventsTable {
  id: Generated<number>;
  tenant_id: number;
  product_id: number;
  kind: 'view' | 'cart';
  created_at: string;
}

/** Each colour of a product once (0378): what the colour filter reads. */
export interface CatalogProductColorsTable {
  tenant_id: number;
  color_name: string;
  product_id: number;
}

/** A stock change made by the staff, with its reason (1400); newest last by id. */
export interface CatalogStockAdjustmentsTable {
  id: Generated<number>;
  tenant_id: number;
  variant_id: number;
  change: number;
  stock_after: number;
  reason: string;
  note: string | null;
  staff_id: number | null;
  actor: string;
  created_at: string;
}

/** An import from the back office and how far it got (1460); `*_json` as the wire answers them. */
export interface CatalogImportJobsTable {
  id: string;
  tenant_id: number;
  file_name: string;
  format: string;
  status: string;
  done: number;
  total: number;
  summary_json: string | null;
  issues_json: string;
  issue_count: number;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** One row: the number the catalogue's triggers move on every change (0379). */
export interface CatalogRevisionTable {
  id: number;
  revision: number;
}

export interface CatalogTables {
  catalog_categories: CatalogCategoriesTable;
  catalog_techniques: CatalogTechniquesTable;
  catalog_products: CatalogProductsTable;
  catalog_variants: CatalogVariantsTable;
  catalog_price_tiers: CatalogPriceTiersTable;
  catalog_product_techniques: CatalogProductTechniquesTable;
  catalog_favorites: CatalogFavoritesTable;
  catalog_product_events: CatalogProductEventsTable;
  catalog_product_colors: CatalogProductColorsTable;
  catalog_revision: CatalogRevisionTable;
  catalog_stock_adjustments: CatalogStockAdjustmentsTable;
  catalog_import_jobs: CatalogImportJobsTable;
}
