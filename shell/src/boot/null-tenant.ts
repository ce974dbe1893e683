import type { ShopConfig } from '@store/contracts';
import { mayReload } from './chunk-reload';

/** Loaded only when it happens (it needs the session's rules, which load after the boot). */
const destroySessionAndReload = async (tenant: string) =>
  (await import('../session/destroy-session')).destroySessionAndReload(tenant);

export class MissingTenantError extends Error {
  override name = 'MissingTenantError';
}

/**
 * Spec section 4: a configuration whose tenant is null is invalid: the user session and tokens
 * are destroyed, a guest token is set and the page reloads. Answers true when it did; when the
 * configuration is still without tenant right after such a reload, it stops with an error rather
 * than reloading forever.
 */
export async function restartWithoutTenant(
  config: ShopConfig,
  tenant: string,
  { destroy = destroySessionAndReload, storage = window.sessionStorage, now = Date.now } = {},
): Promise<boolean> {
  if (config.tenant !== null) return false;
  if (!mayReload('null-tenant', { storage, now }))
    throw new MissingTenantError(`The configuration of ${tenant} has no tenant`);
  await destroy(tenant);
  return true;
}
