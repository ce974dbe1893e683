import { createRemoteJWKSet, jwtVerify } from 'jose';
import { ConfigError } from '../../config.js';
import type { ExternalAuthProvider, ProviderAccount } from './external-auth.js';

type Env = Record<string, string | undefined>;

const GOOGLE = {
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
};
const TIMEOUT_MS = 5_000;

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  jwksUrl: string;
}

function url(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (!/^https?:\/\//.test(value)) throw new ConfigError(name, 'must be an http(s) address');
  return value;
}

/**
 * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET turn Google login on; without both it is off. The
 * GOOGLE_*_URL variables point at another endpoint (a test double or a proxy).
 */
export function readGoogleSettings(env: Env = process.env): GoogleSettings | null {
  const clientId = env.GOOGLE_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim() ?? '';
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret)
    throw new ConfigError(clientId ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID', 'is needed too');
  return {
    clientId,
    clientSecret,
    authorizationUrl: url(env, 'GOOGLE_AUTHORIZATION_URL', GOOGLE.authorizationUrl),
    tokenUrl: url(env, 'GOOGLE_TOKEN_URL', GOOGLE.tokenUrl),
    jwksUrl: url(env, 'GOOGLE_JWKS_URL', GOOGLE.jwksUrl),
  };
}

/** Google's OAuth 2.0 code exchange; the ID token is verified against Google's published keys. */
export function createGoogleProvider(settings: GoogleSettings): ExternalAuthProvider {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: TIMEOUT_MS });
  return {
    info: {
      name: 'Google',
      clientId: settings.clientId,
      authorizationUrl: settings.authorizationUrl,
      scope: 'openid email profile',
    },
    async exchange(code, redirectUri): Promise<ProviderAccount> {
      const response = await fetch(settings.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          code,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          redirect_uri: redirectUri,
          grant_type: 'authorization_code',
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Google token endpoint answered ${response.status}`);
      const { id_token: idToken } = (await response.json()) as { id_token?: unknown };
      if (typeof idToken !== 'string') throw new Error('Google sent no ID token');
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE.issuers,
        audience: settings.clientId,
        algorithms: ['RS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string')
        throw new Error('Google ID token without subject or e-mail');
      return {
        subject: payload.sub,
        email: payload.email,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name.slice(0, 120) : '',
      };
    },
  };
}
