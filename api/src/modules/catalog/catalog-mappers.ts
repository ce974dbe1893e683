import { parseJson } from '../../lib/parse-json.js';
import type { PricingSettings } from '../tenants/index.js';
import { altOf } from './catalog-pictures.js';
import { shownPrice } from './catalog-prices.js';
import type { CatalogRepository } from './catalog.repository.js';
import type {
  ApplicationTechnique,
  ProductSummary,
  TechniqueRules,
} from '@store/contracts/wire/catalog';
import { placedAreas, type ProductView } from './print-layout.js';

type ListRow = Awaited<ReturnType<CatalogRepository['page']>>['rows'][number];
type TechniqueRow = Awaited<ReturnType<CatalogRepository['techniquesOf']>>[number];

export function toSummary(
  row: ListRow,
  techniques: Pick<TechniqueRow, 'id' | 'name'>[],
  settings: PricingSettings,
): ProductSummary {
  return {
    id: row.id,
    externalId: row.external_id,
    slug: row.slug,
    kind: row.kind,
    productType: row.product_type,
    name: row.name,
    description: row.description,
    category: { slug: row.category_slug, title: row.category_title },
    brand: row.brand,
    featuredImg: row.featured_img,
    featuredImgAlt: altOf(row.featured_img, row.pictures_json),
    priceFrom: shownPrice(row.price_from_cents, settings),
    colors: parseJson(row.colors_json, []),
    totalStock: row.total_stock,
    techniques: techniques.map((t) => ({ id: t.id, name: t.name })),
    isCustomizable: Boolean(row.is_customizable),
    createdAt: row.created_at,
  };
}

export function techniqueRules(row: Omit<TechniqueRow, 'product_id'>): TechniqueRules {
  return {
    maxColors: row.max_colors,
    minTextHeightMm: row.min_text_height_mm,
    minLineWidthMm: row.min_line_width_mm,
    rasterAllowed: Boolean(row.raster_allowed),
    maxImprintWidthMm: row.max_imprint_width_mm,
    maxImprintHeightMm: row.max_imprint_height_mm,
    palette: row.palette,
  };
}

export function toTechnique(
  row: Omit<TechniqueRow, 'product_id'>,
  settings: PricingSettings,
  views: ProductView[] = [],
): ApplicationTechnique {
  const areas = placedAreas(row.print_areas_json, views);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    minUnitsForPrinting: row.min_units_for_printing,
    customizationUnderMinimumExtraCost: shownPrice(row.under_minimum_extra_cost_cents, settings),
    setupCost: shownPrice(row.setup_cost_cents, settings),
    unitCost: shownPrice(row.unit_cost_cents, settings),
    costPer: row.cost_per,
    maxColors: row.max_colors,
    rules: techniqueRules(row),
    printAreas: areas.map((area, index) => ({ id: index + 1, ...area })),
  };
}

/** Groups rows by their product id. */
export function byProduct<T extends { product_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.product_id);
    if (group) group.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}
