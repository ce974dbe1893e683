import { AppError } from '../../http/errors.js';
import type { CartItem } from '../pricing/index.js';
import type { Environment } from '../tenants/index.js';
import type { ShipLine } from './shipping.service.js';
import type { ShippingQuoteRequest } from '@store/contracts/wire/shipping';

export const MISSING_ADDRESS = 'Falta la dirección de envío.';

/** The lines of a cart: a simple product's variant, a curve product's variants one by one. */
export function shipLinesOf(items: CartItem[]): ShipLine[] {
  return items.flatMap((item) =>
    item.type === 'ProductoSimple'
      ? [{ variantId: item.value.id, productId: item.generic.id, quantity: item.value.quantity }]
      : item.value.map((line) => ({
          variantId: line.id,
          productId: item.generic.id,
          quantity: line.quantity,
        })),
  );
}

/** The address ids and lines of any of the three payload forms, by the tenant's country. */
export function readQuoteRequest(env: Environment, body: ShippingQuoteRequest) {
  const simple = body.products !== undefined;
  const ids = simple
    ? { provinceId: body.province, cityId: body.city, locationId: body.location }
    : env === 'CL'
      ? { provinceId: body.regionId, cityId: body.provinceId, locationId: body.comunaId }
      : {
          provinceId: body.provinceFKId ?? body.provinceId,
          cityId: body.cityFKId,
          locationId: body.locationFKId,
        };
  for (const [field, value] of Object.entries(ids)) {
    if (!value) throw new AppError(422, MISSING_ADDRESS, { field });
  }
  const items = body.shoppingCart?.shoppingCartProductsFK ?? [];
  const lines: ShipLine[] = simple
    ? body.products!.map((p) => ({
        variantId: p.productId,
        productId: p.genericProductId,
        quantity: p.quantity,
      }))
    : shipLinesOf(items);
  return {
    provinceId: ids.provinceId!,
    cityId: ids.cityId!,
    locationId: ids.locationId!,
    zipCode: (simple ? body.postalCode : body.zipCode) ?? '',
    lines,
    items,
  };
}
