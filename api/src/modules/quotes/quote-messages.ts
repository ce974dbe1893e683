import type { Environment } from '../tenants/index.js';

/** The quote module's Spanish messages: voseo for Argentina, tú for Chile. */
export function quoteMessages(environment: Environment) {
  const cl = environment === 'CL';
  return {
    disabled: 'Esta tienda no ofrece cotizaciones en línea.',
    notFound: 'No encontramos esa cotización.',
    emptyCart: cl
      ? 'Tu carro está vacío: agrega productos para pedir una cotización.'
      : 'Tu carrito está vacío: agregá productos para pedir una cotización.',
    badEmail: (email: string) => `«${email}» no es una dirección de e-mail válida.`,
    tooManyEmails: (max: number) =>
      cl
        ? `Puedes enviar la cotización a ${max} direcciones como máximo, además de la tuya.`
        : `Podés enviar la cotización a ${max} direcciones como máximo, además de la tuya.`,
    expired: (number: number, validUntil: string) =>
      cl
        ? `La cotización N.º ${number} venció el ${validUntil}. Puedes pedir una nueva cotización con los precios de hoy.`
        : `La cotización N.º ${number} venció el ${validUntil}. Podés pedir una nueva cotización con los precios de hoy.`,
    itemsChanged: (number: number) =>
      cl
        ? `Los productos no coinciden con la cotización N.º ${number}: conviértela de nuevo desde la cotización.`
        : `Los productos no coinciden con la cotización N.º ${number}: convertila de nuevo desde la cotización.`,
    buyerSentTooMany: cl
      ? 'Enviaste muchas cotizaciones por correo en la última hora. Espera unos minutos, o descarga el PDF y compártelo tú.'
      : 'Enviaste muchas cotizaciones por e-mail en la última hora. Esperá unos minutos, o descargá el PDF y compartilo vos.',
    storeSentTooMany: cl
      ? 'La tienda envió muchas cotizaciones por correo en la última hora. Intenta en unos minutos, o descarga el PDF y compártelo tú.'
      : 'La tienda envió muchas cotizaciones por e-mail en la última hora. Probá en unos minutos, o descargá el PDF y compartilo vos.',
    noAccount: cl
      ? 'No encontramos tu cuenta. Ingresa de nuevo.'
      : 'No encontramos tu cuenta. Ingresá de nuevo.',
  };
}
