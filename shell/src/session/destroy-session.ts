import { sessionHolder } from '@store/platform';
import { ensureGuestToken } from './guest-session';
import { clearStoredSession } from './session-writes';

/**
 * Spec section 4: when the configuration answers a null tenant, the user session and tokens are
 * destroyed, a guest token is set and the page reloads. The shell calls this; a failed guest
 * token fetch does not stop the reload (the next start asks again).
 */
export async function destroySessionAndReload(
  tenant: string,
  { storage = window.localStorage, reload = () => window.location.reload() } = {},
): Promise<void> {
  clearStoredSession(storage, tenant);
  sessionHolder.set({ accessToken: null, user: null });
  await ensureGuestToken(tenant, storage);
  reload();
}
