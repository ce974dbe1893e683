import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { createSecretBox } from '../tenants/index.js';
import type { StaffRepository } from './staff.repository.js';

/** TOTP of RFC 6238 (otplib, MIT): 6 digits every 30 s, one step of drift either way. */
const PERIOD = 30;
const RECOVERY_CODES = 10;

export const newTotpSecret = (): string => generateSecret();

/**
 * Second-factor secrets at rest: sealed with TENANT_SECRETS_KEY (AES-256-GCM, the box of the
 * tenants' credentials), so a copy of the database alone cannot mint an owner's codes. A base32
 * secret has no `.`; a sealed one always has two, so a secret stored before sealing still opens
 * (and the staff plugin seals those at start).
 */
export function totpVault(secretsKey: string) {
  const box = createSecretBox(secretsKey);
  return {
    seal: (secret: string) => box.seal(secret),
    open: (stored: string) => (stored.includes('.') ? box.open(stored) : stored),
  };
}
export type TotpVault = ReturnType<typeof totpVault>;

/** Seals the secrets stored before sealing (the staff plugin runs it when the app is ready). */
export async function sealPlainTotpSecrets(
  repository: Pick<StaffRepository, 'plainTotpSecrets' | 'replaceTotpSecret'>,
  vault: TotpVault,
): Promise<number> {
  const plain = await repository.plainTotpSecrets();
  for (const row of plain)
    await repository.replaceTotpSecret(
      Number(row.id),
      row.totp_secret!,
      vault.seal(row.totp_secret!),
    );
  return plain.length;
}

export const totpUri = (secret: string, storeName: string, email: string): string =>
  generateURI({ issuer: `${storeName} (equipo)`, label: email, secret });

/**
 * The time step of a valid code not used before (`lastStep`), or null. A code works once: the
 * caller stores the step it answers and passes it next time.
 */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: PERIOD,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  }).catch(() => null);
  if (!result?.valid) return null;
  return Math.floor(Date.now() / 1000 / PERIOD) + result.delta;
}

export const hashCode = (code: string): string =>
  createHash('sha256').update(code.trim().toLowerCase()).digest('hex');

/** Ten one-time recovery codes, `xxxxx-xxxxx`: shown once, only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
}

export const isRecoveryCode = (code: string): boolean => /^[0-9a-f]{5}-[0-9a-f]{5}$/i.test(code);
