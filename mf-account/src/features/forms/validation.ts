/**
 * The checks the forms make before sending, so that a typo is pointed at the field at once. They
 * mirror the API's (which still has the last word: common passwords, e-mail in use). Each answers
 * the key of its Spanish message in the `account` namespace, or null.
 */

export type Problem = { key: string; values?: Record<string, unknown> } | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+()\-\s]{6,30}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const TEXT_MAX = 120;

export function emailProblem(value: string): Problem {
  const email = value.trim();
  if (!email) return { key: 'errors.emailRequired' };
  if (email.length > 254 || !EMAIL.test(email)) return { key: 'errors.emailInvalid' };
  return null;
}

/** At login any password may be tried: only its presence is checked. */
export const loginPasswordProblem = (value: string): Problem =>
  value ? null : { key: 'errors.passwordRequired' };

/** Changing the e-mail asks for the password the buyer already has. */
export const currentPasswordProblem = (value: string): Problem =>
  value ? null : { key: 'errors.currentPasswordRequired' };

export function newPasswordProblem(value: string): Problem {
  if (!value) return { key: 'errors.passwordRequired' };
  const length = [...value].length;
  if (length < PASSWORD_MIN) return { key: 'errors.passwordShort' };
  if (length > PASSWORD_MAX) return { key: 'errors.passwordLong' };
  return null;
}

export const repeatedPasswordProblem = (password: string, repeated: string): Problem =>
  password === repeated ? null : { key: 'errors.passwordsDiffer' };

export function nameProblem(value: string): Problem {
  if (!value.trim()) return { key: 'errors.nameRequired' };
  if (value.trim().length > TEXT_MAX) return { key: 'errors.tooLong', values: { max: TEXT_MAX } };
  return null;
}

export function phoneProblem(value: string): Problem {
  const phone = value.trim();
  return phone && !PHONE.test(phone) ? { key: 'errors.phoneInvalid' } : null;
}

export const companyProblem = (value: string): Problem =>
  value.trim().length > TEXT_MAX ? { key: 'errors.tooLong', values: { max: TEXT_MAX } } : null;
