import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { createDb } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { importCatalog, readCatalog } from '../modules/catalog/index.js';
import { createTenantsRepository } from '../modules/tenants/index.js';

/**
 * `npm run catalog:import -- <file> --tenant <name> [--format json|csv]`: loads a reseller's
 * catalogue. Bad rows are listed with their line and reason and left out; the rest is loaded.
 * Running the same file again changes nothing. Exit code 1 when some row was refused.
 */
const USAGE =
  'Uso: npm run catalog:import -- <archivo.json|archivo.csv> --tenant <tienda> [--format json|csv]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { tenant: { type: 'string' }, format: { type: 'string' } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file || !values.tenant || positionals.length > 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const format = (values.format ?? extname(file).slice(1)).toLowerCase();
  if (format !== 'json' && format !== 'csv') {
    process.stderr.write(`No sé leer "${file}": usá un archivo .json o .csv, o indicá --format.\n`);
    return 2;
  }
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) {
    process.stderr.write(`No se puede leer el archivo "${file}".\n`);
    return 2;
  }
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    const tenant = await createTenantsRepository(db).findByName(values.tenant);
    if (!tenant) {
      process.stderr.write(`La tienda "${values.tenant}" no existe.\n`);
      return 2;
    }
    const report = await importCatalog(db, tenant.id, readCatalog(text, format));
    for (const issue of report.issues)
      process.stdout.write(`línea ${issue.line}: ${issue.message}\n`);
    process.stdout.write(
      `${report.created} productos nuevos, ${report.updated} actualizados, ${report.unchanged} sin cambios, ${report.variants} variantes; ${report.issues.length} filas con problemas.\n`,
    );
    return report.issues.length > 0 ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exitCode = 1;
}
