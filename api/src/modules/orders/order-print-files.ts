import { copyFile, mkdir, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/tenants.service.js';

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
  const order = await app.orders.dtoOf((await app.orders.row(tenant.id, id))!);
  const out = parsed.values.out ? await outputDir(parsed.values.out, refused) : null;
  const lines: string[] = [];
  for (const [index, line] of order.lines.entries()) {
    let files;
    try {
      files = await app.printFiles.ofLine(
        tenant.id,
        `order-${id}/line-${index + 1}`,
        line.customization,
      );
    } catch (error) {
      if (error instanceof AppError)
        throw refused(`Línea ${index + 1} (${line.productName}): ${error.message}`);
      throw error;
    }
    for (const file of files) {
      const paths = [file.png, file.svg];
      if (out)
        for (const [n, path] of paths.entries()) {
          paths[n] = join(out, `${order.number}-linea-${index + 1}-${basename(path)}`);
          await copyFile(path, paths[n]!);
        }
      lines.push(
        `  Línea ${index + 1} (${line.productName}), ${file.view}: ${file.widthPx} x ${file.heightPx} px a 300 DPI`,
        ...paths.map((path) => `    ${path}`),
      );
    }
  }
  if (lines.length === 0)
    throw refused(`El pedido ${order.number} (id ${id}) no tiene líneas personalizadas.`);
  return [`Archivos de impresión del pedido ${order.number} (id ${id}):`, ...lines].join('\n');
}
