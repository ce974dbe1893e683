import type { UsedPrintArea } from './design-charge.js';
import { DESIGN_LIMITS } from '@store/contracts/design-rules';
import type { VariantPricingInput } from './pricing-inputs.js';
import { PRICING_MESSAGES } from './pricing-messages.js';

type Technique = VariantPricingInput['techniques'][number];
interface AreaSize {
  widthMm: number;
  heightMm: number;
}

/** The editor's copy of an area may differ from the catalogue's by its rounding. */
const TOLERANCE_MM = 0.5;

const fits = (area: AreaSize, limit: AreaSize) =>
  area.widthMm <= limit.widthMm + TOLERANCE_MM && area.heightMm <= limit.heightMm + TOLERANCE_MM;

const capped = (widthMm: number | null, heightMm: number | null): AreaSize => ({
  widthMm: Math.min(widthMm ?? DESIGN_LIMITS.printAreaMm, DESIGN_LIMITS.printAreaMm),
  heightMm: Math.min(heightMm ?? DESIGN_LIMITS.printAreaMm, DESIGN_LIMITS.printAreaMm),
});

/**
 * The print areas a technique prints on a view of the product: the catalogue's areas for that
 * view, else (a view the catalogue does not name) the technique's maximum imprint; never more
 * than a print file holds (`DESIGN_LIMITS.printAreaMm`). The largest comes first.
 */
export function printAreaLimits(technique: Technique, view: string): AreaSize[] {
  const own = technique.printAreas.filter((area) => area.view === view);
  const limits = own.length
    ? own.map((area) => capped(area.widthMm, area.heightMm))
    : [capped(technique.maxImprintWidthMm, technique.maxImprintHeightMm)];
  return limits.sort((a, b) => b.widthMm * b.heightMm - a.widthMm * a.heightMm);
}

/**
 * The one rule for a design's print areas, on every price, save, quote and order (the pricing
 * engine's `applicationOf`) and on a design changed from an order's proof: each view with
 * something on it must have a valid area that fits one of the technique's areas for that view.
 * Answers the refusal the buyer reads (naming the view and its maximum), or null.
 */
export function printAreaRefusal(
  product: string,
  technique: Technique,
  areas: UsedPrintArea[],
): string | null {
  for (const area of areas) {
    if (!area.widthMm || !area.heightMm) return PRICING_MESSAGES.badPrintArea(product, area.view);
    const limits = printAreaLimits(technique, area.view);
    if (limits.some((limit) => fits(area, limit))) continue;
    const [largest] = limits as [AreaSize];
    return PRICING_MESSAGES.printAreaTooLarge(product, technique.name, area, largest);
  }
  return null;
}
