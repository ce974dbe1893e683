import type { CartContents } from '@store/contracts';

/**
 * A buy-now product lives only in the cart's memory (spec section 4), so a reload of /checkout
 * would find the cart in cart mode and order the whole saved cart. The checkout keeps its own copy
 * of the product for this tab, and trusts it only while the page it was loaded with stays on
 * the checkout: once the buyer leaves the checkout, the cart's answer is the truth again.
 */
const key = (tenant: string) => `checkout:${tenant}:direct`;

let trusted = startedOnCheckout();

function startedOnCheckout(): boolean {
  if (typeof performance === 'undefined' || !performance.getEntriesByType) return false;
  const [entry] = performance.getEntriesByType('navigation');
  return Boolean(entry && /\/checkout\/?$/.test(new URL(entry.name).pathname));
}

function read(tenant: string): CartContents | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key(tenant)) ?? 'null') as CartContents | null;
    return value?.mode === 'direct' && Array.isArray(value.items) ? value : null;
  } catch {
    return null;
  }
}

/** What to order: the cart's answer, or the kept buy-now product after a reload. */
export function resolveContents(tenant: string, answer: CartContents): CartContents {
  if (answer.mode === 'direct') {
    sessionStorage.setItem(key(tenant), JSON.stringify(answer));
    return answer;
  }
  const kept = trusted ? read(tenant) : null;
  if (kept) return kept;
  sessionStorage.removeItem(key(tenant));
  return answer;
}

/** The buyer left the checkout (or ordered): the kept product is no longer the purchase. */
export function leaveCheckout(tenant: string, { ordered = false } = {}): void {
  trusted = false;
  if (ordered) sessionStorage.removeItem(key(tenant));
}
