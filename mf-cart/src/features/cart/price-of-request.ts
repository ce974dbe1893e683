import type { AddToCartRequest, PriceOfRequestResult } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import type { CartApi } from './cart-api';
import { itemFromRequest } from './cart-item-factory';

/**
 * The server's price of what a page would add (`cart:price-requested`): the item is built here,
 * as `cart:add-requested` would build it, so the price shown is the price of what gets added.
 */
export async function priceOfRequest(
  api: CartApi,
  request: AddToCartRequest,
): Promise<PriceOfRequestResult> {
  try {
    const entries = await api.price([itemFromRequest(request)]);
    const line = entries.find((entry) => entry.type !== 'Total');
    return line ? { ok: true, price: line.value } : { ok: false, message: null };
  } catch (error) {
    const reason = error instanceof StoreApiError && error.status === 422 ? error.message : null;
    return { ok: false, message: reason };
  }
}
