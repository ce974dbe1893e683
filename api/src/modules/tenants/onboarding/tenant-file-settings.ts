import { isColorName, isCssColor } from '../../../lib/css-color.js';
import { ANALYTICS_EXAMPLES, ANALYTICS_PATTERNS, type AnalyticsField } from '../analytics-codes.js';
import type { TenantSettings } from '../tenant.js';
import { WHITEBOX_KEY_PATTERN } from '../storefront-extras.js';
import { isRecord, type Reader, shown, type Raw } from './problems.js';
import { readCheckout } from './tenant-file-checkout.js';

const FLAGS = [
  'withTaxes',
  'showProductVideo',
  'usePriceWithoutMinimun',
  'useFeaturedCategories',
  'showComplementaryInformation',
  'registrationInShop',
  'quotation',
  'isMultipleVariantDesigns',
] as const;

export const SETTINGS_FIELDS = [
  ...FLAGS,
  'colors',
  'roundPrice',
  'currencySymbol',
  'profitMultiplier',
  'googleTagManagerCode',
  'googleAnalyticsCode',
  'pixelFB',
  'partnerConfigShippingMethod',
  'families',
  'socialMedias',
  'contact',
  'about',
  'policy',
  'designs',
  'colorPalette',
  'whiteboxSettings',
  'checkout',
] as const;

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const WHATSAPP_LINK = 'https://wa.me/';
const COLOR_WHY = 'usá un color como #1b3a8c, rgb(27, 58, 140) o hsl(225 68% 33%)';

function colors(reader: Reader, raw: Raw): TenantSettings['colors'] {
  const value = reader.record(raw, 'colors', 'colors');
  if (!value) return undefined;
  const out: Record<string, string> = {};
  for (const [name, color] of Object.entries(value)) {
    if (!isColorName(name))
      reader.add(`colors.${name}`, 'el nombre de un color usa solo letras, números y guiones.');
    else if (!isCssColor(color))
      reader.add(`colors.${name}`, `${shown(color)} no es un color: ${COLOR_WHY}.`);
    else out[name] = color.trim();
  }
  return out;
}

function families(reader: Reader, raw: Raw): TenantSettings['families'] {
  return reader.list(raw, 'families', 'families', 60).flatMap((entry, i) => {
    const field = `families[${i}]`;
    if (!isRecord(entry)) return (reader.add(field, 'debe tener title y slug.'), []);
    reader.unknownFields(entry, ['id', 'title', 'slug', 'icon'], `${field}.`);
    const title = reader.text(entry, 'title', `${field}.title`, { required: true, max: 60 });
    const slug = reader.text(entry, 'slug', `${field}.slug`, {
      required: true,
      max: 80,
      pattern: SLUG,
      why: 'usá minúsculas, números y guiones, como el slug de la categoría del catálogo',
    });
    const id = reader.number(entry, 'id', `${field}.id`, { min: 1, max: 1e9, integer: true });
    // `icon` is an image file, read with the other files (tenant-file-assets.ts).
    return title && slug ? [{ id: id ?? null, title, slug, icon_url: null }] : [];
  });
}

