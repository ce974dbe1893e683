import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * A certificate and key for the local ARCA double, made when the demo stores are seeded: a
 * self-signed X.509 whose subject carries `SERIALNUMBER=CUIT <cuit>` as ARCA's do. Never a real
 * party's key; the double trusts any certificate whose signature checks.
 */
export function selfSignedCertificate(
  cuit: string,
  name: string,
): { certificate: string; privateKey: string } {
  // Node's key generation is native and fast; node-forge only writes the certificate.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
  certificate.validity.notAfter = new Date(Date.now() + 2 * 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: name },
    { name: 'organizationName', value: name },
    { shortName: 'C', value: 'AR' },
    { name: 'serialNumber', value: `CUIT ${cuit}` },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  const keyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  certificate.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return { certificate: forge.pki.certificateToPem(certificate), privateKey: keyPem };
}
