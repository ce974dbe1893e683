import { isColorName, isCssColor } from '../../lib/css-color.js';
import { analyticsCode } from './analytics-codes.js';
import { checkoutSettingsOf } from './checkout-settings.js';
import type { Family, ShopConfig, SocialMedia } from '@store/contracts/wire/tenant';
import type { Tenant } from './tenant.js';

/** What GetConfig answers: the tenant's settings with the spec's defaults for everything unset. */
export const DEFAULT_COLORS: ShopConfig['colors'] = {
  primary: '#1d4ed8',
  secondary: '#f59e0b',
  accent: '#0ea5e9',
  link: '#1d4ed8',
  background: '#ffffff',
  surface: '#f5f6f8',
  text: '#1f2933',
};

export const ALL_FAMILY: Family = { id: null, title: 'Todas', slug: null, icon_url: null };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const flag = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;

function colorsOf(value: unknown): ShopConfig['colors'] {
  const colors: ShopConfig['colors'] = { ...DEFAULT_COLORS };
  if (!isObject(value)) return colors;
  for (const [name, color] of Object.entries(value)) {
    if (isColorName(name) && isCssColor(color)) colors[name] = color.trim();
  }
  return colors;
}

function familiesOf(value: unknown): Family[] {
  const families = (Array.isArray(value) ? value : [])
    .filter(isObject)
    .flatMap((family): Family[] => {
      const title = text(family.title);
      if (!title) return [];
      return [
        {
          id: Number.isInteger(family.id) ? (family.id as number) : null,
          title,
          slug: text(family.slug),
          icon_url: text(family.icon_url),
        },
      ];
    });
  const hasAll = families.some((family) => family.slug === null && family.id === null);
  return hasAll ? families : [ALL_FAMILY, ...families];
}

function socialMediasOf(value: unknown): SocialMedia[] {
  return (Array.isArray(value) ? value : []).filter(isObject).flatMap((entry): SocialMedia[] => {
    const fk = isObject(entry.socialMediaFK) ? entry.socialMediaFK : {};
    const key = text(fk.key);
    const username = text(entry.username);
    return key && username
      ? [{ socialMediaFK: { key, name: text(fk.name) ?? key }, username }]
      : [];
  });
}

function productBuilderOf(value: unknown): ShopConfig['productBuilder'] {
  const categories =
    isObject(value) && Array.isArray(value.categories) ? value.categories.filter(isObject) : [];
  return {
    categories: categories.map((category) => ({
      name: text(category.name) ?? '',
      // Designs must be embedded data; a remote address would leak the buyer to a third party.
      designs: (Array.isArray(category.designs) ? category.designs : [])
        .filter(isObject)
        .flatMap((design) => {
          const source = text(design.source);
          return source?.startsWith('data:image/')
            ? [{ name: text(design.name) ?? '', source }]
            : [];
        }),
    })),
  };
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

const configs = new WeakMap<Tenant, ShopConfig>();

/**
 * The full ShopConfig of a tenant, with the spec's defaults for everything it does not set. Built
 * once per tenant object (the service keeps one per revision), and frozen since callers share it.
 */
export function buildShopConfig(tenant: Tenant): ShopConfig {
  let config = configs.get(tenant);
  if (!config) {
    config = Object.freeze(readShopConfig(tenant));
    configs.set(tenant, config);
  }
  return config;
}

const menus = new WeakMap<ShopConfig, { tree: readonly Family[]; config: ShopConfig }>();

/**
 * The configuration with the categories menu of the tree (README «Families: the category tree»):
 * 'Todas', then the tree's families. A root without a picture keeps the icon of the settings'
 * family with its slug, if any. Built once per configuration and tree (both are kept objects),
 * so GetConfig still serializes each answer once.
 */
export function withMenu(config: ShopConfig, tree: readonly Family[]): ShopConfig {
  const kept = menus.get(config);
  if (kept?.tree === tree) return kept.config;
  const icons = new Map(config.families.map((family) => [family.slug, family.icon_url]));
  const families = tree.map((family) =>
    family.icon_url ? family : { ...family, icon_url: icons.get(family.slug) ?? null },
  );
  const built = Object.freeze({ ...config, families: [ALL_FAMILY, ...families] });
  menus.set(config, { tree, config: built });
  return built;
}

function readShopConfig(tenant: Tenant): ShopConfig {
  const s = tenant.settings as Record<string, unknown>;
  const contact = isObject(s.contact) ? s.contact : {};
  return {
    tenant: tenant.name,
    name: tenant.displayName,
    logo: text(s.logo),
    favicon: text(s.favicon),
    colors: colorsOf(s.colors),
    designs: stringRecord(s.designs),
    families: familiesOf(s.families),
    templateFK: { id: tenant.templateId },
    environment: tenant.environment,
    withTaxes: flag(s.withTaxes, false),
    googleTagManagerCode: analyticsCode('googleTagManagerCode', s.googleTagManagerCode),
    googleAnalyticsCode: analyticsCode('googleAnalyticsCode', s.googleAnalyticsCode),
    pixelFB: analyticsCode('pixelFB', s.pixelFB),
    roundPrice:
      Number.isInteger(s.roundPrice) &&
      (s.roundPrice as number) >= 0 &&
      (s.roundPrice as number) <= 4
        ? (s.roundPrice as number)
        : tenant.environment === 'CL'
          ? 0
          : 2,
    currencySymbol: text(s.currencySymbol) ?? '$',
    showProductVideo: flag(s.showProductVideo, false),
    usePriceWithoutMinimun: flag(s.usePriceWithoutMinimun, true),
    partnerConfigShippingMethod: text(s.partnerConfigShippingMethod),
    useFeaturedCategories: flag(s.useFeaturedCategories, false),
    showComplementaryInformation: flag(s.showComplementaryInformation, false),
    registrationInShop: flag(s.registrationInShop, true),
    quotation: flag(s.quotation, true),
    isMultipleVariantDesigns: flag(s.isMultipleVariantDesigns, false),
    socialMedias: socialMediasOf(s.socialMedias),
    productBuilder: productBuilderOf(s.productBuilder),
    contact: {
      email: text(contact.email),
      phone: text(contact.phone),
      address: text(contact.address),
    },
    about: text(s.about),
    policy: text(s.policy),
    // Public on purpose: the buyer must see which invoice the store will issue before paying.
    taxCondition: checkoutSettingsOf(tenant.environment, tenant.settings.checkout).taxCondition,
  };
}
