import type { ExternalProvider } from './account-api';

/**
 * Google's authorization-code flow from the login page: the buyer goes to Google with a random
 * `state` kept in this tab, and comes back to `/<tenant>/auth?code=…&state=…`, where the state
 * must match before the code is sent to the API.
 */
const stateKey = (tenant: string) => `store:${tenant}:google-login`;

/** The login page of this tenant: the redirect address registered with Google. */
export const googleRedirectUri = (tenant: string) =>
  `${window.location.origin}/${encodeURIComponent(tenant)}/auth`;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The provider's address to send the buyer to; `from` is where to return after login. */
export function googleAuthorizationUrl(
  tenant: string,
  provider: ExternalProvider,
  from: string,
  storage: Storage = window.sessionStorage,
): string {
  const state = randomState();
  storage.setItem(stateKey(tenant), JSON.stringify({ state, from }));
  const url = new URL(provider.authorizationUrl);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', googleRedirectUri(tenant));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('prompt', 'select_account');
  return url.href;
}

/** The `from` saved when the login started, if the returned state is the one this tab sent. */
export function takeGoogleReturn(
  tenant: string,
  state: string | null,
  storage: Storage = window.sessionStorage,
): { from: string } | null {
  const saved = storage.getItem(stateKey(tenant));
  storage.removeItem(stateKey(tenant));
  if (!saved || !state) return null;
  try {
    const value = JSON.parse(saved) as { state?: unknown; from?: unknown };
    if (value.state !== state) return null;
    return { from: typeof value.from === 'string' ? value.from : '/' };
  } catch {
    return null;
  }
}
