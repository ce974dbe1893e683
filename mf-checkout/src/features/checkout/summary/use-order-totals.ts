import type { OrderChargeTotals, OrderTotalsRequest } from '@store/contracts';
import { useEffect, useState } from 'react';
import { useCheckoutApi } from '../api/checkout-api-context';

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
  const [state, setState] = useState<{ key: string | null; value: OrderTotalsState }>({
    key: null,
    value: { status: 'none' },
  });
  useEffect(() => {
    if (!key) return;
    let current = true;
    api.orderTotals(JSON.parse(key) as OrderTotalsRequest).then(
      (totals) => current && setState({ key, value: { status: 'ready', totals } }),
      () => current && setState({ key, value: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [api, key]);
  if (!key) return { status: 'none' };
  return state.key === key ? state.value : { status: 'loading' };
}
