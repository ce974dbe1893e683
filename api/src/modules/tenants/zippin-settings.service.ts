import { createHash } from 'node:crypto';
import { zippinProblems } from '@store/contracts/store-rules';
import type { ZippinSettingsInput } from '@store/contracts/wire/store-settings';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { CheckoutSettings } from './checkout-settings.js';
import type { StoreAudit } from './store-look.service.js';
import type { StoreLookRepository } from './store-look.repository.js';
import { STORE_SETTINGS_MESSAGES } from './store-settings.service.js';
import type { Tenant, TenantSettings } from './tenant.js';
import type { TenantSecrets } from './tenant-secrets.js';

type ZippinAccountSettings = NonNullable<CheckoutSettings['zippin']>;

/** Zippin's host in each country: where an account saved on «Tienda» is asked. */
const ZIPPIN_HOSTS = { AR: 'https://api.zippin.com.ar', CL: 'https://api.zippin.cl' } as const;
const SECRETS = ['zippinApiToken', 'zippinApiSecret'] as const;

const countryOf = (tenant: Pick<Tenant, 'environment'>) =>
  tenant.environment === 'CL' ? ('CL' as const) : ('AR' as const);
const revisionOf = (status: unknown) =>
  createHash('sha256').update(JSON.stringify(status)).digest('hex').slice(0, 16);

/**
 * The store's Zippin account from «Tienda» (issue 32): the account and origin numbers live in the
 * tenant's checkout settings (`checkout.zippin`, as a tenant file sets them), the API token and
 * secret as tenant secrets, write-only (`npm run tenant -- shipping` stores the same). `save`
 * checks with `zippinProblems` (400 on the field) and writes both with the audit entry in one
 * transaction, 409 when they changed since the page read them. With the account and both
 * credentials the checkout's quotes come from Zippin (shipping.routes.ts); turned off, from the
 * rate tables again (the credentials stay stored).
 */
export function createZippinSettings(
  repository: StoreLookRepository,
  secrets: TenantSecrets,
  /** ZIPPIN_API_URL (config.ts): the host for a new account instead of the country's. */
  apiUrl: string | null,
) {
  async function statusOf(tenantId: number, executor = repository.db) {
    const row = await repository.tenantRow(executor, tenantId);
    const settings = JSON.parse(row.settings_json) as TenantSettings;
    const saved = settings.checkout?.zippin ?? null;
    const stored = await secrets.statuses(tenantId, SECRETS, executor);
    const status = {
      account: saved && { accountId: saved.accountId, originId: saved.originId },
      apiToken: stored.zippinApiToken,
      apiSecret: stored.zippinApiSecret,
      quotesFrom:
        saved && stored.zippinApiToken.set && stored.zippinApiSecret.set
          ? ('zippin' as const)
          : ('rate-tables' as const),
    };
    return { status, settings, saved, templateId: row.template_id };
  }

  async function state(tenant: Tenant) {
    const { status } = await statusOf(tenant.id);
    return { value: status, revision: revisionOf(status), country: countryOf(tenant) };
  }

  async function save(
    tenant: Tenant,
    typed: ZippinSettingsInput,
    revision: string,
    by: string,
    audit: StoreAudit,
  ) {
    const clean = {
      enabled: typed.enabled,
      accountId: typed.accountId.trim(),
      originId: typed.originId.trim(),
      apiToken: typed.apiToken.trim(),
      apiSecret: typed.apiSecret.trim(),
    };
    const saved = await repository.transaction(async (trx) => {
      const before = await statusOf(tenant.id, trx);
      if (revisionOf(before.status) !== revision) return false;
      const [problem] = Object.entries(
        zippinProblems(clean, {
          apiToken: before.status.apiToken.set,
          apiSecret: before.status.apiSecret.set,
        }),
      );
      if (problem) throw AppError.badRequest(problem[1]!, problem[0]);
      const account: ZippinAccountSettings | null = clean.enabled
        ? {
            baseUrl: before.saved?.baseUrl ?? apiUrl ?? ZIPPIN_HOSTS[countryOf(tenant)],
            accountId: clean.accountId,
            originId: clean.originId,
          }
        : null;
      const { settings } = before;
      await repository.writeTenant(trx, tenant.id, {
        template_id: before.templateId,
        settings_json: JSON.stringify({
          ...settings,
          checkout: { ...settings.checkout, zippin: account },
        }),
        updated_at: nowIso(),
      });
      await secrets.set(
        tenant.id,
        { zippinApiToken: clean.apiToken, zippinApiSecret: clean.apiSecret },
        { by, executor: trx },
      );
      // The audit keeps what the page shows (the numbers, the last 4), never a credential.
      await audit(
        trx,
        'store.zippin.saved',
        before.status,
        (await statusOf(tenant.id, trx)).status,
      );
      return true;
    });
    if (!saved) throw AppError.conflict(STORE_SETTINGS_MESSAGES.stale('la cuenta de Zippin'));
    return state(tenant);
  }

  /** The saved account with its credentials, for «Probar conexión»; null while one is missing. */
  async function account(tenant: Tenant) {
    const { saved } = await statusOf(tenant.id);
    const credentials = await secrets.zippin(tenant.id);
    return saved && credentials ? { ...saved, ...credentials } : null;
  }

  return { state, save, account };
}

export type ZippinSettings = ReturnType<typeof createZippinSettings>;
