// Single-field rules and their Spanish messages (neutral Spanish: read in Argentina and Chile).

export type FieldErrors = Record<string, string>;

export const FIELD_MESSAGES = Object.freeze({
  required: 'Este campo es obligatorio.',
  tooLong: (max: number) => `Este campo admite hasta ${max} caracteres.`,
  email: 'El correo electrónico no es válido.',
  phone: 'El teléfono debe tener entre 8 y 15 dígitos.',
  cuit: 'El CUIT no es válido: son 11 dígitos con su dígito verificador (por ejemplo 30-70308853-4).',
  rut: 'El RUT no es válido: revisa el dígito verificador (por ejemplo 12.345.678-5).',
  ivaCondition: 'La condición frente al IVA no es válida.',
  arPostalCode: 'El código postal no es válido (por ejemplo 1425 o C1425DKF).',
  clPostalCode: 'El código postal debe tener 7 dígitos.',
  paymentMethod: 'El medio de pago no es válido.',
  chequeNumber: 'El número de cheque debe tener entre 1 y 20 dígitos.',
  chequeDate: 'La fecha de pago debe estar entre hoy y los próximos 360 días.',
  shippingOption: 'Falta la opción de envío.',
});

/** Trimmed text of a field, '' when absent. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : value == null ? '' : String(value).trim();
}

/**
 * The one e-mail rule: the checkout, the account forms (register, login, reset, profile) and the
 * API's schemas all use it, so a browser never accepts an address the server refuses. A pattern
 * string, since the API's JSON schemas take one.
 */
export const EMAIL_MAX_LENGTH = 254 as const;
export const EMAIL_PATTERN: string = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$';
const EMAIL = new RegExp(EMAIL_PATTERN);

export function isValidEmail(value: unknown): boolean {
  const email = text(value);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/**
 * The store's one phone rule (checkout, account, the API's schemas): digits, spaces and
 * + ( ) . -, with 8 to 15 digits (E.164's most, and a local number with its area code),
 * at most `PHONE_MAX_LENGTH` characters. A pattern, so JSON schemas can say it too.
 */
export const PHONE_MAX_LENGTH = 30 as const;
export const PHONE_PATTERN: string = '^(?=(?:\\D*\\d){8,15}\\D*$)\\+?[\\d\\s().-]+$';
const PHONE = new RegExp(PHONE_PATTERN);

export function isValidPhone(value: unknown): boolean {
  const phone = text(value);
  return phone.length <= PHONE_MAX_LENGTH && PHONE.test(phone);
}

/**
 * Checks required text fields and their maximum lengths into `errors` (field -> message), first
 * problem wins: `{ businessName: 120 }` requires businessName, at most 120 characters.
 */
export function checkText(
  errors: FieldErrors,
  data: object | null | undefined,
  required: Record<string, number>,
  optional: Record<string, number> = {},
): FieldErrors {
  for (const [field, max] of Object.entries(required)) {
    if (errors[field]) continue;
    const value = text(fieldOf(data, field));
    if (!value) errors[field] = FIELD_MESSAGES.required;
    else if (value.length > max) errors[field] = FIELD_MESSAGES.tooLong(max);
  }
  for (const [field, max] of Object.entries(optional)) {
    if (!errors[field] && text(fieldOf(data, field)).length > max) {
      errors[field] = FIELD_MESSAGES.tooLong(max);
    }
  }
  return errors;
}

const fieldOf = (data: object | null | undefined, field: string): unknown =>
  (data as Record<string, unknown> | null | undefined)?.[field];
