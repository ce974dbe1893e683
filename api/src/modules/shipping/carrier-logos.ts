import { fileURLToPath } from 'node:url';

/** The carriers' marks this store serves (`api/assets/carrier-logos/`), at `/carrier-logos/`. */
export const CARRIER_LOGOS_DIR = fileURLToPath(
  new URL('../../../assets/carrier-logos/', import.meta.url),
);
export const CARRIER_LOGOS_PREFIX = '/carrier-logos/';

/** Carriers of the rate tables, by their name as a tenant writes it (accents and case aside). */
const KNOWN = new Map([
  ['andreani', 'andreani.svg'],
  ['oca', 'oca.svg'],
  ['chilexpress', 'chilexpress.svg'],
  ['starken', 'starken.svg'],
]);

const key = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/**
 * The logo an option shows (spec section 3, `shippingCarrierLogo`): the store's own mark of a
 * known carrier, else what the tenant's table or the aggregator gave. Ours come first because
 * the store's pages load pictures from their own origin only (the page's CSP).
 */
export function carrierLogo(carrier: { name: string; logo: string | null }): string | null {
  const file = KNOWN.get(key(carrier.name));
  return file ? `${CARRIER_LOGOS_PREFIX}${file}` : carrier.logo;
}
