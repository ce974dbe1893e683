import { createPrivateKey, X509Certificate } from 'node:crypto';
import { normaliseCuit } from '@store/contracts/checkout-rules';
import type { InvoicingCredentials, InvoicingSettings } from '@store/contracts';

/**
 * ARCA's certificate and key as staff hand them in (PEM text from a file, the back office or
 * `npm run tenant -- invoicing`): what is wrong with them, in Spanish, before anything is saved.
 * WSAA would refuse a mismatched pair or an expired certificate only at the first invoice, after
 * the order is paid; here staff learn it while they are at the form.
 */

export interface NewCredentials {
  arcaCertificate?: string;
  arcaPrivateKey?: string;
  openFacturaApiKey?: string;
}

/** What staff may see of a stored certificate: its subject, CUIT and end (never the key). */
export function certificateSummary(
  pem: string,
  now = new Date(),
): NonNullable<InvoicingCredentials['certificate']> {
  const certificate = new X509Certificate(pem);
  const serial = /serialNumber=CUIT\s*([\d-]+)/i.exec(certificate.subject)?.[1];
  return {
    subject: certificate.subject.split('\n').join(', '),
    cuit: serial ? (normaliseCuit(serial) ?? null) : null,
    validTo: new Date(certificate.validTo).toISOString(),
    expired: new Date(certificate.validTo) <= now,
  };
}

const parsedCertificate = (pem: string) => {
  try {
    return new X509Certificate(pem);
  } catch {
    return null;
  }
};
const parsedKey = (pem: string) => {
  try {
    return createPrivateKey(pem);
  } catch {
    return null;
  }
};

/** Every problem of new credentials for these settings, as `field: why` (empty when fine). */
export function credentialProblems(
  settings: InvoicingSettings,
  given: NewCredentials,
  now = new Date(),
): string[] {
  const problems: string[] = [];
  if (settings.country === 'CL') {
    if (given.arcaCertificate || given.arcaPrivateKey)
      problems.push('certificado: los certificados de ARCA son solo para tiendas de Argentina.');
    if (given.openFacturaApiKey !== undefined && !/^[\w-]{8,200}$/.test(given.openFacturaApiKey))
      problems.push('clave-api: no parece una clave de API de OpenFactura (letras y números).');
    return problems;
  }
  if (given.openFacturaApiKey)
    problems.push('clave-api: la clave de OpenFactura es solo para tiendas de Chile.');
  if (!given.arcaCertificate && !given.arcaPrivateKey) return problems;
  if (!given.arcaCertificate || !given.arcaPrivateKey)
    return [
      ...problems,
      'certificado: el certificado de ARCA y su clave privada van juntos: hay que cargar los dos.',
    ];
  const certificate = parsedCertificate(given.arcaCertificate);
  const key = parsedKey(given.arcaPrivateKey);
  if (!certificate)
    problems.push('certificado: no es un certificado PEM (-----BEGIN CERTIFICATE-----).');
  if (!key || key.type !== 'private')
    problems.push('clave: no es una clave privada PEM (-----BEGIN PRIVATE KEY-----).');
  if (!certificate || !key || key.type !== 'private') return problems;
  if (!certificate.checkPrivateKey(key))
    problems.push('clave: no corresponde a este certificado (se generó con otra clave).');
  const summary = certificateSummary(given.arcaCertificate, now);
  if (summary.expired)
    problems.push(
      `certificado: venció el ${summary.validTo.slice(0, 10)}: hay que pedir uno nuevo en ARCA.`,
    );
  if (summary.cuit && summary.cuit !== normaliseCuit(settings.cuit))
    problems.push(`certificado: es de la CUIT ${summary.cuit}, no de la CUIT de la tienda.`);
  return problems;
}
