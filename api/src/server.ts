import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { migrateToLatest } from './db/migrate.js';
import { recordStoreAddress } from './store-address.js';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`The store cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp({ config });

try {
  const { results } = await migrateToLatest(app.db);
  for (const result of results ?? [])
    app.log.info({ migration: result.migrationName }, 'migration applied');
  await app.listen({ port: config.port, host: config.host });
  // The CLIs run beside it print this address (npm run tenant).
  await recordStoreAddress(config).catch((error: unknown) =>
    app.log.warn({ err: error }, 'the store address could not be recorded'),
  );
  app.log.info(
    `Store ready at ${config.publicUrl} (database: ${config.database.dialect}, data: ${config.dataDir})`,
  );
} catch (error) {
  app.log.fatal({ err: error }, 'the store could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) {
    process.exit(1);
  }
  closing = true;
  app.log.info({ signal }, 'closing: finishing requests in flight');
  const force = setTimeout(() => {
    app.log.error('requests still open after the grace period; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}

process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
