import { onUnauthorized } from '@store/platform';
import { registerSessionMessages } from './session-messages';
import { handleSessionRequests } from './session-requests';
import { followOtherTabs } from './tab-sync';
import { createUserSession } from './user-session';

/**
 * The session at boot (DESIGN.md section 2): restores a stored user session or sets a guest
 * token, renews tokens on a 401, answers the session requests and follows the other tabs. What
 * it sets up is in place when it returns; the promise is the restore, which may wait for the API.
 */
export function startSession(
  tenant: string,
  storage: Storage = window.localStorage,
): Promise<void> {
  registerSessionMessages();
  const session = createUserSession({ tenant, storage });
  onUnauthorized(session.renew);
  handleSessionRequests(session);
  followOtherTabs(tenant, storage, session);
  return session.restore();
}
