import { createHash, randomBytes } from 'node:crypto';
import type { UserRow } from './users.repository.js';

/** Spec section 3 "User" as the API answers it. */
export interface AccountUser {
  userId: number;
  email: string;
  fullName: string;
  phoneNumber: string | null;
  company: string | null;
}

export function toAccountUser(row: UserRow): AccountUser {
  return {
    userId: Number(row.id),
    email: row.email ?? '',
    fullName: row.full_name,
    phoneNumber: row.phone_number,
    company: row.company,
  };
}

/** E-mails are compared and stored in lower case: `Ana@X.com` and `ana@x.com` are one account. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Optional text fields: blank is absent. */
export const optionalText = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** A code to send by e-mail (256 random bits) and the hash that is stored instead of it. */
export function newEmailCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashEmailCode(code) };
}

export const hashEmailCode = (code: string): string =>
  createHash('sha256').update(code).digest('hex');
