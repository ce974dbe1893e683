// The store's Zippin account as the owner types it on «Tienda» (issue 32): the form and the API
// check it with these rules and these words. The API token and secret are never shown back: a
// field left empty keeps what is stored.

export type ZippinField = 'enabled' | 'accountId' | 'originId' | 'apiToken' | 'apiSecret';

export const ZIPPIN_LABELS: Readonly<Record<ZippinField, string>> = {
  enabled: 'Cotizar los envíos con Zippin',
  accountId: 'Número de cuenta',
  originId: 'Número de origen',
  apiToken: 'Token de la API',
  apiSecret: 'Clave secreta de la API',
};

/** Zippin's ids are numbers (the account's and the origin's, in its panel «Configuración»). */
const ZIPPIN_ID = /^\d{1,12}$/;
/** A credential as Zippin hands it out: letters, digits and signs, no spaces. */
const ZIPPIN_CREDENTIAL = /^\S{8,200}$/;

/**
 * The problems of what the owner typed, by field, in Spanish; empty when it can be saved.
 * `stored` says which credentials are already kept: quoting with Zippin needs both, typed now or
 * stored before.
 */
export function zippinProblems(
  typed: Partial<Record<Exclude<ZippinField, 'enabled'>, string>> & { enabled?: boolean },
  stored: { apiToken: boolean; apiSecret: boolean } = { apiToken: false, apiSecret: false },
): Partial<Record<ZippinField, string>> {
  const problems: Partial<Record<ZippinField, string>> = {};
  const value = (field: Exclude<ZippinField, 'enabled'>) => typed[field]?.trim() ?? '';
  for (const field of ['accountId', 'originId'] as const) {
    const id = value(field);
    if ((typed.enabled || id !== '') && !ZIPPIN_ID.test(id))
      problems[field] =
        `${ZIPPIN_LABELS[field]}: solo números, como lo muestra Zippin en «Configuración».`;
  }
  const words = { apiToken: 'el token de la API', apiSecret: 'la clave secreta de la API' };
  for (const field of ['apiToken', 'apiSecret'] as const) {
    const credential = value(field);
    const what = words[field];
    if (credential !== '' && !ZIPPIN_CREDENTIAL.test(credential))
      problems[field] =
        `${what.charAt(0).toUpperCase()}${what.slice(1)} tiene de 8 a 200 caracteres, sin espacios.`;
    else if (typed.enabled && credential === '' && !stored[field])
      problems[field] = `Escriba ${what}: está en «Configuración > API» de su cuenta de Zippin.`;
  }
  return problems;
}
