import {
  ACCOUNT_TEXT_MAX,
  isValidEmail,
  isValidPhone,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@store/contracts';

/**
 * The checks the forms make before sending, so that a typo is pointed at the field at once. The
 * rules are the API's own (`@store/contracts`: the store's one e-mail and phone rules, the
 * account's lengths), which still has the last word (common passwords, e-mail in
 * use); only the words are this app's, per country. Each answers the key of its Spanish message
 * in the `account` namespace, a message already worded, or null.
 */
export type Problem = { key: string; values?: Record<string, unknown> } | string | null;

export function emailProblem(value: string): Problem {
  if (!value.trim()) return { key: 'errors.emailRequired' };
  return isValidEmail(value) ? null : { key: 'errors.emailInvalid' };
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
  if (length < PASSWORD_MIN_LENGTH) return { key: 'errors.passwordShort' };
  if (length > PASSWORD_MAX_LENGTH) return { key: 'errors.passwordLong' };
  return null;
}

export const repeatedPasswordProblem = (password: string, repeated: string): Problem =>
  password === repeated ? null : { key: 'errors.passwordsDiffer' };

const tooLong = { key: 'errors.tooLong', values: { max: ACCOUNT_TEXT_MAX } };

export function nameProblem(value: string): Problem {
  if (!value.trim()) return { key: 'errors.nameRequired' };
  return value.trim().length > ACCOUNT_TEXT_MAX ? tooLong : null;
}

export function phoneProblem(value: string): Problem {
  const phone = value.trim();
  return phone && !isValidPhone(phone) ? { key: 'errors.phoneInvalid' } : null;
}

export const companyProblem = (value: string): Problem =>
  value.trim().length > ACCOUNT_TEXT_MAX ? tooLong : null;
