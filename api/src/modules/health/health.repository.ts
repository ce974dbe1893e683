import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** The health check's one query: it reads no table, it only needs the database to answer. */
export function createHealthRepository(db: Kysely<Database>) {
  return {
    async ping(): Promise<void> {
      await sql`select 1 as alive`.execute(db);
    },
  };
}
