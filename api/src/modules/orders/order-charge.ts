import { userSubject } from '../../http/auth.js';
import { orderFigures, type OrderFigures } from '../pricing/index.js';
import type { MinorEntry } from '../pricing/index.js';
import type { PricedItems, PricingService } from '../pricing/index.js';
import type { CartItem } from '../pricing/index.js';
import { shipLinesOf } from '../shipping/index.js';
import type { QuotedOption, ShippingService } from '../shipping/index.js';
import type { Tenant, TenantsService } from '../tenants/index.js';

/** The address and the chosen shipping option, as CompleteOrder and GetOrderTotals send them. */
export interface ChargeRequest {
  shoppingCart: { shoppingCartProductsFK: CartItem[] };
  provinceId: string;
  cityId: string;
  locationId: string;
  zipCode: string;
  shippingLogisticType: string;
  shippingServiceType: string;
  shippingCarrierId: string;
  shippingPointId?: string | null;
}

export interface ChargeDependencies {
  tenants: TenantsService;
  pricing: PricingService;
  shipping: ShippingService;
}

/**
 * What an order charges, computed once on the server: the cart priced by the engine (or the
 * quote's locked entries), in minor units, the chosen shipping re-quoted for the address (422 when it is gone),
 * and the invoice's figures (`orderFigures`: products' net, shipping's net, IVA per rate, total).
 * CompleteOrder stores them; GetOrderTotals shows them in the checkout before confirming.
 */
export async function chargeOf(
  deps: ChargeDependencies,
  tenant: Tenant,
  userId: number,
  body: ChargeRequest,
  lockedEntries: MinorEntry[] | null,
) {
  const items = body.shoppingCart.shoppingCartProductsFK;
  const pricing = deps.tenants.pricingSettings(tenant);
  const decimals = pricing.roundPrice;
  // Its designs may name only the buyer's own uploads, and print areas the technique prints.
  const today: PricedItems = await deps.pricing.price(tenant, items, userSubject(userId));
  // The catalogue still names the lines; the money is the quote's, as priced when quoted.
  const entries = lockedEntries ?? today.minor;
  const cart = entries.at(-1)!.value;
  const quote = await deps.shipping.quote(tenant, {
    provinceId: body.provinceId,
    cityId: body.cityId,
    locationId: body.locationId,
    zipCode: body.zipCode,
    lines: shipLinesOf(items),
    declaredValue: cart.total,
  });
  const found: { option: QuotedOption; pointId: string | null } = deps.shipping.find(quote, {
    logisticType: body.shippingLogisticType,
    serviceType: body.shippingServiceType,
    carrierId: body.shippingCarrierId,
    pointId: body.shippingPointId ?? null,
  });
  const figures: OrderFigures = orderFigures({
    productsNet: cart.subTotal,
    shippingGross: found.option.priceInclTax,
    rate: pricing.taxRate,
  });
  return { inputs: today.inputs, entries, cart, quote, ...found, figures, decimals };
}
