// The account's own fields (registration and profile), one definition for the API's schemas and
// mf-account's forms. The e-mail and the phone are the checkout's rules (fields.ts): one rule each
// everywhere.

/** Name and company. */
export const ACCOUNT_TEXT_MAX = 120 as const;

/** NIST 800-63B: length, not composition; the cap only keeps a hash from being a denial of service. */
export const PASSWORD_MIN_LENGTH = 8 as const;
export const PASSWORD_MAX_LENGTH = 256 as const;
