import { AppError } from '../../http/errors.js';
import type { UploadOwner } from './design-charge.js';
import type { PricingSettings, Tenant } from '../tenants/index.js';
import { linesOfCart, PLAIN_CHARGE, variantIdsOf, type DesignCharge } from './cart-lines.js';
import type { MinorEntry } from './minor-units.js';
import {
  amountsToFields,
  amountsToMinor,
  lineToFields,
  priceLines,
  type PricingRules,
} from './pricing-engine.js';
import type { PricingInputs } from './pricing-inputs.js';
import { PricingRefusal } from './pricing-messages.js';
import type { PriceEntry, PricingItem, PricingItemValue } from '@store/contracts/wire/pricing';

export interface PricingDependencies {
  /** The catalogue's costs, stock and techniques per variant of the tenant (absent: unknown). */
  pricingInputs(tenantId: number, variantIds: number[]): Promise<PricingInputs>;
  pricingSettings(tenant: Tenant): PricingSettings;
  /** What a design prints, from the design and the owner's stored uploads (the designs module). */
  designCharge(tenantId: number, customization: unknown, owner: UploadOwner): Promise<DesignCharge>;
}

export interface PricedItems {
  /** One entry per item, then the cart total (type 'Total'): what the API answers. */
  entries: PriceEntry[];
  /**
   * The same entries' amounts in the tenant's minor units (integers, exact): what server callers
   * store, add and split (minor-units.ts).
   */
  minor: MinorEntry[];
  /** What the catalogue said about every variant of the cart, for callers that keep copies. */
  inputs: PricingInputs;
}

/** The engine's rules from a tenant's settings (the catalogue's shown prices use them too). */
export const rulesOf = (settings: PricingSettings): PricingRules => ({
  profitMultiplier: settings.profitMultiplier,
  taxRate: settings.taxRate,
  roundPrice: settings.roundPrice,
  usePriceWithoutMinimun: settings.usePriceWithoutMinimun,
});

/**
 * The pricing engine as a service (`app.pricing`): the cart, quotes and orders price through it,
 * from the catalogue's data and the tenant's settings only. A cart that cannot be bought as sent
 * answers 422 with the buyer's reason.
 */
export function createPricingService(dependencies: PricingDependencies) {
  return {
    /** `owner`: whose uploads the designs may name (the caller's token subject). */
    async price(tenant: Tenant, items: PricingItem[], owner: UploadOwner): Promise<PricedItems> {
      const inputs = await dependencies.pricingInputs(tenant.id, variantIdsOf(items));
      const rules = rulesOf(dependencies.pricingSettings(tenant));
      const charges = new Map<PricingItemValue, DesignCharge>();
      for (const value of items.flatMap((item) =>
        Array.isArray(item.value) ? item.value : [item.value],
      ))
        if (value.customization != null) {
          // Every design is checked (size limits, whose uploads): a line keeps it, and an order's
          // print files are drawn from it, technique or not. Only a technique charges for it.
          const charge = await dependencies.designCharge(tenant.id, value.customization, owner);
          if (value.applicationTechnique) charges.set(value, charge);
        }
      try {
        const chargeOf = (value: PricingItemValue) => charges.get(value) ?? PLAIN_CHARGE;
        const priced = priceLines(linesOfCart(items, inputs, chargeOf), rules);
        const entries: PriceEntry[] = priced.lines.map((line) => ({
          type: line.type,
          shoppingCartUUID: line.shoppingCartUUID,
          value: lineToFields(line, rules),
        }));
        entries.push({
          type: 'Total',
          shoppingCartUUID: null,
          value: amountsToFields(priced.total, rules),
        });
        const minor: MinorEntry[] = priced.lines.map((line) => ({
          type: line.type,
          shoppingCartUUID: line.shoppingCartUUID,
          value: amountsToMinor(line.amounts),
        }));
        minor.push({ type: 'Total', shoppingCartUUID: null, value: amountsToMinor(priced.total) });
        return { entries, minor, inputs };
      } catch (error) {
        if (error instanceof PricingRefusal) throw AppError.unprocessable(error.message);
        throw error;
      }
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
