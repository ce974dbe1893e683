import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../config.js';
import { startInvoiceDoubles } from '../modules/invoices/index.js';

/**
 * `npm run invoice-doubles`: the local doubles of ARCA and of the DTE provider on their own, for
 * several store instances that do not share a data folder (each started with
 * INVOICE_DOUBLES_URL=http://127.0.0.1:<port>). INVOICE_DOUBLES_PORT (default 9400), state in
 * `<STORE_DATA_DIR>/invoice-doubles.sqlite`.
 */
const port = Number(process.env.INVOICE_DOUBLES_PORT ?? 9400);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  process.stderr.write('INVOICE_DOUBLES_PORT tiene que ser un puerto (1 a 65535).\n');
  process.exit(2);
}
const dataDir = resolve(process.env.STORE_DATA_DIR?.trim() || join(REPO_ROOT, '.store'));
const doubles = await startInvoiceDoubles({
  stateFile: join(dataDir, 'invoice-doubles.sqlite'),
  port,
});
process.stdout.write(`Dobles de ARCA y del proveedor de DTE en ${doubles.url}\n`);
const stop = () => void doubles.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
