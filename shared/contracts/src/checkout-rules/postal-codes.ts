// Argentina: `1425` or the CPA `C1425DKF` (carriers quote with the 4 digits). Chile: 7 digits,
// optional, because there is no open dataset to fill it from.

const AR_POSTAL_CODE = /^([A-HJ-NP-Z])?(\d{4})([A-Z]{3})?$/i;

/** The 4 digits of an Argentine postal code in either form, or null. */
export function arPostalCodeDigits(value: unknown): string | null {
  const match = AR_POSTAL_CODE.exec(String(value ?? '').trim());
  return match ? (match[2] ?? null) : null;
}

export function isValidArPostalCode(value: unknown): boolean {
  return arPostalCodeDigits(value) !== null;
}

export function isValidClPostalCode(value: unknown): boolean {
  return /^\d{7}$/.test(String(value ?? '').trim());
}
