import {
  type ExternalLoginRequest,
  type LoginCredentials,
  type ProfileUpdate,
  type User,
} from '@store/contracts';
import { api, appPath, toStoreApiError } from '@store/platform';

/** What `TokenAuth/Authenticate` and `ExternalAuthenticate` answer (spec section 7). */
export type LoginAnswer =
  | ({ canLogin: true; accessToken: string; refreshToken: string } & User)
  | { canLogin: false; email: string };

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** The session's calls to the API; the shell is the only place that sees tokens. */
export const sessionApi = {
  authenticate: (credentials: LoginCredentials) =>
    api.post<LoginAnswer>(appPath('TokenAuth/Authenticate'), {
      ...credentials,
      isEcommerceClient: true,
    }),

  externalAuthenticate: (login: ExternalLoginRequest) =>
    api.post<LoginAnswer>(appPath('TokenAuth/ExternalAuthenticate'), {
      ...login,
      isEcommerceClient: true,
    }),

  logOut: () => api.get<unknown>('/api/TokenAuth/LogOut'),

  updateProfile: (profile: ProfileUpdate) =>
    api.put<User>(appPath('Account/UpdateProfile'), profile),

  deleteAccount: (user: Pick<User, 'email' | 'userId'>) =>
    api.delete<unknown>(appPath('Account/DeleteAccount'), {
      Email: user.email,
      UserId: user.userId,
    }),
};

/** 'ended': the server refused the token (the session is over); 'unreachable': try again later. */
export type RefreshOutcome = { ok: true; tokens: TokenPair } | { ok: false; ended: boolean };

/**
 * `TokenAuth/RefreshToken`, sent at once and without the bearer token (`bearer: null`): the
 * access token it replaces has usually expired, and the API refuses a request that carries an
 * invalid one. The refresh token goes in the body, which keeps it out of access logs.
 */
export async function refreshTokens(refreshToken: string): Promise<RefreshOutcome> {
  try {
    const tokens = await api.request<TokenPair | null>({
      method: 'POST',
      url: '/api/TokenAuth/RefreshToken',
      data: { refreshToken },
      beforeSession: true,
      bearer: null,
    });
    return tokens ? { ok: true, tokens } : { ok: false, ended: false };
  } catch (error) {
    const { status } = toStoreApiError(error);
    return { ok: false, ended: status === 400 || status === 401 };
  }
}
