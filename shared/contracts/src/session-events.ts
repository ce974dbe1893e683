/**
 * The session's events and requests (spec section 4). The shell owns the session (tokens, the
 * stored session and profile, `sessionHolder`); mf-account owns the screens and asks the shell
 * through these requests. Tokens never leave the shell. The requests the shell sends the API are
 * the API's schemas' (`wire/auth.schemas.ts`), imported as types.
 */

import type { Static } from 'typebox';
import type {
  AuthenticateBodySchema,
  ExternalAuthenticateBodySchema,
  UpdateProfileBodySchema,
} from './wire/auth.schemas.ts';

export type LoginCredentials = Static<typeof AuthenticateBodySchema>;
/** `TokenAuth/ExternalAuthenticate`: the provider's code and the address it was issued for. */
export type ExternalLoginRequest = Static<typeof ExternalAuthenticateBodySchema>;
/** Providers of `TokenAuth/ExternalAuthenticate`. */
export type ExternalAuthProvider = ExternalLoginRequest['authProvider'];
/** Spec section 7 `Account/UpdateProfile`; `currentPassword` only with a new e-mail. */
export type ProfileUpdate = Static<typeof UpdateProfileBodySchema>;

/** A session action that failed: the server's Spanish message and the input field it names. */
export interface SessionActionFailure {
  ok: false;
  message: string;
  field: string | null;
}

export type SessionActionResult = { ok: true } | SessionActionFailure;

/**
 * A login: `canLogin` false means the credentials were right but the account cannot log in yet
 * (not activated): the screen shows the feedback page, no session was started.
 */
export type LoginResult = { ok: true; canLogin: boolean } | SessionActionFailure;

export interface SessionEvents {
  /** The session changed (login, logout, restore): listeners re-read the session holder. */
  'session:changed': { userId: number | null };
  /**
   * Spec section 8: a login, registration, external login or account activation failed. The shell
   * keeps the message and shows the auth error popup with it.
   */
  'session:auth-failed': { message: string };
}

type EmptyPayload = Record<string, never>;

export interface SessionRequests {
  /** `TokenAuth/Authenticate`; on success the shell stores the session and emits `session:changed`. */
  'session:login-requested': { payload: LoginCredentials; result: LoginResult };
  /** `TokenAuth/ExternalAuthenticate`, then as a login. */
  'session:external-login-requested': { payload: ExternalLoginRequest; result: LoginResult };
  /**
   * `TokenAuth/LogOut`, then the stored session and tokens are cleared, a new guest token is set
   * and `session:changed` says `{ userId: null }`. The caller then navigates to `paths.home()`.
   */
  'session:logout-requested': { payload: EmptyPayload; result: SessionActionResult };
  /** `Account/UpdateProfile` for the logged-in user; the stored profile follows. */
  'session:profile-update-requested': { payload: ProfileUpdate; result: SessionActionResult };
  /**
   * `Account/DeleteAccount` of the logged-in user, then as a logout. The caller then navigates to
   * `paths.home()`.
   */
  'session:account-delete-requested': { payload: EmptyPayload; result: SessionActionResult };
}
