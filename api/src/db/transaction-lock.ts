import { sql, type Kysely } from 'kysely';
import { dialectOf, type Database } from './database.js';

/**
 * Takes the turn named `key` until the caller's transaction ends, so two transactions of one key
 * run one after the other. SQLite's transactions are immediate (one writer at a time) and need
 * nothing more; on PostgreSQL an advisory lock per key, held to the commit or rollback.
 */
export async function lockForTransaction(trx: Kysely<Database>, key: string): Promise<void> {
  if (dialectOf(trx) === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
