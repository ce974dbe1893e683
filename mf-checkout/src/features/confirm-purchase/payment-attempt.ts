import { v4 as newKey } from 'uuid';

/**
 * The Idempotency-Key of one payment attempt of an order, kept for this tab: a reload of the
 * redirect page reuses the provider's checkout instead of opening another; a retry after a
 * rejection is a new attempt with a new key.
 */
const key = (tenant: string, orderId: number) => `checkout:${tenant}:pay:${orderId}`;

export function attemptKey(tenant: string, orderId: number): string {
  const kept = sessionStorage.getItem(key(tenant, orderId));
  if (kept) return kept;
  const fresh = newKey();
  sessionStorage.setItem(key(tenant, orderId), fresh);
  return fresh;
}

export function endAttempt(tenant: string, orderId: number): void {
  sessionStorage.removeItem(key(tenant, orderId));
}
