import { registerSessionMessages } from './session-messages';
import { handleSessionRequests } from './session-requests';
import { createUserSession, type UserSession } from './user-session';

/**
 * What the session loads after the boot (`startSession` imports this file when first needed):
 * the rules of spec section 4 for one tenant, answering mf-account's session requests from now on.
 */
export function startSessionRules(tenant: string, storage: Storage): UserSession {
  registerSessionMessages();
  const session = createUserSession({ tenant, storage });
  handleSessionRequests(session);
  return session;
}
