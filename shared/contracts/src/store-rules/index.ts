import {
  TENANT_TAX_CONDITIONS,
  TENANT_TAX_CONDITION_NAMES,
  type TenantTaxCondition,
} from '../checkout-rules/constants.ts';
import { isValidEmail } from '../checkout-rules/fields.ts';
import { formatCuit, formatRut, isValidCuit, isValidRut } from '../checkout-rules/tax-ids.ts';

// The back office's store-look rules (issue 32): the «Tienda» form and the API check the same
// things with the same words.

export type StoreColorName =
  'primary' | 'secondary' | 'accent' | 'link' | 'background' | 'surface' | 'text';
export type StoreImageKind = 'logo' | 'favicon';
export type StoreTextKind = 'about' | 'policy';
export type BankDetailsField =
  'bank' | 'accountHolder' | 'taxId' | 'accountType' | 'accountNumber' | 'cbu' | 'alias' | 'email';

/**
 * WCAG 2.x AA for normal text. A pair below it is refused, not warned about: the storefront's
 * buyers read these pairs on every page, and a store that cannot be read loses them.
 */
export const MIN_CONTRAST: number = 4.5;

/** The seven named colours the storefront reads (ShopConfig `colors`). */
export const STORE_COLOR_NAMES: readonly StoreColorName[] = [
  'primary',
  'secondary',
  'accent',
  'link',
  'background',
  'surface',
  'text',
];

export const STORE_COLOR_LABELS: Readonly<Record<StoreColorName, string>> = {
  primary: 'Color principal',
  secondary: 'Color secundario',
  accent: 'Color de acento',
  link: 'Color de los enlaces',
  background: 'Fondo',
  surface: 'Fondo de paneles',
  text: 'Texto',
};

/** The text the storefront writes on the principal and secondary colours (shared/ui tokens). */
export const ON_PRIMARY: string = '#ffffff';
export const ON_SECONDARY: string = '#1d2330';

/**
 * Where text sits on a store colour: the foreground (a colour name or a fixed colour), the
 * background, and which colour the refusal is written on (the one the owner should change).
 */
export const CONTRAST_PAIRS: readonly {
  field: StoreColorName;
  fg: string;
  bg: StoreColorName;
  what: string;
}[] = [
  { field: 'text', fg: 'text', bg: 'background', what: 'del texto sobre el fondo' },
  { field: 'surface', fg: 'text', bg: 'surface', what: 'del texto sobre el fondo de paneles' },
  { field: 'link', fg: 'link', bg: 'background', what: 'de los enlaces sobre el fondo' },
  {
    field: 'primary',
    fg: ON_PRIMARY,
    bg: 'primary',
    what: 'del texto blanco sobre el color principal',
  },
  {
    field: 'secondary',
    fg: ON_SECONDARY,
    bg: 'secondary',
    what: 'del texto oscuro sobre el color secundario',
  },
];

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX.test(value);

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [high = 0, low = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** Shown as people read it: 4,48 (rounded down, so a refused pair never reads 4,50). */
const ratioText = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',');

/** Each colour's problem in Spanish, by colour name; empty when every colour can be used. */
export function colorProblems(
  colors: Partial<Record<string, string>> | null | undefined,
): Partial<Record<StoreColorName, string>> {
  const problems: Partial<Record<StoreColorName, string>> = {};
  for (const name of STORE_COLOR_NAMES)
    if (!isHexColor(colors?.[name]))
      problems[name] = `${STORE_COLOR_LABELS[name]}: elija un color como #1b3a8c.`;
  if (Object.keys(problems).length > 0) return problems;
  const colorOf = (ref: string) => (ref.startsWith('#') ? ref : (colors?.[ref] ?? ''));
  for (const pair of CONTRAST_PAIRS) {
    const ratio = contrastRatio(colorOf(pair.fg), colorOf(pair.bg));
    if (ratio < MIN_CONTRAST && !problems[pair.field])
      problems[pair.field] =
        `El contraste ${pair.what} es ${ratioText(ratio)}:1; ` +
        `tiene que ser al menos 4,5:1 para que se pueda leer.`;
  }
  return problems;
}

/** The ten storefront templates, by id, as the owner reads them (shell/src/templates). */
export const TEMPLATE_NAMES: Readonly<Record<number, string>> = {
  1: 'Clásico',
  2: 'Mayorista',
  3: 'Boutique',
  4: 'Panel',
  5: 'Amable',
  6: 'Impacto',
  7: 'Mínimo',
  8: 'Editorial',
  9: 'Artesanal',
  10: 'Técnico',
};

/** Logo and favicon: what the upload takes, checked again by their bytes on the server. */
export const STORE_IMAGE_RULES: Readonly<
  Record<StoreImageKind, { types: readonly string[]; maxBytes: number; label: string }>
