/** The pricing module's front door: the only file of it other code imports (lint). */
export {
  PLAIN_DESIGN,
  STORED_DESIGN,
  type DesignCharge,
  type UploadOwner,
  type UsedPrintArea,
} from './design-charge.js';
export { documentTaxes, netOfGross, orderFigures, type OrderFigures } from './document-taxes.js';
export {
  formatMinor,
  fromMinor,
  minorOfEntries,
  minorUnitsOf,
  toMinor,
  type MinorAmounts,
  type MinorEntry,
} from './minor-units.js';
export { lineToFields, plainUnitAmounts, priceLines } from './pricing-engine.js';
export type { PricingInputs, VariantPricingInput } from './pricing-inputs.js';
export { PRICING_MESSAGES } from './pricing-messages.js';
export { pricingRoutes } from './pricing.routes.js';
export {
  AddToCartRequestSchema,
  CartItemCurveSchema,
  CartItemGenericSchema,
  CartItemSimpleSchema,
  CartItemsSchema,
  PriceEntriesSchema,
  Quantity,
  Uuid,
  type AddToCartRequest,
  type CartItem,
  type CartItemValue,
  type PriceEntry,
  type PricingItem,
} from '@store/contracts/wire/pricing';
export { rulesOf, type PricedItems, type PricingService } from './pricing.service.js';
export { printAreaRefusal } from './print-area-rule.js';
