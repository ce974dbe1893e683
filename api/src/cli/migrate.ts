import { ConfigError, loadConfig } from '../config.js';
import { createDb } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/** `pnpm --filter @store/api migrate`: applies every pending migration and says which. */
try {
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    const { results = [] } = await migrateToLatest(db);
    for (const result of results) process.stdout.write(`applied ${result.migrationName}\n`);
    process.stdout.write(
      results.length
        ? `${results.length} migration(s) applied.\n`
        : 'The database is up to date.\n',
    );
  } finally {
    await db.destroy();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exitCode = 1;
}
