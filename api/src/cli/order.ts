import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest } from '../db/migrate.js';
import { OrderCliError, runOrderCli } from '../modules/orders/index.js';

/** `npm run order -- list|show|status`: the operator's orders command (orders README). */
try {
  const config = loadConfig();
  const app = await buildApp({ config: { ...config, logLevel: 'warn' } });
  try {
    await migrateToLatest(app.db);
    const output = await runOrderCli(process.argv.slice(2), app);
    // The buyer's e-mail is in the outbox; let the delivery under way finish before closing.
    await app.mail.idle();
    process.stdout.write(`${output}\n`);
  } finally {
    await app.close();
  }
} catch (error) {
  const known = error instanceof OrderCliError || error instanceof ConfigError;
  process.stderr.write(
    `${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exitCode = error instanceof OrderCliError ? error.exitCode : 1;
}
