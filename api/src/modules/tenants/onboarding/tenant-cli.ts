import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { stringify } from 'yaml';
import { AppError } from '../../../http/errors.js';
import type { Tenant } from '../tenant.js';
import { readTenantFile, type TenantPlan } from './tenant-file.js';

export const USAGE = `Uso:
  npm run tenant -- create <archivo.yaml|archivo.json>   crea una tienda nueva
  npm run tenant -- update <archivo.yaml|archivo.json>   reemplaza la configuración de una tienda
  npm run tenant -- list                                 lista las tiendas
  npm run tenant -- show <nombre> [--json]               muestra la configuración guardada
  npm run tenant -- payment <nombre>                     guarda las credenciales de Mercado Pago de
                                                         MP_ACCESS_TOKEN y MP_WEBHOOK_SECRET (cifradas)
  npm run tenant -- payment <nombre> --sandbox           tienda de demostración: tarjeta con el
                                                         proveedor de prueba (ningún cobro es real)
  npm run tenant -- shipping <nombre>                    guarda las credenciales de Zippin de
                                                         ZIPPIN_API_TOKEN y ZIPPIN_API_SECRET (cifradas)
  npm run tenant -- invoicing <nombre> [...]             la facturación electrónica (ARCA u OpenFactura):
                                                         npm run tenant -- invoicing --help
  npm run tenant -- owner <nombre> <correo>              invita al primer dueño de la tienda (imprime el enlace)
Las rutas de logo, favicon y demás imágenes son relativas al archivo.
La tienda queda en línea al instante, sin volver a compilar. Ejemplo: e2e/fixtures/tenant-norte.yaml.`;

/** A mistake of the operator (command, file, name): shown as is, exit code 1. */
export class TenantCliError extends Error {
  override name = 'TenantCliError';
}

const address = (app: FastifyInstance, name: string) => `${app.config.publicUrl}/${name}/`;

async function writeFiles(app: FastifyInstance, plan: TenantPlan): Promise<void> {
  const dir = join(app.config.tenantAssetsDir, plan.tenant.name);
  await mkdir(dir, { recursive: true });
  // Files are named by their content: writing them never changes what a live page shows.
  for (const file of plan.files) await writeFile(join(dir, file.name), file.bytes);
}

async function save(app: FastifyInstance, file: string, mode: 'create' | 'update') {
  const plan = await readTenantFile(file);
  const existing = await app.tenants.getByName(plan.tenant.name);
  if (mode === 'create' && existing)
    throw new TenantCliError(
      `Ya existe una tienda llamada "${plan.tenant.name}". Para cambiarla usá: npm run tenant -- update ${file}`,
    );
  if (mode === 'update' && !existing)
    throw new TenantCliError(
      `No existe una tienda llamada "${plan.tenant.name}". Para crearla usá: npm run tenant -- create ${file}`,
    );
  await writeFiles(app, plan);
  const tenant =
    mode === 'create'
      ? await app.tenants.create(plan.tenant)
      : await app.tenants.update(plan.tenant);
  const verb = mode === 'create' ? 'creada' : 'actualizada';
  return `Tienda "${tenant.name}" (${tenant.displayName}) ${verb}, plantilla ${tenant.templateId}. En línea en ${address(app, tenant.name)}`;
}

