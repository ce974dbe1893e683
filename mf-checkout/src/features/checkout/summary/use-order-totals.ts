import type { OrderChargeTotals, OrderTotalsRequest } from '@store/contracts';

import { useCheckoutApi } from '../api/checkout-api-context';
import { useKeyedLoad } from '@store/ui';

export type OrderTotalsState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; totals: OrderChargeTotals };

/**
 * What the order will charge (`Orders/GetOrderTotals`: the server's subtotal, shipping, IVA and
 * total), asked again whenever the cart, the address or the shipping option change; nothing
 * before an option is chosen. An answer for an older choice is dropped.
 */
export function useOrderTotals(request: OrderTotalsRequest | null): OrderTotalsState {
  const api = useCheckoutApi();
  const key = request ? JSON.stringify(request) : null;
  const { data, error } = useKeyedLoad(key, () => api.orderTotals(request as OrderTotalsRequest));
  if (!key) return { status: 'none' };
  if (error) return { status: 'failed' };
  return data ? { status: 'ready', totals: data } : { status: 'loading' };
}
