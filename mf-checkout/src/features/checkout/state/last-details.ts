import type { AddresseeData, BillingData } from '@store/contracts';

/**
 * The billing and address of the buyer's last order, offered again in the next checkout (the
 * "imports" part). The API has no call for them, so this browser keeps them per tenant and buyer.
 */
export interface LastDetails {
  billing: Partial<BillingData>;
  addressee: Partial<AddresseeData>;
}

const key = (tenant: string, owner: number) => `checkout:${tenant}:${owner}:last`;

export function readLastDetails(tenant: string, owner: number): LastDetails | null {
  try {
    const value = JSON.parse(localStorage.getItem(key(tenant, owner)) ?? 'null') as LastDetails;
    return value?.billing && value.addressee ? value : null;
  } catch {
    return null;
  }
}

export function saveLastDetails(tenant: string, owner: number, details: LastDetails): void {
  try {
    localStorage.setItem(key(tenant, owner), JSON.stringify(details));
  } catch {
    // Not offering them next time is the only loss.
  }
}
