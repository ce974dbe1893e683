// The store's Mercado Pago credentials as the owner types them on «Tienda» (issue 32): the form
// and the API check their formats with these rules and these words. Neither ever shows a stored
// value back: a field left empty keeps what is stored.

export type MercadoPagoField = 'accessToken' | 'publicKey' | 'webhookSecret';

export const MERCADOPAGO_FIELDS: readonly {
  name: MercadoPagoField;
  label: string;
  pattern: RegExp;
  problem: string;
}[] = [
  {
    name: 'accessToken',
    label: 'Token de acceso (Access Token)',
    // Mercado Pago's own: APP_USR (production) or TEST, the application, a date, a hash, the user.
    pattern: /^(APP_USR|TEST)-\d{4,20}-\d{6}-[0-9a-f]{32}-\d{4,12}$/,
    problem:
      'El token de acceso empieza con APP_USR- (o TEST-, el de prueba) y sigue con números y letras separados por guiones, como lo muestra Mercado Pago en «Tus integraciones > Credenciales».',
  },
  {
    name: 'publicKey',
    label: 'Clave pública (Public Key)',
    pattern: /^(APP_USR|TEST)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    problem:
      'La clave pública empieza con APP_USR- (o TEST-, la de prueba) seguida de 32 letras y números en grupos separados por guiones.',
  },
  {
    name: 'webhookSecret',
    label: 'Clave secreta de las notificaciones (webhooks)',
    pattern: /^[A-Za-z0-9]{16,128}$/,
    problem: 'La clave secreta de las notificaciones tiene de 16 a 128 letras y números.',
  },
];

/**
 * The problems of the credentials typed (an empty field keeps the stored one), by field, in
 * Spanish; empty when they can be saved.
 */
export function mercadoPagoProblems(
  typed: Partial<Record<MercadoPagoField, string>>,
): Partial<Record<MercadoPagoField, string>> {
  const problems: Partial<Record<MercadoPagoField, string>> = {};
  for (const { name, pattern, problem } of MERCADOPAGO_FIELDS) {
    const value = typed[name]?.trim() ?? '';
    if (value !== '' && !pattern.test(value)) problems[name] = problem;
  }
  if (MERCADOPAGO_FIELDS.every(({ name }) => (typed[name]?.trim() ?? '') === ''))
    problems.accessToken = 'Escriba al menos una credencial nueva: las vacías quedan como están.';
  const token = typed.accessToken?.trim().split('-')[0];
  const key = typed.publicKey?.trim().split('-')[0];
  if (!problems.accessToken && !problems.publicKey && token && key && token !== key)
    problems.publicKey =
      'El token y la clave pública tienen que ser los dos de prueba (TEST-) o los dos de producción (APP_USR-).';
  return problems;
}
