import type { Generated } from 'kysely';

/** 'pending' until the e-mail is confirmed; 'deleted' keeps only the id, for anonymised orders. */
export type UserStatus = 'pending' | 'active' | 'deleted';

/** A buyer's account, per tenant: the same e-mail in two tenants is two accounts. */
export interface UsersTable {
  id: Generated<number>;
  tenant_id: number;
  /** Lowercase; unique per tenant; null once the account is deleted. */
  email: string | null;
  full_name: string;
  phone_number: string | null;
  company: string | null;
  /** argon2id PHC string; null for accounts that only log in through a provider, and deleted ones. */
  password_hash: string | null;
  status: UserStatus;
  activated_at: string | null;
  deleted_at: string | null;
  /** When staff blocked the account (migration 1430): no login, no session, no order. */
  blocked_at: string | null;
  /** Raised by each staff write on the buyer (block, credit terms): a stale one gets 409. */
  staff_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A login session: one refresh-token family, from a login to its logout or revocation. */
export interface SessionsTable {
  /** A random UUID, carried by the session's tokens as `sid`. */
  id: string;
  tenant_id: number;
  user_id: number;
  created_at: string;
  revoked_at: string | null;
  /** 'logout', 'reuse', 'password-reset'. */
  revoked_reason: string | null;
}

/** One refresh token of a session; each use rotates it into a child. */
export interface RefreshTokensTable {
  /** The token's `jti`. */
  id: string;
  session_id: string;
  parent_id: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type EmailCodePurpose = 'activation' | 'password-reset';

/** Single-use codes sent by e-mail; only their SHA-256 is kept. */
export interface EmailCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: EmailCodePurpose;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Failed logins per account, for the brute-force lock. */
export interface LoginFailuresTable {
  id: Generated<number>;
  tenant_id: number;
  email: string;
  /** The client address the attempt came from ('' for rows older than migration 0260). */
  address: string;
  failed_at: string;
}

/** An account's identity at an external provider (Google's `sub`). */
export interface ExternalLoginsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  provider: string;
  subject: string;
  created_at: string;
}

export interface AuthTables {
  auth_users: UsersTable;
  auth_sessions: SessionsTable;
  auth_refresh_tokens: RefreshTokensTable;
  auth_email_codes: EmailCodesTable;
  auth_login_failures: LoginFailuresTable;
  auth_external_logins: ExternalLoginsTable;
}