function listing(app: FastifyInstance, tenants: Tenant[]): string {
  if (tenants.length === 0)
    return 'No hay tiendas todavía. Creá una con: npm run tenant -- create <archivo>';
  const rows = tenants.map((t) => [
    t.name,
    t.displayName,
    t.environment,
    String(t.templateId),
    address(app, t.name),
  ]);
  const header = ['nombre', 'marca', 'país', 'plantilla', 'dirección'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function show(
  app: FastifyInstance,
  name: string | undefined,
  json: boolean,
): Promise<string> {
  if (!name) throw new TenantCliError(`show necesita el nombre de la tienda.\n${USAGE}`);
  const tenant = await app.tenants.getByName(name);
  if (!tenant) throw new TenantCliError(`No existe una tienda llamada "${name}".`);
  const view = {
    name: tenant.name,
    displayName: tenant.displayName,
    environment: tenant.environment,
    template: tenant.templateId,
    address: address(app, tenant.name),
    createdAt: tenant.createdAt,
    updatedAt: tenant.updatedAt,
    settings: tenant.settings,
    secrets: await app.tenantSecrets.names(tenant.id),
    cardPayments: CARD_MODE_LINES[await app.payments.cardMode(tenant)],
  };
  return json ? JSON.stringify(view, null, 2) : stringify(view).trimEnd();
}

/** The back office's line on card payments (`show`). */
const CARD_MODE_LINES = {
  mercadopago: 'Mercado Pago (credenciales de la tienda)',
  sandbox: 'proveedor de prueba (tienda de demostración: ningún cobro es real)',
  none: 'sin configurar: la tienda ofrece solo transferencia y cheque (npm run tenant -- payment)',
} as const;

/**
 * Credentials come from the environment, not the command line, so they stay out of the shell's
 * history; they are stored encrypted and never printed (`show` lists only their names).
 */
async function payment(
  app: FastifyInstance,
  name: string | undefined,
  env: Record<string, string | undefined>,
  sandbox: boolean,
): Promise<string> {
  if (!name) throw new TenantCliError(`payment necesita el nombre de la tienda.\n${USAGE}`);
  const tenant = await app.tenants.getByName(name);
  if (!tenant) throw new TenantCliError(`No existe una tienda llamada "${name}".`);
  if (sandbox) {
    if (await app.tenantSecrets.mercadoPago(tenant.id))
      throw new TenantCliError(
        `"${tenant.name}" tiene credenciales de Mercado Pago: sus pagos con tarjeta son reales y no pueden pasar por el proveedor de prueba.`,
      );
    await app.payments.setSandbox(tenant.id, true);
    return `"${tenant.name}" es ahora una tienda de demostración: la tarjeta se paga con el proveedor de prueba (ningún cobro es real).`;
  }
  const accessToken = env.MP_ACCESS_TOKEN?.trim();
  const webhookSecret = env.MP_WEBHOOK_SECRET?.trim();
  if (!accessToken || !webhookSecret)
    throw new TenantCliError(
      'Definí MP_ACCESS_TOKEN y MP_WEBHOOK_SECRET (las credenciales de Mercado Pago de la tienda) y volvé a ejecutar el comando.',
    );
  await app.tenantSecrets.set(tenant.id, {
    mercadoPagoAccessToken: accessToken,
    mercadoPagoWebhookSecret: webhookSecret,
  });
  // Real credentials end the demo: a sandbox checkout opened before pays nothing any more.
  await app.payments.setSandbox(tenant.id, false);
  return `Credenciales de Mercado Pago guardadas (cifradas) para "${tenant.name}". Los pagos con tarjeta usan ahora su cuenta.`;
}

/** Zippin's API token and secret, from the environment like the payment credentials. */
async function shipping(
  app: FastifyInstance,
  name: string | undefined,
  env: Record<string, string | undefined>,
): Promise<string> {
  if (!name) throw new TenantCliError(`shipping necesita el nombre de la tienda.\n${USAGE}`);
  const tenant = await app.tenants.getByName(name);
  if (!tenant) throw new TenantCliError(`No existe una tienda llamada "${name}".`);
  const apiToken = env.ZIPPIN_API_TOKEN?.trim();
  const apiSecret = env.ZIPPIN_API_SECRET?.trim();
  if (!apiToken || !apiSecret)
    throw new TenantCliError(
      'Definí ZIPPIN_API_TOKEN y ZIPPIN_API_SECRET y volvé a ejecutar el comando.',
    );
  await app.tenantSecrets.set(tenant.id, { zippinApiToken: apiToken, zippinApiSecret: apiSecret });
  return `Credenciales de Zippin guardadas (cifradas) para "${tenant.name}". Con checkout.zippin en su archivo, las cotizaciones salen de Zippin.`;
}

/**
 * `npm run tenant -- <command>`: answers what to print, or throws TenantCliError. File paths are
 * relative to `cwd`, where the operator typed the command (npm runs the script from api/).
 */
export async function runTenantCli(
  argv: string[],
  app: FastifyInstance,
  cwd: string = process.cwd(),
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        json: { type: 'boolean' },
        sandbox: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new TenantCliError(`${(error as Error).message}\n${USAGE}`);
  }
  const [command, target, ...extra] = parsed.positionals;
  if (parsed.values.help || !command) return USAGE;
  if (extra.length > 0) throw new TenantCliError(`Sobra: ${extra.join(' ')}.\n${USAGE}`);
  try {
    switch (command) {
      case 'create':
      case 'update':
        if (!target)
          throw new TenantCliError(`${command} necesita un archivo .yaml o .json.\n${USAGE}`);
        return await save(app, resolve(cwd, target), command);
      case 'list':
        return listing(app, await app.tenants.list());
      case 'show':
        return await show(app, target, parsed.values.json ?? false);
      case 'payment':
        return await payment(app, target, env, parsed.values.sandbox ?? false);
      case 'shipping':
        return await shipping(app, target, env);
      default:
        throw new TenantCliError(`No conozco el comando "${command}".\n${USAGE}`);
    }
  } catch (error) {
    if (error instanceof AppError) throw new TenantCliError(error.message);
    throw error;
  }
}
