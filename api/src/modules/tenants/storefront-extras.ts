import { isCssColor } from '../../lib/css-color.js';
import type { Tenant } from './tenant.js';

/** A customer logo the reseller shows ("they trust us"), from `/users/distributor/logo_url`. */
export interface DistributorLogo {
  name: string;
  logo_url: string;
}

export interface PaletteColor {
  name: string;
  hex: string;
}

/** Print and thread colours most promotional techniques offer, for tenants without their own. */
export const DEFAULT_COLOR_PALETTE: readonly PaletteColor[] = [
  { name: 'Blanco', hex: '#ffffff' },
  { name: 'Negro', hex: '#000000' },
  { name: 'Gris', hex: '#8a8d8f' },
  { name: 'Plateado', hex: '#a7a8aa' },
  { name: 'Dorado', hex: '#b3a369' },
  { name: 'Rojo', hex: '#c8102e' },
  { name: 'Naranja', hex: '#ff6a13' },
  { name: 'Amarillo', hex: '#ffcd00' },
  { name: 'Verde', hex: '#009a44' },
  { name: 'Verde oscuro', hex: '#00573f' },
  { name: 'Celeste', hex: '#41b6e6' },
  { name: 'Azul', hex: '#0033a0' },
  { name: 'Azul marino', hex: '#041e42' },
  { name: 'Violeta', hex: '#6d2077' },
  { name: 'Rosa', hex: '#e10098' },
  { name: 'Marrón', hex: '#6e4c1e' },
];

/** Keys of WhiteBoxSettings/GetWhiteboxSettingsKey: short identifiers, never paths or markup. */
export const WHITEBOX_KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]{0,63}$';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
// Logos are files of the tenant's own folder: the CSP allows images from this origin only.
const isTenantAsset = (url: string) => url.startsWith('/tenant-assets/') && !url.includes('..');

export function distributorLogos(tenant: Tenant, limit: number): DistributorLogo[] {
  const logos = Array.isArray(tenant.settings.clientLogos) ? tenant.settings.clientLogos : [];
  return logos
    .filter(isObject)
    .flatMap((logo) =>
      nonEmpty(logo.name) && nonEmpty(logo.url) && isTenantAsset(logo.url)
        ? [{ name: logo.name, logo_url: logo.url }]
        : [],
    )
    .slice(0, limit);
}

export function colorPalette(tenant: Tenant): PaletteColor[] {
  const own = (Array.isArray(tenant.settings.colorPalette) ? tenant.settings.colorPalette : [])
    .filter(isObject)
    .flatMap((color) =>
      nonEmpty(color.name) && isCssColor(color.hex) && String(color.hex).startsWith('#')
        ? [{ name: color.name, hex: String(color.hex).toLowerCase() }]
        : [],
    );
  return own.length > 0 ? own : [...DEFAULT_COLOR_PALETTE];
}

/**
 * One text setting of the store by key. The tenant file's `whiteboxSettings` holds them; the about
 * and privacy texts answer under `about` and `policy` too. An unset key answers null.
 */
export function whiteboxSetting(tenant: Tenant, key: string): string | null {
  const own = isObject(tenant.settings.whiteboxSettings) ? tenant.settings.whiteboxSettings : {};
  const value = own[key];
  if (nonEmpty(value)) return value;
  if (key === 'about' || key === 'policy') {
    const text = tenant.settings[key];
    return nonEmpty(text) ? text : null;
  }
  return null;
}
