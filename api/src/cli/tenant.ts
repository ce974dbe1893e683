import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest } from '../db/migrate.js';
import { TenantCliError, TenantFileError } from '../modules/tenants/index.js';
import { storeAddressFor } from '../store-address.js';
import { runTenantCommand } from './tenant-command.js';

/** `npm run tenant -- create|update|list|show`: onboarding a reseller without code (README). */
try {
  const config = loadConfig();
  // The addresses it prints are the running store's, whatever port it was started on.
  const publicUrl = storeAddressFor(config);
  const app = await buildApp({ config: { ...config, logLevel: 'warn', publicUrl } });
  try {
    await migrateToLatest(app.db);
    // `npm run tenant` runs the script from api/; INIT_CWD is where the operator typed the
    // command. Run any other way (node api/dist/cli/tenant.js), paths are from the working folder.
    const viaScript = process.env.npm_lifecycle_event === 'tenant' && process.env.INIT_CWD;
    const cwd = viaScript || process.cwd();
    process.stdout.write(`${await runTenantCommand(process.argv.slice(2), app, cwd)}\n`);
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