> = {
  logo: { types: ['png', 'svg', 'webp'], maxBytes: 1024 * 1024, label: 'El logo' },
  favicon: { types: ['png', 'svg', 'ico'], maxBytes: 256 * 1024, label: 'El ícono' },
};

/** A file's problem before sending (by its size; the type is judged by the server on its bytes). */
export function imageSizeProblem(kind: StoreImageKind, bytes: number): string | null {
  const rule = STORE_IMAGE_RULES[kind];
  if (bytes === 0) return `${rule.label} está vacío.`;
  if (bytes > rule.maxBytes)
    return `${rule.label} pesa ${Math.ceil(bytes / 1024)} KB; el máximo es ${rule.maxBytes / 1024} KB.`;
  return null;
}

/** The about and policy texts (Markdown, shown sanitised): the most an owner may write in each. */
export const STORE_TEXT_MAX_CHARS: number = 20000;

export const STORE_TEXT_LABELS: Readonly<Record<StoreTextKind, string>> = {
  about: 'El texto «Quiénes somos»',
  policy: 'La política',
};

/** A text's problem in Spanish, or null (an empty text is allowed: the page says so). */
export function storeTextProblem(kind: StoreTextKind, text: unknown): string | null {
  if (typeof text !== 'string') return `${STORE_TEXT_LABELS[kind]} tiene que ser texto.`;
  if (text.length > STORE_TEXT_MAX_CHARS)
    return `${STORE_TEXT_LABELS[kind]} tiene ${text.length} caracteres; el máximo es ${STORE_TEXT_MAX_CHARS}.`;
  return null;
}

const CBU_FIRST_WEIGHTS = [7, 1, 3, 9, 7, 1, 3];
const CBU_SECOND_WEIGHTS = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3];
const blockCheck = (digits: string, weights: readonly number[]) =>
  (10 - (weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % 10)) % 10;

/** A CBU (or CVU): 22 digits, each of its two blocks ending in its check digit. */
export function isValidCbu(value: unknown): boolean {
  const digits = String(value ?? '').replace(/[\s-]/g, '');
  if (!/^\d{22}$/.test(digits)) return false;
  return (
    blockCheck(digits.slice(0, 7), CBU_FIRST_WEIGHTS) === Number(digits[7]) &&
    blockCheck(digits.slice(8, 21), CBU_SECOND_WEIGHTS) === Number(digits[21])
  );
}

/** A CBU alias: 6 to 20 letters, digits, '.' or '-'. */
export const isValidCbuAlias = (value: unknown): boolean =>
  typeof value === 'string' && /^[A-Za-z0-9.-]{6,20}$/.test(value);

const BANK_TEXT_MAX = 120;
const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The bank details buyers paying by transfer read at checkout, checked for the store's country:
 * each field's problem in Spanish, by field name; empty when they can be saved. Argentina needs a
 * CBU or an alias (a CBU with its check digits); Chile needs an account type and number.
 */
export function bankDetailsProblems(
  country: 'AR' | 'CL',
  bank: Partial<Record<BankDetailsField, string | null>> | null | undefined,
): Partial<Record<BankDetailsField, string>> {
  const problems: Partial<Record<BankDetailsField, string>> = {};
  const b = bank ?? {};
  const named: [BankDetailsField, string][] = [
    ['bank', 'el banco'],
    ['accountHolder', 'el titular de la cuenta'],
  ];
  for (const [field, label] of named) {
    const value = b[field];
    if (!filled(value)) problems[field] = `Escriba ${label}.`;
    else if (value.trim().length > BANK_TEXT_MAX)
      problems[field] = `Use como máximo ${BANK_TEXT_MAX} caracteres.`;
  }
  if (country === 'AR') {
    if (!isValidCuit(b.taxId)) problems.taxId = 'El CUIT no es válido (como 30-70308853-4).';
    if (!filled(b.cbu) && !filled(b.alias))
      problems.cbu = 'Escriba el CBU o el alias de la cuenta.';
    if (filled(b.cbu) && !isValidCbu(b.cbu))
      problems.cbu = 'El CBU tiene 22 dígitos y sus dos dígitos verificadores no coinciden.';
    if (filled(b.alias) && !isValidCbuAlias(b.alias.trim()))
      problems.alias = 'El alias tiene de 6 a 20 letras, números, puntos o guiones.';
  } else {
    if (!isValidRut(b.taxId)) problems.taxId = 'El RUT no es válido (como 76.086.428-5).';
    if (!filled(b.accountType)) problems.accountType = 'Elija el tipo de cuenta.';
    if (!filled(b.accountNumber) || !/^[0-9-]{4,20}$/.test(b.accountNumber.trim()))
      problems.accountNumber = 'Escriba el número de cuenta (de 4 a 20 dígitos).';
  }
  // The store's one e-mail rule (the checkout's and the account's).
  if (filled(b.email) && !isValidEmail(b.email.trim())) problems.email = 'El correo no es válido.';
  return problems;
}

