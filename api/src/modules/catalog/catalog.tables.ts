import type { Generated } from 'kysely';

/** Money columns are integer hundredths of the currency unit ("cents", ARS and CLP alike). */
export interface CatalogCategoriesTable {
  id: Generated<number>;
  tenant_id: number;
  /** Matches the `slug` of the tenant's families (ShopConfig). */
  slug: string;
  title: string;
  position: number;
  featured: number;
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
  /** Lower-cased, accent-free name: the order of "name" lists (migration 0301). */
  sort_name: string;
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
}

export interface CatalogPriceTiersTable {
  product_id: number;
  min_quantity: number;
  unit_price_cents: number;
}

export interface CatalogProductTechniquesTable {
  product_id: number;
  technique_id: number;
  /** `[{ view, name, widthMm, heightMm }]` where this technique prints on this product. */
  print_areas_json: string;
}

export interface CatalogFavoritesTable {
  tenant_id: number;
  user_id: number;
  product_id: number;
  created_at: string;
}

export interface CatalogTables {
  catalog_categories: CatalogCategoriesTable;
  catalog_techniques: CatalogTechniquesTable;
  catalog_products: CatalogProductsTable;
  catalog_variants: CatalogVariantsTable;
  catalog_price_tiers: CatalogPriceTiersTable;
  catalog_product_techniques: CatalogProductTechniquesTable;
  catalog_favorites: CatalogFavoritesTable;
}
