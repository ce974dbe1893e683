import { createHash } from 'node:crypto';
import {
  bankDetailsProblems,
  storeTextProblem,
  type StoreTextKind,
} from '@store/contracts/store-rules';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { BankDetailsSettings } from './checkout-settings.js';
import type { StoreAudit } from './store-look.service.js';
import type { StoreLookRepository } from './store-look.repository.js';
import type {
  StoreBankDetails,
  StoreBankState,
  StoreTexts,
  StoreTextsState,
} from './store-settings.schemas.js';
import type { Tenant, TenantSettings } from './tenant.js';

export const STORE_SETTINGS_MESSAGES = {
  staleTexts:
    'Otra persona cambió los textos mientras tanto. Se muestran los actuales: revíselos y guarde de nuevo.',
  staleBank:
    'Otra persona cambió los datos bancarios mientras tanto. Se muestran los actuales: revíselos y guarde de nuevo.',
};

const revisionOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
const countryOf = (tenant: Pick<Tenant, 'environment'>) =>
  tenant.environment === 'CL' ? ('CL' as const) : ('AR' as const);

const textsOf = (settings: TenantSettings): StoreTexts => ({
  about: typeof settings.about === 'string' ? settings.about : '',
  policy: typeof settings.policy === 'string' ? settings.policy : '',
});
const bankOf = (settings: TenantSettings): StoreBankDetails | null => {
  const bank = settings.checkout?.bank;
  return bank
    ? {
        bank: bank.bank,
        accountHolder: bank.accountHolder,
        taxId: bank.taxId,
        accountType: bank.accountType,
        accountNumber: bank.accountNumber,
        cbu: bank.cbu,
        alias: bank.alias,
        email: bank.email,
      }
    : null;
};

/** Line breaks as `\n` and no control characters but them and tabs: what a textarea may send. */
const cleanText = (text: string) =>
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
const cleanField = (value: string | null) => {
  const text = value?.replace(/\s+/g, ' ').trim() ?? '';
  return text === '' ? null : text;
};

/**
 * The store's about and policy texts and the bank details buyers paying by transfer read
 * (issue 32): checked with `@store/contracts/store-rules` (the form's rules), written into the
 * tenant's row with the audit entry in one transaction. The row's revision trigger moves, so
 * every instance reads them on its next request and drops its kept pages. A save answers 409
 * when the section changed since the form read it (its `revision`, a fingerprint of the values).
 */
export function createStoreSettingsService(repository: StoreLookRepository) {
  /** Reads the tenant's settings, lets `change` rewrite them, and writes them in one transaction. */
  async function rewrite(
    tenant: Tenant,
    change: (
      settings: TenantSettings,
    ) => { before: unknown; after: unknown; settings: TenantSettings } | 'stale',
    action: string,
    audit: StoreAudit,
  ): Promise<'stale' | 'saved'> {
    return repository.transaction(async (trx) => {
      const row = await repository.tenantRow(trx, tenant.id);
      const outcome = change(JSON.parse(row.settings_json) as TenantSettings);
      if (outcome === 'stale') return 'stale';
      await repository.writeTenant(trx, tenant.id, {
        template_id: row.template_id,
        settings_json: JSON.stringify(outcome.settings),
        updated_at: nowIso(),
      });
      await audit(trx, action, outcome.before, outcome.after);
      return 'saved';
    });
  }

  async function settingsOf(tenant: Tenant): Promise<TenantSettings> {
    const row = await repository.tenantRow(repository.db, tenant.id);
    return JSON.parse(row.settings_json) as TenantSettings;
  }

  return {
    async texts(tenant: Tenant): Promise<StoreTextsState> {
      const texts = textsOf(await settingsOf(tenant));
      return { texts, revision: revisionOf(texts) };
    },

    /** 400 on a text past the rule's limit (on its field); the Markdown is sanitised when shown. */
    async saveTexts(tenant: Tenant, texts: StoreTexts, revision: string, audit: StoreAudit) {
      const clean: StoreTexts = { about: cleanText(texts.about), policy: cleanText(texts.policy) };
      for (const kind of ['about', 'policy'] as const satisfies StoreTextKind[]) {
        const problem = storeTextProblem(kind, clean[kind]);
        if (problem) throw AppError.badRequest(problem, kind);
      }
      const outcome = await rewrite(
        tenant,
        (settings) => {
          const before = textsOf(settings);
          if (revisionOf(before) !== revision) return 'stale';
          // A tenant file's `whiteboxSettings.about` would answer before these: one text each.
          const { about: _about, policy: _policy, ...whitebox } = settings.whiteboxSettings ?? {};
          return {
            before,
            after: clean,
            settings: { ...settings, ...clean, whiteboxSettings: whitebox },
          };
        },
        'store.texts.saved',
        audit,
      );
      if (outcome === 'stale') throw AppError.conflict(STORE_SETTINGS_MESSAGES.staleTexts);
      return this.texts(tenant);
    },

    async bank(tenant: Tenant): Promise<StoreBankState> {
      const bank = bankOf(await settingsOf(tenant));
      return { country: countryOf(tenant), bank, revision: revisionOf(bank) };
    },

    /** 400 with the first problem on its field (the CBU's check digits, the RUT, ...). */
    async saveBank(tenant: Tenant, bank: StoreBankDetails, revision: string, audit: StoreAudit) {
      const clean = Object.fromEntries(
        Object.entries(bank).map(([field, value]) => [field, cleanField(value)]),
      ) as StoreBankDetails;
      const problems = Object.entries(bankDetailsProblems(countryOf(tenant), clean));
      if (problems.length > 0) {
        const [field, message] = problems[0]!;
        throw AppError.badRequest(message, field);
      }
      const outcome = await rewrite(
        tenant,
        (settings) => {
          const before = bankOf(settings);
          if (revisionOf(before) !== revision) return 'stale';
          // The rules above refused a bank, holder or tax id left empty.
          const saved = clean as BankDetailsSettings;
          const checkout = { ...settings.checkout, bank: saved };
          return { before, after: saved, settings: { ...settings, checkout } };
        },
        'store.bank.saved',
        audit,
      );
      if (outcome === 'stale') throw AppError.conflict(STORE_SETTINGS_MESSAGES.staleBank);
      return this.bank(tenant);
    },
  };
}

export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
