import { onUnauthorized } from '@store/platform';
import { registerSessionMessages } from './session-messages';
import { handleSessionRequests } from './session-requests';
import { followOtherTabs } from './tab-sync';
import { createUserSession } from './user-session';

/**
 * The session at boot (DESIGN.md section 2): restores a stored user session or sets a guest
 * token, renews tokens on a 401, answers the session requests and follows the other tabs. What
 * it sets up is in place when it returns; the promise is the restore, which may wait for the API.
 * Its calls (a first visit's guest token, a user's token refresh) wait for `usable`: the first
 * API call loads the API client's library (axios, 21 kB), which the page does not need.
 */
export function startSession(
  tenant: string,
  storage: Storage = window.localStorage,
  usable: Promise<unknown> = Promise.resolve(),
): Promise<void> {
  registerSessionMessages();
  const session = createUserSession({ tenant, storage });
  onUnauthorized(session.renew);
  handleSessionRequests(session);
  followOtherTabs(tenant, storage, session);
  return session.restore(usable);
}
