import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest } from '../db/migrate.js';
import { TenantFileError } from '../modules/tenants/onboarding/problems.js';
import { runTenantCli, TenantCliError } from '../modules/tenants/onboarding/tenant-cli.js';

/** `npm run tenant -- create|update|list|show`: onboarding a reseller without code (README). */
try {
  const config = loadConfig();
  const app = await buildApp({ config: { ...config, logLevel: 'warn' } });
  try {
    await migrateToLatest(app.db);
    process.stdout.write(`${await runTenantCli(process.argv.slice(2), app)}\n`);
  } finally {
    await app.close();
  }
} catch (error) {
  const known =
    error instanceof TenantCliError ||
    error instanceof TenantFileError ||
    error instanceof ConfigError;
  process.stderr.write(
    `${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exitCode = 1;
}
