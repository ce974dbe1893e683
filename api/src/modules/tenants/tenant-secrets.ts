import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';

/** The credentials a tenant may keep; only the modules that use them read them, nothing shows them. */
export type TenantSecretName =
  | 'mercadoPagoAccessToken'
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

export function createTenantSecrets(db: Kysely<Database>, secretsKey: string) {
  const box = createSecretBox(secretsKey);
  const reader = async (tenantId: number) => {
    const rows = await db
      .selectFrom('tenant_secrets')
      .select(['name', 'ciphertext'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return (name: TenantSecretName) => {
      const row = rows.find((r) => r.name === name);
      return row ? box.open(row.ciphertext) : null;
    };
  };
  return {
    async set(tenantId: number, values: Partial<Record<TenantSecretName, string>>) {
      const now = nowIso();
      for (const [name, value] of Object.entries(values)) {
        if (!value) continue;
        await db
          .insertInto('tenant_secrets')
          .values({ tenant_id: tenantId, name, ciphertext: box.seal(value), updated_at: now })
          .onConflict((oc) =>
            oc
              .columns(['tenant_id', 'name'])
              .doUpdateSet({ ciphertext: box.seal(value), updated_at: now }),
          )
          .execute();
      }
    },

    /** Which secrets the tenant has (names only: values are never shown back). */
    async names(tenantId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('tenant_secrets')
        .select('name')
        .where('tenant_id', '=', tenantId)
        .orderBy('name')
        .execute();
      return rows.map((row) => row.name);
    },

    /** The tenant's Mercado Pago credentials, or null when either is missing. */
    async mercadoPago(tenantId: number): Promise<MercadoPagoCredentials | null> {
      const value = await reader(tenantId);
      const accessToken = value('mercadoPagoAccessToken');
      const webhookSecret = value('mercadoPagoWebhookSecret');
      return accessToken && webhookSecret ? { accessToken, webhookSecret } : null;
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
