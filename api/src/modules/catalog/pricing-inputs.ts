import { parseJson } from '../../lib/parse-json.js';
import { byProduct } from './catalog-mappers.js';
import type { VariantPricingInput } from '../pricing/index.js';
import type { CatalogRepository } from './catalog.repository.js';

type PrintAreaSize = VariantPricingInput['techniques'][number]['printAreas'][number];

/** The pricing engine's view of some variants of a tenant: three queries whatever their number. */
export async function loadPricingInputs(
  repository: CatalogRepository,
  tenantId: number,
  variantIds: number[],
): Promise<Map<number, VariantPricingInput>> {
  const variants = await repository.pricingVariants(tenantId, [...new Set(variantIds)]);
  const productIds = [...new Set(variants.map((v) => v.product_id))];
  const [tiers, techniques] = await Promise.all([
    repository.tiersOf(productIds),
    repository.techniquesOf(productIds),
  ]);
  const tiersOf = byProduct(tiers);
  const techniquesOf = byProduct(techniques);
  return new Map(
    variants.map((v) => [
      v.id,
      {
        variantId: v.id,
        productId: v.product_id,
        externalId: v.external_id,
        sku: v.sku,
        productName: v.name,
        productDescription: v.description,
        productSlug: v.slug,
        featuredImg: v.featured_img,
        kind: v.kind,
        color: v.color_name,
        size: v.size,
        stock: v.stock,
        isCustomizable: Boolean(v.is_customizable),
        priceTiers: (tiersOf.get(v.product_id) ?? []).map((t) => ({
          minQuantity: t.min_quantity,
          unitPriceCents: t.unit_price_cents,
        })),
        techniques: (techniquesOf.get(v.product_id) ?? []).map((t) => ({
          id: t.id,
          code: t.code,
          name: t.name,
          minUnitsForPrinting: t.min_units_for_printing,
          customizationUnderMinimumExtraCostCents: t.under_minimum_extra_cost_cents,
          setupCostCents: t.setup_cost_cents,
          unitCostCents: t.unit_cost_cents,
          costPer: t.cost_per,
          maxColors: t.max_colors,
          rasterAllowed: Boolean(t.raster_allowed),
          minTextHeightMm: t.min_text_height_mm,
          minLineWidthMm: t.min_line_width_mm,
          palette: t.palette,
          maxImprintWidthMm: t.max_imprint_width_mm,
          maxImprintHeightMm: t.max_imprint_height_mm,
          printAreaCount: parseJson<unknown[]>(t.print_areas_json, []).length,
          printAreas: parseJson<PrintAreaSize[]>(t.print_areas_json, []).map(
            ({ view, widthMm, heightMm }) => ({ view, widthMm, heightMm }),
          ),
        })),
        weightGrams: v.weight_grams,
        sizeCm: { width: v.width_cm, height: v.height_cm, depth: v.depth_cm },
        productionDays: v.production_days,
      },
    ]),
  );
}
