import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** TOTP of RFC 6238 (otplib, MIT): 6 digits every 30 s, one step of drift either way. */
const PERIOD = 30;
const RECOVERY_CODES = 10;

export const newTotpSecret = (): string => generateSecret();

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
