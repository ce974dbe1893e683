import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { nowIso } from '../../db/database.js';
import type { TenantSecretsRepository } from './tenants.repository.js';

/** The credentials a tenant may keep; only the modules that use them read them, nothing shows them. */
export type TenantSecretName =
  | 'mercadoPagoAccessToken'
  | 'mercadoPagoPublicKey'
  | 'mercadoPagoWebhookSecret'
  | 'zippinApiToken'
  | 'zippinApiSecret'
  | 'arcaCertificate'
  | 'arcaPrivateKey'
  | 'openFacturaApiKey';

export interface MercadoPagoCredentials {
  accessToken: string;
  webhookSecret: string;
}

/** AES-256-GCM: the key is the SHA-256 of TENANT_SECRETS_KEY; a tampered value fails to open. */
export function createSecretBox(secret: string) {
  const key = createHash('sha256').update(secret).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('malformed tenant secret');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/** What the back office may know of a credential: whether it is set, its end, when and by whom. */
export interface SecretStatus {
  set: boolean;
  last4: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

export function createTenantSecrets(repository: TenantSecretsRepository, secretsKey: string) {
  const box = createSecretBox(secretsKey);
  const reader = async (tenantId: number) => {
    const rows = await repository.rows(repository.db, tenantId);
    return (name: TenantSecretName) => {
      const row = rows.find((r) => r.name === name);
      return row ? box.open(row.ciphertext) : null;
    };
  };
  return {
    /**
     * Seals and stores the given values (empty ones are left as they are); `by` is the staff
     * member's e-mail (none from the terminal), `executor` the transaction it belongs to.
     */
    async set(
      tenantId: number,
      values: Partial<Record<TenantSecretName, string>>,
      {
        by = null,
        executor = repository.db,
      }: { by?: string | null; executor?: typeof repository.db } = {},
    ) {
      const now = nowIso();
      for (const [name, value] of Object.entries(values)) {
        if (!value) continue;
        await repository.upsert(executor, tenantId, {
          name,
          ciphertext: box.seal(value),
          updated_at: now,
          updated_by: by,
        });
      }
    },

    /** Which secrets the tenant has (names only: values are never shown back). */
    async names(tenantId: number): Promise<string[]> {
      return (await repository.rows(repository.db, tenantId)).map((row) => row.name);
    },

    /** What the back office shows of some secrets: never more than their last 4 characters. */
    async statuses<N extends TenantSecretName>(
      tenantId: number,
      names: readonly N[],
      executor = repository.db,
    ): Promise<Record<N, SecretStatus>> {
      const rows = await repository.rows(executor, tenantId);
      return Object.fromEntries(
        names.map((name) => {
          const row = rows.find((r) => r.name === name);
          const status: SecretStatus = row
            ? {
                set: true,
                last4: box.open(row.ciphertext).slice(-4),
                updatedAt: row.updated_at,
                updatedBy: row.updated_by,
              }
            : { set: false, last4: null, updatedAt: null, updatedBy: null };
          return [name, status];
        }),
      ) as Record<N, SecretStatus>;
    },

    /** The tenant's Mercado Pago credentials, or null when either is missing. */
    async mercadoPago(tenantId: number): Promise<MercadoPagoCredentials | null> {
      const value = await reader(tenantId);
      const accessToken = value('mercadoPagoAccessToken');
      const webhookSecret = value('mercadoPagoWebhookSecret');
      return accessToken && webhookSecret ? { accessToken, webhookSecret } : null;
    },

    /** The access token alone: «Probar conexión» works before the webhook secret is set. */
    async mercadoPagoAccessToken(tenantId: number): Promise<string | null> {
      return (await reader(tenantId))('mercadoPagoAccessToken');
    },

    /** The tenant's Zippin API token and secret, or null when either is missing. */
    async zippin(tenantId: number): Promise<{ apiToken: string; apiSecret: string } | null> {
      const value = await reader(tenantId);
      const apiToken = value('zippinApiToken');
      const apiSecret = value('zippinApiSecret');
      return apiToken && apiSecret ? { apiToken, apiSecret } : null;
    },

    /** The invoicing module's: ARCA's certificate and key (PEM), the DTE provider's API key. */
    async invoicing(tenantId: number) {
      const value = await reader(tenantId);
      return {
        arcaCertificate: value('arcaCertificate'),
        arcaPrivateKey: value('arcaPrivateKey'),
        openFacturaApiKey: value('openFacturaApiKey'),
      };
    },
  };
}

export type TenantSecrets = ReturnType<typeof createTenantSecrets>;
