import { createHash } from 'node:crypto';
import { MERCADOPAGO_FIELDS, mercadoPagoProblems } from '@store/contracts/store-rules';
import type { MercadoPagoCredentialsInput } from '@store/contracts/wire/store-settings';
import { AppError } from '../../http/errors.js';
import type { StoreAudit } from './store-look.service.js';
import { STORE_SETTINGS_MESSAGES } from './store-settings.service.js';
import type { Tenant } from './tenant.js';
import type { TenantSecretName, TenantSecrets } from './tenant-secrets.js';
import type { TenantSecretsRepository } from './tenants.repository.js';

/** Each field of the page and the tenant secret it is stored as. */
const SECRET_OF = {
  accessToken: 'mercadoPagoAccessToken',
  publicKey: 'mercadoPagoPublicKey',
  webhookSecret: 'mercadoPagoWebhookSecret',
} as const satisfies Record<keyof MercadoPagoCredentialsInput, TenantSecretName>;
const FIELDS = MERCADOPAGO_FIELDS.map(({ name }) => name);

/**
 * The store's Mercado Pago credentials from «Tienda» (issue 32), write-only: the page reads
 * whether each is set, its last 4 characters, when and by whom (`state`), never a value; `save`
 * checks the typed ones with `@store/contracts/store-rules`' `mercadoPagoProblems` (400 on the
 * field), and stores them as the terminal's `npm run tenant -- payment` does (sealed in
 * `tenant_secrets`) with the audit entry, in one transaction; 409 when they changed since the
 * page read them.
 */
export function createMercadoPagoSettings(
  repository: TenantSecretsRepository,
  secrets: TenantSecrets,
) {
  async function statusOf(tenantId: number, executor = repository.db) {
    const stored = await secrets.statuses(tenantId, Object.values(SECRET_OF), executor);
    return Object.fromEntries(FIELDS.map((field) => [field, stored[SECRET_OF[field]]])) as {
      [F in keyof typeof SECRET_OF]: (typeof stored)[(typeof SECRET_OF)[F]];
    };
  }
  const revisionOf = (status: unknown) =>
    createHash('sha256').update(JSON.stringify(status)).digest('hex').slice(0, 16);

  async function state(tenant: Tenant) {
    const status = await statusOf(tenant.id);
    return {
      status,
      revision: revisionOf(status),
      country: tenant.environment === 'CL' ? ('CL' as const) : ('AR' as const),
    };
  }

  async function save(
    tenant: Tenant,
    typed: MercadoPagoCredentialsInput,
    revision: string,
    by: string,
    audit: StoreAudit,
  ) {
    const clean = Object.fromEntries(
      FIELDS.map((field) => [field, typed[field].trim()]),
    ) as MercadoPagoCredentialsInput;
    const [problem] = Object.entries(mercadoPagoProblems(clean));
    if (problem) throw AppError.badRequest(problem[1]!, problem[0]);
    const saved = await repository.transaction(async (trx) => {
      const before = await statusOf(tenant.id, trx);
      if (revisionOf(before) !== revision) return false;
      const values = Object.fromEntries(
        FIELDS.map((field) => [SECRET_OF[field], clean[field]]),
      ) as Partial<Record<TenantSecretName, string>>;
      await secrets.set(tenant.id, values, { by, executor: trx });
      // The audit keeps what the page shows (the last 4), never a credential.
      await audit(trx, 'store.mercadopago.saved', before, await statusOf(tenant.id, trx));
      return true;
    });
    if (!saved) throw AppError.conflict(STORE_SETTINGS_MESSAGES.stale('las credenciales'));
    return state(tenant);
  }

  /** The saved access token, for «Probar conexión» (the payments module asks Mercado Pago). */
  async function accessToken(tenant: Tenant): Promise<string | null> {
    return secrets.mercadoPagoAccessToken(tenant.id);
  }

  return { state, save, accessToken };
}

export type MercadoPagoSettings = ReturnType<typeof createMercadoPagoSettings>;