/** The tax id written the usual way for the country (CUIT 30-70308853-4, RUT 76086428-5). */
export const formatBankTaxId = (country: 'AR' | 'CL', taxId: unknown): string | null =>
  country === 'AR' ? formatCuit(taxId) : formatRut(taxId);

/**
 * The analytics ids a store may set, in their known formats only: the shell builds each script
 * tag itself from the id (never HTML or script from a store) and the page's CSP allows its host.
 */
export type AnalyticsField = 'googleTagManagerCode' | 'googleAnalyticsCode' | 'pixelFB';

export const ANALYTICS_CODES: Readonly<
  Record<AnalyticsField, { label: string; pattern: RegExp; example: string }>
> = {
  googleTagManagerCode: {
    label: 'Google Tag Manager',
    pattern: /^GTM-[A-Z0-9]{4,12}$/,
    example: 'GTM- seguido de letras mayúsculas y números (por ejemplo GTM-AB12CD3)',
  },
  googleAnalyticsCode: {
    label: 'Google Analytics',
    pattern: /^G-[A-Z0-9]{4,16}$/,
    example: 'G- seguido de letras mayúsculas y números (por ejemplo G-AB12CD34EF)',
  },
  pixelFB: {
    label: 'Píxel de Meta',
    pattern: /^\d{6,20}$/,
    example: 'solo números (por ejemplo 123456789012345)',
  },
};

/** Each filled code that is not in its format, by field, in Spanish; empty when all can be saved. */
export function analyticsCodeProblems(
  codes: Partial<Record<AnalyticsField, string | null>> | null | undefined,
): Partial<Record<AnalyticsField, string>> {
  const problems: Partial<Record<AnalyticsField, string>> = {};
  for (const [field, rule] of Object.entries(ANALYTICS_CODES) as [
    AnalyticsField,
    (typeof ANALYTICS_CODES)[AnalyticsField],
  ][]) {
    const value = codes?.[field];
    const code = typeof value === 'string' ? value.trim() : '';
    if (code !== '' && !rule.pattern.test(code))
      problems[field] = `El código de ${rule.label} es ${rule.example}.`;
  }
  return problems;
}

/**
 * What a store turns on or off for its buyers, with the default of a store that never chose
 * (the ShopConfig's): the owner's «Funciones» on «Tienda».
 */
export type StoreFeatureName =
  | 'registrationInShop'
  | 'quotation'
  | 'withTaxes'
  | 'useFeaturedCategories'
  | 'showProductVideo'
  | 'showComplementaryInformation'
  | 'isMultipleVariantDesigns';

export const STORE_FEATURES: readonly {
  name: StoreFeatureName;
  label: string;
  byDefault: boolean;
}[] = [
  {
    name: 'registrationInShop',
    label: 'Los compradores pueden crear su cuenta en la tienda',
    byDefault: true,
  },
  {
    name: 'quotation',
    label: 'Los compradores pueden pedir una cotización desde el carrito',
    byDefault: true,
  },
  { name: 'withTaxes', label: 'Mostrar los precios con IVA incluido', byDefault: false },
  {
    name: 'useFeaturedCategories',
    label: 'Mostrar las categorías destacadas en el inicio',
    byDefault: false,
  },
  {
    name: 'showProductVideo',
    label: 'Mostrar el video del producto en su página',
    byDefault: false,
  },
  {
    name: 'showComplementaryInformation',
    label: 'Mostrar la información complementaria del producto',
    byDefault: false,
  },
  {
    name: 'isMultipleVariantDesigns',
    label: 'Permitir varios diseños del mismo producto en el carrito',
    byDefault: false,
  },
];

export {
  REST_ZONE,
  SHIPPING_LIMITS,
  SHIPPING_SERVICE_NAMES,
  shippingPriceProblem,
  shippingProblems,
  type ShippingRulesValue,
  type ShippingServiceType,
} from './shipping-rules.ts';
export { ZIPPIN_LABELS, zippinProblems, type ZippinField } from './zippin-rules.ts';
export {
  MERCADOPAGO_FIELDS,
  mercadoPagoProblems,
  type MercadoPagoField,
} from './mercadopago-rules.ts';

/** The seller's tax condition for the store's country, or why not (the owner's «Tienda»). */
export function taxConditionProblem(country: 'AR' | 'CL', condition: unknown): string | null {
  const allowed: readonly string[] = TENANT_TAX_CONDITIONS[country === 'AR' ? 'ARG' : 'CL'];
  if (typeof condition === 'string' && allowed.includes(condition)) return null;
  const names = allowed.map((code) => TENANT_TAX_CONDITION_NAMES[code as TenantTaxCondition].name);
  return `Elija la condición frente al IVA de la tienda: ${names.join(', ')}.`;
}
