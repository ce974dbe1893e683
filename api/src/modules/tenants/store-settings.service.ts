import { createHash } from 'node:crypto';
import {
  STORE_FEATURES,
  analyticsCodeProblems,
  bankDetailsProblems,
  shippingProblems,
  storeTextProblem,
  taxConditionProblem,
  type AnalyticsField,
  type StoreFeatureName,
} from '@store/contracts/store-rules';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { BankDetailsSettings, CheckoutSettings } from './checkout-settings.js';
import type { StoreAudit } from './store-look.service.js';
import type { StoreLookRepository } from './store-look.repository.js';
import type {
  StoreAnalytics,
  StoreBankDetails,
  StoreFeatures,
  StoreShipping,
  StoreTax,
  StoreTexts,
} from '@store/contracts/wire/store-settings';
import type { Environment } from '@store/contracts/wire/tenant';
import type { Tenant, TenantSettings } from './tenant.js';

type Country = 'AR' | 'CL';

/**
 * One part of the tenant's settings the owner edits on «Tienda»: how it is read from the
 * settings, checked (each problem on its field), cleaned and written back.
 */
interface Section<T> {
  read(settings: TenantSettings, country: Country): T;
  clean(value: T): T;
  /** `provinces`: the store's provinces (Argentina) or regions (Chile), id -> name. */
  problems(
    value: T,
    country: Country,
    provinces: Readonly<Record<string, string>>,
  ): Partial<Record<string, string>>;
  write(settings: TenantSettings, value: T): TenantSettings;
  /** The audit action of a save. */
  action: string;
  /** What it is called in the 409 («los textos»). */
  what: string;
}

const ANALYTICS_FIELDS: AnalyticsField[] = [
  'googleTagManagerCode',
  'googleAnalyticsCode',
  'pixelFB',
];
const textOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.replace(/\s+/g, ' ').trim() : null;

/** Line breaks as `\n` and no control characters but them and tabs: what a textarea may send. */
const cleanText = (text: string) =>
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

const texts: Section<StoreTexts> = {
  read: (settings) => ({
    about: typeof settings.about === 'string' ? settings.about : '',
    policy: typeof settings.policy === 'string' ? settings.policy : '',
  }),
  clean: (value) => ({ about: cleanText(value.about), policy: cleanText(value.policy) }),
  problems: (value) =>
    Object.fromEntries(
      (['about', 'policy'] as const).flatMap((kind) => {
        const problem = storeTextProblem(kind, value[kind]);
        return problem ? [[kind, problem]] : [];
      }),
    ),
  write: (settings, value) => {
    // A tenant file's `whiteboxSettings.about` would answer before these: one text each.
    const { about: _about, policy: _policy, ...whitebox } = settings.whiteboxSettings ?? {};
    return { ...settings, ...value, whiteboxSettings: whitebox };
  },
  action: 'store.texts.saved',
  what: 'los textos',
};

const bank: Section<StoreBankDetails | null> = {
  read: (settings) => {
    const details = settings.checkout?.bank;
    if (!details) return null;
    return {
      bank: details.bank,
      accountHolder: details.accountHolder,
      taxId: details.taxId,
      accountType: details.accountType,
      accountNumber: details.accountNumber,
      cbu: details.cbu,
      alias: details.alias,
      email: details.email,
    };
  },
  clean: (value) =>
    value &&
    (Object.fromEntries(
      Object.entries(value).map(([field, text]) => [field, textOrNull(text)]),
    ) as unknown as StoreBankDetails),
  problems: (value, country) => bankDetailsProblems(country, value),
  // The rules refused a bank, holder or tax id left empty.
  write: (settings, value) => ({
    ...settings,
    checkout: { ...settings.checkout, bank: value as BankDetailsSettings },
  }),
  action: 'store.bank.saved',
  what: 'los datos bancarios',
};

const features: Section<StoreFeatures> = {
  read: (settings) =>
    Object.fromEntries(
      STORE_FEATURES.map(({ name, byDefault }) => [
        name,
        typeof settings[name] === 'boolean' ? settings[name] : byDefault,
      ]),
    ) as Record<StoreFeatureName, boolean>,
  clean: (value) => value,
  problems: () => ({}),
  write: (settings, value) => ({ ...settings, ...value }),
  action: 'store.features.saved',
  what: 'las funciones',
};

const analytics: Section<StoreAnalytics> = {
  read: (settings) =>
    Object.fromEntries(
      ANALYTICS_FIELDS.map((field) => [field, textOrNull(settings[field])]),
    ) as StoreAnalytics,
  clean: (value) =>
    Object.fromEntries(
      ANALYTICS_FIELDS.map((field) => [field, textOrNull(value[field])]),
    ) as StoreAnalytics,
  problems: (value) => analyticsCodeProblems(value),
  write: (settings, value) => ({ ...settings, ...value }),
  action: 'store.analytics.saved',
  what: 'los códigos de analítica',
};

const trimmed = (text: string) => text.replace(/\s+/g, ' ').trim();

