import type { SessionRequests } from '@store/contracts';
import { handle, onUnauthorized, request, sessionHolder } from '@store/platform';
import { restoreSession } from './restore-session';
import { followOtherTabs } from './tab-sync';
import type { UserSession } from './user-session';

/** mf-account's requests to the session; the rules' own handlers replace these as they load. */
export const SESSION_REQUESTS = [
  'session:login-requested',
  'session:external-login-requested',
  'session:logout-requested',
  'session:profile-update-requested',
  'session:account-delete-requested',
] as const satisfies readonly (keyof SessionRequests)[];

/**
 * The session at boot (DESIGN.md section 2): restores the stored session at once (a protected page
 * renders with it), and loads the rest, the session's rules (`session-rules.ts`: guest token,
 * token renewal, tab sync, login and logout), when first needed or once `settled` resolves: none of
 * it is needed to make a page usable, and its first call loads the API client's library (axios).
 * Resolves once calls may go: at once with a stored token, after the guest token on a first visit.
 */
export function startSession(
  tenant: string,
  storage: Storage,
  settled: Promise<unknown>,
): Promise<void> {
  let loading: Promise<UserSession> | null = null;
  const rules = () =>
    (loading ??= import('./session-rules').then(
      ({ startSessionRules }) => startSessionRules(tenant, storage),
      (error: unknown) => {
        loading = null; // the next need tries again
        throw error;
      },
    ));

  onUnauthorized(async () => (await rules()).renew());
  followOtherTabs(tenant, storage, () => void rules().then((session) => session.storedChanged()));
  for (const name of SESSION_REQUESTS)
    handle(name, async (payload) => {
      await rules();
      return request(name, payload);
    });

  const restored = restoreSession(tenant, storage);
  const resumed = settled.then(rules).then((session) => session.resume(restored));
  // A first visit's calls wait for its guest token; with a stored token they go at once.
  if (!sessionHolder.get().accessToken) return resumed;
  resumed.catch((error: unknown) => console.warn('[store] the session could not resume', error));
  return Promise.resolve();
}
