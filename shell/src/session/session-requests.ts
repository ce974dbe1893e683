import type { SessionActionFailure, SessionActionResult } from '@store/contracts';
import { emit, handle, i18n, sessionHolder, toStoreApiError } from '@store/platform';
import { sessionApi, type LoginAnswer } from './session-api';
import type { UserSession } from './user-session';

function failureOf(error: unknown): SessionActionFailure {
  const failure = toStoreApiError(error);
  return { ok: false, message: failure.message, field: failure.field };
}

const notLoggedIn = (): SessionActionFailure => ({
  ok: false,
  message: i18n.t('notLoggedIn', { ns: 'session' }),
  field: null,
});

/**
 * The shell answers mf-account's session requests (contracts `session-events.ts`): the screens
 * ask, the shell calls the API, keeps the tokens and says `session:changed`.
 */
export function handleSessionRequests(session: UserSession): () => void {
  /** Spec section 8: a failed login sets the auth error message, shows the popup, answers false. */
  async function login(call: () => Promise<LoginAnswer>) {
    try {
      const answer = await call();
      if (answer.canLogin) session.begin(answer);
      return { ok: true as const, canLogin: answer.canLogin };
    } catch (error) {
      const failure = failureOf(error);
      emit('session:auth-failed', { message: failure.message });
      return failure;
    }
  }

  async function logout(): Promise<SessionActionResult> {
    // Spec section 8: a failed logout call is only logged; the session ends here anyway.
    await sessionApi.logOut().catch((error: unknown) => console.warn('[store] logout', error));
    await session.becomeGuest();
    return { ok: true };
  }

  const disposers = [
    handle('session:login-requested', (credentials) =>
      login(() => sessionApi.authenticate(credentials)),
    ),
    handle('session:external-login-requested', (request) =>
      login(() => sessionApi.externalAuthenticate(request)),
    ),
    handle('session:logout-requested', logout),
    handle('session:profile-update-requested', async (profile) => {
      if (!sessionHolder.get().user) return notLoggedIn();
      try {
        session.updateUser(await sessionApi.updateProfile(profile));
        return { ok: true };
      } catch (error) {
        return failureOf(error);
      }
    }),
    handle('session:account-delete-requested', async () => {
      const user = sessionHolder.get().user;
      if (!user) return notLoggedIn();
      try {
        await sessionApi.deleteAccount(user);
      } catch (error) {
        return failureOf(error);
      }
      await session.becomeGuest();
      return { ok: true };
    }),
  ];
  return () => disposers.forEach((dispose) => dispose());
}