const shipping: Section<StoreShipping> = {
  read: ({ checkout }) => ({
    storePickup: checkout?.storePickup ?? false,
    origin: checkout?.origin ?? { street: '', locality: '', provinceId: '', zipCode: null },
    shippingZones: checkout?.shippingZones ?? {},
    carriers: (checkout?.carriers ?? []).map(({ points, ...carrier }) =>
      carrier.serviceType === 'pickup_point' ? { ...carrier, points: points ?? [] } : carrier,
    ),
  }),
  clean: (value) => ({
    storePickup: value.storePickup,
    origin: {
      street: trimmed(value.origin.street),
      locality: trimmed(value.origin.locality),
      provinceId: value.origin.provinceId,
      zipCode: textOrNull(value.origin.zipCode)?.toUpperCase() ?? null,
    },
    shippingZones: Object.fromEntries(
      Object.entries(value.shippingZones).map(([zone, ids]) => [trimmed(zone), [...new Set(ids)]]),
    ),
    // Branches only where the buyer collects at one: a door-to-door service has none.
    carriers: value.carriers.map(({ points, ...carrier }) => ({
      ...carrier,
      name: trimmed(carrier.name),
      serviceName: trimmed(carrier.serviceName),
      rates: carrier.rates.map((rate) => ({ ...rate, zone: trimmed(rate.zone) })),
      ...(carrier.serviceType === 'pickup_point'
        ? {
            points: (points ?? []).map((point) => ({
              ...point,
              name: trimmed(point.name),
              address: trimmed(point.address),
            })),
          }
        : {}),
    })),
  }),
  problems: (value, country, provinces) => shippingProblems(country, value, provinces),
  write: (settings, value) => ({
    ...settings,
    checkout: { ...settings.checkout, ...(value as Partial<CheckoutSettings>) },
  }),
  action: 'store.shipping.saved',
  what: 'los envíos',
};

const tax: Section<StoreTax> = {
  read: ({ checkout }, country) => ({
    taxCondition: checkout?.taxCondition ?? (country === 'CL' ? 'CONTRIBUYENTE' : 'RI'),
  }),
  clean: (value) => ({ taxCondition: value.taxCondition.trim() }),
  problems: (value, country) => {
    const problem = taxConditionProblem(country, value.taxCondition);
    return problem ? { taxCondition: problem } : {};
  },
  write: (settings, value) => ({
    ...settings,
    checkout: {
      ...settings.checkout,
      taxCondition: value.taxCondition as CheckoutSettings['taxCondition'],
    },
  }),
  action: 'store.tax.saved',
  what: 'la condición frente al IVA',
};

export const STORE_SECTIONS = { texts, bank, features, analytics, shipping, tax };
export type StoreSectionName = keyof typeof STORE_SECTIONS;
type ValueOf<N extends StoreSectionName> =
  (typeof STORE_SECTIONS)[N] extends Section<infer T> ? T : never;

export const STORE_SETTINGS_MESSAGES = {
  stale: (what: string) =>
    `Otra persona cambió ${what} mientras tanto. Se muestran los actuales: revíselos y guarde de nuevo.`,
};

/** A fingerprint of a section's values: the form sends back the one it opened with. */
const revisionOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
const countryOf = (tenant: Pick<Tenant, 'environment'>): Country =>
  tenant.environment === 'CL' ? 'CL' : 'AR';

/**
 * The parts of «Tienda» saved live (issue 32): the about and policy texts, the bank details
 * buyers paying by transfer read, the features buyers get, the analytics codes, the shipping
 * rate tables and the seller's tax condition. Each is
 * checked with `@store/contracts/store-rules` (the form's rules; 400 on the field), written into
 * the tenant's row with its audit entry in one transaction (the revision trigger moves: every
 * instance reads it on its next request and drops its kept pages), and answers 409 when the
 * section changed since the form read it (its `revision`).
 */
export function createStoreSettingsService(
  repository: StoreLookRepository,
  /** The address book's provinces or regions (asked when needed: it registers after tenants). */
  placesOf: (environment: Environment) => Promise<{ id: string; name: string }[]>,
) {
  async function state<N extends StoreSectionName>(tenant: Tenant, name: N) {
    const row = await repository.tenantRow(repository.db, tenant.id);
    const settings = JSON.parse(row.settings_json) as TenantSettings;
    const value = STORE_SECTIONS[name].read(settings, countryOf(tenant));
    return { value: value as ValueOf<N>, revision: revisionOf(value), country: countryOf(tenant) };
  }

  /** The shipping section's state, with the provinces or regions its form offers. */
  async function shippingState(tenant: Tenant) {
    return { ...(await state(tenant, 'shipping')), provinces: await placesOf(tenant.environment) };
  }

  async function save<N extends StoreSectionName>(
    tenant: Tenant,
    name: N,
    value: ValueOf<N>,
    revision: string,
    audit: StoreAudit,
  ) {
    const section = STORE_SECTIONS[name] as unknown as Section<ValueOf<N>>;
    const clean = section.clean(value);
    const provinces = Object.fromEntries(
      (await placesOf(tenant.environment)).map(({ id, name: place }) => [id, place]),
    );
    const problems = Object.entries(section.problems(clean, countryOf(tenant), provinces));
    if (problems.length > 0) {
      const [field, message] = problems[0]!;
      throw AppError.badRequest(message!, field);
    }
    const saved = await repository.transaction(async (trx) => {
      const row = await repository.tenantRow(trx, tenant.id);
      const settings = JSON.parse(row.settings_json) as TenantSettings;
      const before = section.read(settings, countryOf(tenant));
      if (revisionOf(before) !== revision) return false;
      await repository.writeTenant(trx, tenant.id, {
        template_id: row.template_id,
        settings_json: JSON.stringify(section.write(settings, clean)),
        updated_at: nowIso(),
      });
      await audit(trx, section.action, before, clean);
      return true;
    });
    if (!saved) throw AppError.conflict(STORE_SETTINGS_MESSAGES.stale(section.what));
    return name === 'shipping' ? shippingState(tenant) : state(tenant, name);
  }

  return { state, shippingState, save };
}

export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
