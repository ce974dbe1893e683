import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest } from '../db/migrate.js';
import { runSeeds } from '../db/seed.js';

/** `pnpm --filter @store/api seed`: migrates, then loads the demo data; a second run changes nothing. */
try {
  const config = loadConfig();
  const app = await buildApp({
    config: { ...config, logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel },
  });
  try {
    await migrateToLatest(app.db);
    await runSeeds(app);
    const names = await app.tenants.listNames();
    process.stdout.write(
      `Seed done. Tenants: ${names.map((name) => `${config.publicUrl}/${name}`).join(', ')}\n`,
    );
  } finally {
    await app.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exitCode = 1;
}
