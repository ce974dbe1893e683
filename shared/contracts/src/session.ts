import type { Static } from 'typebox';
import type { UserSchema } from './wire/auth.schemas.ts';

/** Spec section 3 "User" (the API's schema, `wire/auth.schemas.ts`) and section 4 "Session". */
export type User = Static<typeof UserSchema>;

/** What is kept under the session key: who is logged in and their tokens. */
export interface StoredSession {
  userId: number;
  email: string;
  accessToken: string;
  refreshToken: string | null;
}

/** What is kept under the profile key. */
export interface StoredProfile {
  fullName: string;
  email: string;
  phoneNumber: string | null;
  company: string | null;
}

export interface SessionSnapshot {
  /** The bearer token for API calls: a guest token or a user's access token. */
  accessToken: string | null;
  user: User | null;
}

/** Local storage keys: every tenant shares the origin, so each key carries the tenant. */
export const storageKeys = {
  session: (tenant: string) => `store:${tenant}:session`,
  profile: (tenant: string) => `store:${tenant}:profile`,
  guestToken: (tenant: string) => `store:${tenant}:guest-token`,
  cart: (tenant: string) => `store:${tenant}:cart`,
} as const;