function socialMedias(reader: Reader, raw: Raw): TenantSettings['socialMedias'] {
  return reader.list(raw, 'socialMedias', 'socialMedias', 12).flatMap((entry, i) => {
    const field = `socialMedias[${i}]`;
    if (!isRecord(entry)) return (reader.add(field, 'debe tener key y username.'), []);
    reader.unknownFields(entry, ['key', 'name', 'username'], `${field}.`);
    const key = reader.text(entry, 'key', `${field}.key`, {
      required: true,
      max: 4,
      pattern: /^[A-Z]{2,4}$/,
      why: 'usá la clave en mayúsculas: WP (WhatsApp), IG, FB, LI, TW, YT, TK',
    });
    const name = reader.text(entry, 'name', `${field}.name`, { max: 40 });
    const username =
      key === 'WP'
        ? reader.text(entry, 'username', `${field}.username`, {
            required: true,
            max: 120,
            pattern: /^(?:\d{8,15}|https:\/\/wa\.me\/\d{8,15}(?:\?text=[^\s"'<>]{1,300})?)$/,
            why: `para WhatsApp escribí el número con código de país, solo dígitos (5491155550000), o un enlace ${WHATSAPP_LINK}...`,
          })
        : reader.text(entry, 'username', `${field}.username`, {
            required: true,
            max: 120,
            pattern: /^[A-Za-z0-9._-]+$/,
            why: 'escribí solo el usuario (letras, números, punto, guion), sin @ ni dirección',
          });
    return key && username ? [{ socialMediaFK: { key, name: name ?? key }, username }] : [];
  });
}

function contact(reader: Reader, raw: Raw): TenantSettings['contact'] {
  const value = reader.record(raw, 'contact', 'contact');
  if (!value) return undefined;
  reader.unknownFields(value, ['email', 'phone', 'address'], 'contact.');
  return {
    email:
      reader.text(value, 'email', 'contact.email', {
        max: 120,
        pattern: EMAIL,
        why: 'debe ser un e-mail como ventas@tienda.com',
      }) ?? null,
    phone: reader.text(value, 'phone', 'contact.phone', { max: 40 }) ?? null,
    address: reader.text(value, 'address', 'contact.address', { max: 200 }) ?? null,
  };
}

function stringRecord(reader: Reader, raw: Raw, key: string, keyPattern: RegExp, max: number) {
  const value = reader.record(raw, key, key);
  if (!value) return undefined;
  const out: Record<string, string> = {};
  for (const name of Object.keys(value)) {
    if (!keyPattern.test(name))
      reader.add(`${key}.${name}`, 'la clave usa solo letras, números, punto, guion y guion bajo.');
    else {
      const checked = reader.text(value, name, `${key}.${name}`, { max, required: true });
      if (checked) out[name] = checked;
    }
  }
  return out;
}

function colorPalette(reader: Reader, raw: Raw): TenantSettings['colorPalette'] {
  return reader.list(raw, 'colorPalette', 'colorPalette', 64).flatMap((entry, i) => {
    const field = `colorPalette[${i}]`;
    if (!isRecord(entry)) return (reader.add(field, 'debe tener name y hex.'), []);
    reader.unknownFields(entry, ['name', 'hex'], `${field}.`);
    const name = reader.text(entry, 'name', `${field}.name`, { required: true, max: 40 });
    const hex = reader.text(entry, 'hex', `${field}.hex`, {
      required: true,
      max: 7,
      pattern: /^#[0-9a-fA-F]{6}$/,
      why: 'debe ser un color #rrggbb',
    });
    return name && hex ? [{ name, hex: hex.toLowerCase() }] : [];
  });
}

function analytics(reader: Reader, raw: Raw, field: AnalyticsField): string | undefined {
  return reader.text(raw, field, field, {
    max: 30,
    pattern: ANALYTICS_PATTERNS[field],
    why: `se espera ${ANALYTICS_EXAMPLES[field]}`,
  });
}

/** Every setting of the file beyond identity, template and images, checked field by field. */
export function readSettings(reader: Reader, raw: Raw, environment: 'ARG' | 'CL'): TenantSettings {
  const settings: TenantSettings = {
    colors: colors(reader, raw),
    families: families(reader, raw),
    socialMedias: socialMedias(reader, raw),
    contact: contact(reader, raw),
    colorPalette: colorPalette(reader, raw),
    designs: stringRecord(reader, raw, 'designs', /^[A-Za-z0-9_.-]{1,40}$/, 200),
    whiteboxSettings: stringRecord(
      reader,
      raw,
      'whiteboxSettings',
      new RegExp(WHITEBOX_KEY_PATTERN),
      10_000,
    ),
    roundPrice: reader.number(raw, 'roundPrice', 'roundPrice', { min: 0, max: 4, integer: true }),
    profitMultiplier: reader.number(raw, 'profitMultiplier', 'profitMultiplier', {
      min: 1,
      max: 10,
    }),
    currencySymbol: reader.text(raw, 'currencySymbol', 'currencySymbol', { max: 5 }),
    partnerConfigShippingMethod: reader.text(
      raw,
      'partnerConfigShippingMethod',
      'partnerConfigShippingMethod',
      { max: 60 },
    ),
    about: reader.text(raw, 'about', 'about', { max: 10_000 }),
    policy: reader.text(raw, 'policy', 'policy', { max: 10_000 }),
    googleTagManagerCode: analytics(reader, raw, 'googleTagManagerCode'),
    googleAnalyticsCode: analytics(reader, raw, 'googleAnalyticsCode'),
    pixelFB: analytics(reader, raw, 'pixelFB'),
    checkout: readCheckout(reader, raw, environment),
  };
  for (const flag of FLAGS) settings[flag] = reader.flag(raw, flag, flag);
  if (environment === 'CL' && settings.roundPrice !== undefined && settings.roundPrice > 0)
    reader.add(
      'roundPrice',
      'en Chile los precios van sin decimales (CLP no tiene centavos): usá 0.',
    );
  // Unset fields stay out of the stored settings: GetConfig applies the spec's defaults.
  return Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined),
  ) as TenantSettings;
}
