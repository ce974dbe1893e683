/** Leaves the store for the payment provider's page (a full navigation, not a route). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
