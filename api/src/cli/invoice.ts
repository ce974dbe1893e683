import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest } from '../db/migrate.js';
import { InvoiceCliError, runInvoiceCli } from '../modules/invoices/index.js';

/** `npm run invoice -- show|issue|retry|pdf <order>`: staff's electronic invoices (invoices README). */
try {
  const config = loadConfig();
  const app = await buildApp({ config: { ...config, logLevel: 'warn' } });
  try {
    await migrateToLatest(app.db);
    const viaScript = process.env.npm_lifecycle_event === 'invoice' && process.env.INIT_CWD;
    const output = await runInvoiceCli(process.argv.slice(2), app, viaScript || process.cwd());
    // The invoice's e-mail is in the outbox; let the delivery under way finish before closing.
    await app.mail.idle();
    process.stdout.write(`${output}\n`);
  } finally {
    await app.close();
  }
} catch (error) {
  const known = error instanceof InvoiceCliError || error instanceof ConfigError;
  process.stderr.write(
    `${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exitCode = error instanceof InvoiceCliError ? error.exitCode : 1;
}
