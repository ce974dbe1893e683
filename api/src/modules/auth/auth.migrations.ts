import type { Migration } from 'kysely';

/** Guest tokens need no table; user accounts and refresh-token families start at 0210. */
export const authMigrations: Record<string, Migration> = {};
