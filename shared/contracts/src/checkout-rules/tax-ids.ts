// CUIT/CUIL (Argentina) and RUT (Chile) with their check digits, in either written form.

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** `30-70308853-4` or `30703088534` -> `30703088534`, or null when it is not 11 digits. */
export function normaliseCuit(value: unknown): string | null {
  const text = String(value ?? '').trim();
  if (!/^\d{2}-?\d{8}-?\d$/.test(text)) return null;
  return text.replace(/-/g, '');
}

export function isValidCuit(value: unknown): boolean {
  const digits = normaliseCuit(value);
  if (!digits) return false;
  const sum = CUIT_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[10]);
}

/** `30-70308853-4` for any accepted form, or null. */
export function formatCuit(value: unknown): string | null {
  const digits = normaliseCuit(value);
  return digits ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}` : null;
}

/** `12.345.678-5`, `12345678-5` or `123456785` -> `12345678-5`, or null. */
export function normaliseRut(value: unknown): string | null {
  const text = String(value ?? '')
    .trim()
    .toUpperCase();
  const match = /^(\d{1,2}(?:\.?\d{3}){2}|\d{7,8})-?([\dK])$/.exec(text);
  if (!match) return null;
  return `${match[1]!.replace(/\./g, '')}-${match[2]}`;
}

export function rutCheckDigit(body: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const check = 11 - (sum % 11);
  if (check === 11) return '0';
  if (check === 10) return 'K';
  return String(check);
}

export function isValidRut(value: unknown): boolean {
  const rut = normaliseRut(value);
  if (!rut) return false;
  const [body, check] = rut.split('-');
  return rutCheckDigit(body ?? '') === check;
}

/** `12.345.678-5` for any accepted form, or null. */
export function formatRut(value: unknown): string | null {
  const rut = normaliseRut(value);
  if (!rut) return null;
  const [body, check] = rut.split('-');
  return `${(body ?? '').replace(/\B(?=(\d{3})+$)/g, '.')}-${check}`;
}
