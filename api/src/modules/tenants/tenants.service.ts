import { nowIso } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { deepFreeze } from '../../lib/deep-freeze.js';
import type { TenantRow, TenantsRepository } from './tenants.repository.js';
import type { Family, ShopConfig, TemplateId } from '@store/contracts/wire/tenant';
import { checkoutSettingsOf, type CheckoutSettings } from './checkout-settings.js';
import { buildShopConfig, withMenu } from './shop-config.js';
import { tenantNameProblem, isTenantName } from './tenant-name.js';
import {
  DEFAULT_PROFIT_MULTIPLIER,
  TAX_RATES,
  type TenantSettings,
  type PricingSettings,
  type Tenant,
  type NewTenant,
} from './tenant.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseSettings(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function toTenant(row: TenantRow): Tenant {
  return {
    id: row.id,
    name: row.name,
    displayName: row.display_name,
    environment: row.environment,
    templateId: row.template_id as TemplateId,
    settings: parseSettings(row.settings_json) as TenantSettings,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    revision: row.revision,
  };
}

function rowOf(input: NewTenant, now: string) {
  return {
    display_name: input.displayName,
    environment: input.environment,
    template_id: input.templateId,
    settings_json: JSON.stringify(input.settings),
    updated_at: now,
  };
}

function pricingSettingsOf(tenant: Tenant): PricingSettings {
  const config = buildShopConfig(tenant);
  const multiplier = tenant.settings.profitMultiplier;
  return {
    environment: tenant.environment,
    profitMultiplier:
      typeof multiplier === 'number' &&
      Number.isFinite(multiplier) &&
      multiplier >= 1 &&
      multiplier <= 10
        ? multiplier
        : DEFAULT_PROFIT_MULTIPLIER,
    taxRate: TAX_RATES[tenant.environment],
    roundPrice: config.roundPrice,
    withTaxes: config.withTaxes,
    usePriceWithoutMinimun: config.usePriceWithoutMinimun,
    currencySymbol: config.currencySymbol,
  };
}

/** Pricing settings by tenant object, built once each. */
const pricing = new WeakMap<Tenant, PricingSettings>();

export function createTenantsService(repository: TenantsRepository) {
  /**
   * Every API call reads its tenant, whose settings are a large JSON document: the parsed tenant
   * is kept with the revision it was read at, and a call only asks the database for the current
   * revision. An update from another process (the CLI, another instance) bumps it, so the next
   * call reads the tenant again. Kept tenants are frozen: callers share them.
   */
  const current = new Map<string, Tenant>();
  /**
   * The tenant's categories menu from the catalogue's tree, set by the catalog module (which
   * depends on this one); null from it, or before it is set, leaves the settings' families.
   */
  let menuOf: (tenant: Tenant) => Promise<readonly Family[] | null> = async () => null;

  return {
    /** The tenant by its exact (lowercase) name; null for unknown or malformed names. */
    async getByName(name: string): Promise<Tenant | null> {
      if (!isTenantName(name)) return null;
      const revision = await repository.revisionOf(name);
      const held = current.get(name);
      if (revision === undefined) {
        current.delete(name);
        return null;
      }
      if (held?.revision === revision) return held;
      const row = await repository.findByName(name);
      if (!row) return null;
      const tenant = deepFreeze(toTenant(row));
      current.set(name, tenant);
      return tenant;
    },

    async getById(id: number): Promise<Tenant | null> {
      const row = await repository.findById(id);
      return row ? toTenant(row) : null;
    },

    listNames: () => repository.listNames(),

    /** The ShopConfig, its families from the category tree (README «Families»). */
    async getConfig(tenant: Tenant): Promise<ShopConfig> {
      const config = buildShopConfig(tenant);
      const tree = await menuOf(tenant);
      return tree ? withMenu(config, tree) : config;
    },

    /** Where the families come from: the catalogue's tree (catalog.routes.ts sets it). */
    menuFrom(source: (tenant: Tenant) => Promise<readonly Family[] | null>): void {
      menuOf = source;
    },

    pricingSettings(tenant: Tenant): PricingSettings {
      let settings = pricing.get(tenant);
      if (!settings) {
        settings = Object.freeze(pricingSettingsOf(tenant));
        pricing.set(tenant, settings);
      }
      return settings;
    },

    checkoutSettings(tenant: Tenant): CheckoutSettings {
      return checkoutSettingsOf(tenant.environment, tenant.settings.checkout);
    },

    async list(): Promise<Tenant[]> {
      return (await repository.listAll()).map(toTenant);
    },

    /** Creates a tenant unless one by that name exists; answers whether it created it. */
    async createIfMissing(input: NewTenant): Promise<boolean> {
      const problem = tenantNameProblem(input.name);
      if (problem) throw AppError.badRequest(problem, 'name');
      const now = nowIso();
      return repository.insertIfMissing({
        name: input.name,
        ...rowOf(input, now),
        created_at: now,
      });
    },

    /** Creates a new tenant; 409 when the name is taken. Live at once: pages read the database. */
    async create(input: NewTenant): Promise<Tenant> {
      if (!(await this.createIfMissing(input)))
        throw AppError.conflict(`Ya existe una tienda llamada "${input.name}".`);
      return (await this.getByName(input.name)) as Tenant;
    },

    /** Replaces a tenant's configuration whole (the file is the truth); 404 when it is unknown. */
    async update(input: NewTenant): Promise<Tenant> {
      const updated =
        isTenantName(input.name) &&
        (await repository.updateByName(input.name, rowOf(input, nowIso())));
      if (!updated) throw AppError.notFound(`No existe una tienda llamada "${input.name}".`);
      return (await this.getByName(input.name)) as Tenant;
    },
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
