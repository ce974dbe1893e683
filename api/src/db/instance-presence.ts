import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';

/**
 * Whether the API process that started an in-flight request is still alive. Each process has an
 * id. On PostgreSQL it keeps one connection named after that id (`application_name`) for its
 * whole life, so any process can ask the database: a killed process's connection closes with
 * it, at once. On SQLite the store is one process, so only this process's own requests are alive
 * (a crash and a restart make a new process).
 */
export interface InstancePresence {
  readonly id: string;
  /** True unless `owner` is known to be gone; unknown (null, or the database unreachable) is alive. */
  isAlive(owner: string | null): Promise<boolean>;
  close(): Promise<void>;
}

const NAME_PREFIX = 'store:';

export async function createInstancePresence(
  database: DatabaseConfig,
  onError: (error: Error) => void,
): Promise<InstancePresence> {
  const id = randomUUID();
  if (database.dialect !== 'postgres') {
    return { id, isAlive: async (owner) => owner === null || owner === id, close: async () => {} };
  }
  // One connection, never closed while the process lives (idle timeout off); the pool queues
  // the questions other requests ask through it and reconnects it after an error.
  const pool = new pg.Pool({
    connectionString: database.url,
    application_name: `${NAME_PREFIX}${id}`,
    max: 1,
    idleTimeoutMillis: 0,
  });
  pool.on('error', onError);
  await pool.query('select 1');
  let open = true;
  return {
    id,
    async isAlive(owner) {
      if (owner === null || owner === id || !open) return true;
      try {
        const found = await pool.query(
          'select 1 from pg_stat_activity where application_name = $1 limit 1',
          [`${NAME_PREFIX}${owner}`],
        );
        return (found.rowCount ?? 0) > 0;
      } catch (error) {
        onError(error as Error);
        return true;
      }
    },
    async close() {
      if (open) await pool.end();
      open = false;
    },
  };
}
