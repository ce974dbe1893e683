import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@store/contracts/checkout-rules';
import { COMMON_PASSWORDS } from './common-passwords.js';
import type { AuthMessages } from './auth-messages.js';

// The package's enum is a const enum, which isolated modules cannot read: Argon2id is 2.
const ARGON2ID = 2 as Algorithm.Argon2id;
/** OWASP's argon2id settings: 19 MiB, two passes, one lane (about 20 ms a hash here). */
const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Long passphrases are welcome; the cap only keeps a hash from being a denial of service. The
// forms check the same lengths (one definition, `checkout-rules`).
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | null = null;

/** A hash made like every stored one, so checking against it costs what a real check costs. */
export const decoyHash = (): Promise<string> =>
  (decoy ??= hashPassword('decoy password that matches no account'));

/**
 * Spends what a real check spends, for e-mails without an account (or without a password), so the
 * answer's timing does not tell whether the account exists.
 */
export async function verifyDecoy(password: string): Promise<false> {
  await verifyPassword(await decoyHash(), password);
  return false;
}

/** NIST 800-63B: length, not composition; no well-known password; not the e-mail itself. */
export function passwordProblem(
  password: string,
  email: string,
  messages: AuthMessages,
): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return messages.passwordTooLong;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return messages.passwordCommon;
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (lower === email.toLowerCase() || (local.length >= 4 && lower === local))
    return messages.passwordIsEmail;
  return null;
}
