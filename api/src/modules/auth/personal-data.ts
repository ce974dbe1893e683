/**
 * A module that keeps data about a buyer (favourites, saved carts, quotes, orders, addresses) and forgets it when the
 * account is deleted. Orders are not deleted: their buyer's personal fields are blanked.
 */
export interface PersonalDataHolder {
  forgetUser(tenantId: number, userId: number): Promise<void>;
}

export type PersonalDataHolders = readonly PersonalDataHolder[];

/** The services that keep per-user data, by their decorator name on the app. */
export const PERSONAL_DATA_SERVICES = [
  'catalog',
  'cart',
  'orders',
  'quotes',
  'buyerAddresses',
] as const;

const isHolder = (value: unknown): value is PersonalDataHolder =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { forgetUser?: unknown }).forgetUser === 'function';

/** The holders among the services the app has (a module that does not exist yet is skipped). */
export function personalDataHoldersOf(app: object): PersonalDataHolders {
  const services = app as Record<string, unknown>;
  return PERSONAL_DATA_SERVICES.map((name) => services[name]).filter(isHolder);
}

/** Every holder forgets the user; one that fails stops the deletion, which can then be retried. */
export async function forgetPersonalData(
  holders: PersonalDataHolders,
  tenantId: number,
  userId: number,
): Promise<void> {
  for (const holder of holders) await holder.forgetUser(tenantId, userId);
}
