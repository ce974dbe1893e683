import type { VariantPricingInput } from '../catalog/catalog.service.js';

/** What the catalogue tells the engine about each variant of a cart (`app.catalog.pricingInputs`). */
export type PricingInputs = Map<number, VariantPricingInput>;
export type { VariantPricingInput };
