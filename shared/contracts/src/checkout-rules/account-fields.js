// The account's own fields (registration and profile), one definition for the API's schemas and
// mf-account's forms. The e-mail is the checkout's rule (fields.js): one rule everywhere.

/** Name and company. */
export const ACCOUNT_TEXT_MAX = 120;

/** NIST 800-63B: length, not composition; the cap only keeps a hash from being a denial of service. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** An optional phone: digits, spaces and + - ( ), 6 to 30 characters. */
export const ACCOUNT_PHONE_MAX = 30;
export const ACCOUNT_PHONE_PATTERN = '^[0-9+()\\-\\s]{6,30}$';
