import { copyFile, mkdir, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import type { KeptPrintFile } from '../designs/index.js';
import type { Tenant } from '../tenants/index.js';

/** What `print-files` borrows from the orders command: the same id check, tenant and usage. */
interface CliParts {
  orderId: (value: string | undefined) => number;
  tenantOf: (app: FastifyInstance, id: number) => Promise<Tenant>;
  usage: (message: string) => Error;
  /** The store refused it (exit code 1). */
  refused: (message: string) => Error;
}

async function outputDir(path: string, refused: CliParts['refused']): Promise<string> {
  const dir = resolve(path);
  const found = await stat(dir).catch(() => null);
  if (found && !found.isDirectory()) throw refused(`"${path}" ya existe y no es una carpeta.`);
  await mkdir(dir, { recursive: true }).catch(() => {
    throw refused(`No se pudo crear la carpeta "${path}".`);
  });
  return dir;
}

/**
 * `npm run order -- print-files <id> [--out <dir>]`: per customised line, each view's print file
 * (PNG at 300 DPI, SVG in mm). Without `--out` it lists where the store keeps them.
 */
export async function printFiles(
  app: FastifyInstance,
  args: string[],
  { orderId, tenantOf, usage, refused }: CliParts,
): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { out: { type: 'string' } }, allowPositionals: true });
  } catch {
    throw usage('Opción desconocida.');
  }
  const id = orderId(parsed.positionals[0]);
  if (parsed.positionals.length > 1) throw usage('Sobran datos después del id del pedido.');
  if (parsed.values.out !== undefined && !parsed.values.out.trim())
    throw usage('Falta la carpeta después de --out.');
  const tenant = await tenantOf(app, id);
  const out = parsed.values.out ? await outputDir(parsed.values.out, refused) : null;
  let order;
  try {
    order = await printFilesOfOrder(app, tenant, id);
  } catch (error) {
    if (error instanceof AppError) throw refused(error.message);
    throw error;
  }
  const lines: string[] = [];
  for (const file of order.files) {
    const paths = [file.png, file.svg];
    if (out)
      for (const [n, path] of paths.entries()) {
        paths[n] = join(out, fileNameInOrder(order.number, file, path));
        await copyFile(path, paths[n]!);
      }
    lines.push(
      `  Línea ${file.line} (${file.productName}), ${file.view}: ${file.widthPx} x ${file.heightPx} px a 300 DPI`,
      ...paths.map((path) => `    ${path}`),
    );
  }
  return [`Archivos de impresión del pedido ${order.number} (id ${id}):`, ...lines].join('\n');
}

/** One view's print files of an order's customised line. */
export interface OrderPrintFile extends KeptPrintFile {
  /** The line's position in the order, from 1. */
  line: number;
  productName: string;
}

/** A kept file's name outside the store: `0001-00000012-linea-1-1-frente.png`. */
export const fileNameInOrder = (number: string, file: OrderPrintFile, path: string) =>
  `${number}-linea-${file.line}-${basename(path)}`;

/**
 * Every customised line's print files (PNG at 300 DPI, SVG in mm), rendered the first time they
 * are asked for: the CLI and the back office read them here. A line whose files cannot be made
 * is a 422 naming it; an order without customised lines, a 422 too.
 */
export async function printFilesOfOrder(
  app: FastifyInstance,
  tenant: Tenant,
  id: number,
): Promise<{ number: string; files: OrderPrintFile[] }> {
  const row = await app.orders.row(tenant.id, id);
  if (!row) throw AppError.notFound('No encontramos ese pedido.');
  const order = await app.orders.dtoOf(row);
  const files: OrderPrintFile[] = [];
  for (const [index, line] of order.lines.entries()) {
    const kept = await app.printFiles
      .ofLine(tenant.id, `order-${id}/line-${index + 1}`, line.customization)
      .catch((error: unknown) => {
        if (error instanceof AppError)
          throw AppError.unprocessable(
            `Línea ${index + 1} (${line.productName}): ${error.message}`,
          );
        throw error;
      });
    for (const file of kept)
      files.push({ ...file, line: index + 1, productName: line.productName });
  }
  if (files.length === 0)
    throw AppError.unprocessable(
      `El pedido ${order.number} (id ${id}) no tiene líneas personalizadas.`,
    );
  return { number: order.number, files };
}
