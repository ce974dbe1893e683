import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/index.js';
import { authMessages } from './auth-messages.js';

/** What a provider vouches for after the code exchange. */
export interface ProviderAccount {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** What the login page needs to send the buyer to the provider. */
export interface ProviderInfo {
  name: string;
  clientId: string;
  authorizationUrl: string;
  scope: string;
}

/** One external login provider (OAuth 2.0 authorization code flow). */
export interface ExternalAuthProvider {
  info: ProviderInfo;
  /** Exchanges the code for the account; throws when the provider refuses or cannot be reached. */
  exchange(code: string, redirectUri: string): Promise<ProviderAccount>;
}

export interface ExternalIdentity {
  provider: string;
  subject: string;
  email: string;
  name: string;
}

/** The configured providers; one that is not configured simply is not in the list. */
export function createExternalAuthProviders(
  providers: readonly ExternalAuthProvider[],
  publicUrl: string,
  log: FastifyBaseLogger,
) {
  const byName = new Map(providers.map((provider) => [provider.info.name, provider]));

  /** The code came back to this tenant's login page on the store's public address, or it is refused. */
  function isOwnLoginPage(tenant: Tenant, redirectUri: string): boolean {
    try {
      const url = new URL(redirectUri);
      return url.origin === new URL(publicUrl).origin && url.pathname === `/${tenant.name}/auth`;
    } catch {
      return false;
    }
  }

  return {
    list: (): ProviderInfo[] => providers.map((provider) => provider.info),

    async identify(
      tenant: Tenant,
      providerName: string,
      code: string,
      redirectUri: string,
    ): Promise<ExternalIdentity> {
      const messages = authMessages(tenant.environment);
      const provider = byName.get(providerName);
      if (!provider) throw AppError.unprocessable(messages.externalUnavailable, 'authProvider');
      if (!isOwnLoginPage(tenant, redirectUri))
        throw AppError.badRequest(messages.externalRedirect, 'redirectUri');
      let account: ProviderAccount;
      try {
        account = await provider.exchange(code, redirectUri);
      } catch (error) {
        log.warn({ err: error, provider: providerName }, 'external login refused');
        throw AppError.unprocessable(messages.externalFailed);
      }
      if (!account.emailVerified) throw AppError.unprocessable(messages.externalUnverified);
      return {
        provider: providerName,
        subject: account.subject,
        email: account.email,
        name: account.name,
      };
    },
  };
}

export type ExternalAuthProviders = ReturnType<typeof createExternalAuthProviders>;
