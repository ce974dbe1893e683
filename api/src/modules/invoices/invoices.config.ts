import { ConfigError } from '../../config.js';

type Env = Record<string, string | undefined>;

/**
 * INVOICE_DOUBLES_URL: the address of the local tax doubles run on their own
 * (`npm run invoice-doubles`), for several instances that do not share a data folder. Unset, the
 * store serves them itself on a loopback port, their state in `<STORE_DATA_DIR>/invoice-doubles.sqlite`.
 */
export function readInvoiceDoublesUrl(env: Env = process.env): string | null {
  const raw = env.INVOICE_DOUBLES_URL?.trim();
  if (!raw) return null;
  if (!/^https?:\/\/[^\s/]+(:\d+)?\/?$/.test(raw))
    throw new ConfigError(
      'INVOICE_DOUBLES_URL',
      'must be an http:// address such as http://127.0.0.1:9400',
    );
  return raw.replace(/\/$/, '');
}
