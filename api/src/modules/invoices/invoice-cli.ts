import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { stringify } from 'yaml';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/index.js';
import type {
  ArgentineInvoicing,
  ChileanInvoicing,
  InvoicingSettings,
} from './invoice-settings.js';
import { InvalidSettings, type StaffInvoice } from './invoices.service.js';

/** `npm run invoice` (an order's documents) and `npm run tenant -- invoicing` (a store's settings). */

export const INVOICE_USAGE = `Uso:
  npm run invoice -- show <id>                      los comprobantes del pedido, con los mensajes de ARCA o del SII
  npm run invoice -- issue <id>                     emite ahora la factura de un pedido pago
  npm run invoice -- retry <id> [--documento <cuit|rut>] [--nombre <razón social>]
                    [--condicion <RI|MT|EX|CF>] [--domicilio <texto>] [--giro <texto>] [--comuna <texto>]
                                                    corrige los datos de facturación y vuelve a pedirla
  npm run invoice -- pdf <id> [--nota-de-credito] [--out <archivo.pdf>]
                                                    guarda el PDF emitido
El id es el del pedido (npm run order -- list).`;

export const INVOICING_USAGE = `Uso:
  npm run tenant -- invoicing <tienda>              muestra la configuración de facturación
  Argentina: npm run tenant -- invoicing <tienda> --cuit <cuit> --razon-social <texto> --domicilio <texto>
             --punto-de-venta <n> --iibb <n> --inicio-actividades <AAAA-MM-DD>
             --servicio <doble|homologacion|produccion> [--certificado <cert.pem> --clave <clave.key>]
  Chile:     npm run tenant -- invoicing <tienda> --rut <rut> --razon-social <texto> --giro <texto>
             --acteco <código> --direccion <texto> --comuna <texto> --oficina-sii <texto>
             --servicio <doble|pruebas|produccion>   (la clave de API de OpenFactura, de OPENFACTURA_API_KEY)
Los campos que no se dan quedan como estaban. El certificado, la clave y la clave de API se guardan cifrados.`;

/** A mistake of the operator (exit code 2) or a refusal of the store (1). */
export class InvoiceCliError extends Error {
  override name = 'InvoiceCliError';
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

const SERVICES: Record<string, InvoicingSettings['service']> = {
  doble: 'double',
  homologacion: 'homologation',
  pruebas: 'sandbox',
  produccion: 'production',
};
const SERVICE_NAMES: Record<string, string> = {
  double: 'doble local',
  homologation: 'homologación de ARCA',
  sandbox: 'pruebas de OpenFactura',
  production: 'producción',
};

function describeInvoice(doc: StaffInvoice): string {
  const lines = [
    `${doc.name} (${doc.kind === 'invoice' ? 'factura' : 'nota de crédito'}, ${SERVICE_NAMES[doc.service] ?? 'sin emitir'}): ${doc.status}`,
  ];
  if (doc.cae) lines.push(`  CAE ${doc.cae}, vence el ${doc.caeDue}`);
  if (doc.trackId) lines.push(`  Track id ${doc.trackId}`);
  if (doc.issuedOn) lines.push(`  Emitido el ${doc.issuedOn}`);
  if (doc.buyer)
    lines.push(
      `  Receptor: ${doc.buyer.name} · ${doc.buyer.document || 'sin documento'} · ${doc.buyer.ivaCondition}`,
    );
  for (const message of doc.messages) lines.push(`  ${message.code}: ${message.message}`);
  if (doc.status === 'pending' && doc.lastError)
    lines.push(
      `  Intento ${doc.attempts}: ${doc.lastError}. Próximo intento: ${doc.nextAttemptAt}`,
    );
  return lines.join('\n');
}

const listing = (docs: StaffInvoice[]) =>
  docs.length ? docs.map(describeInvoice).join('\n') : 'El pedido no tiene comprobantes todavía.';

async function tenantOfOrder(
  app: FastifyInstance,
  value: string | undefined,
): Promise<{ tenant: Tenant; id: number }> {
  if (!value || !/^[1-9]\d{0,14}$/.test(value))
    throw new InvoiceCliError(`Falta el id del pedido (un número).\n${INVOICE_USAGE}`, 2);
  const id = Number(value);
  const tenantId = await app.orders.tenantIdOf(id);
  const tenant = tenantId === null ? null : await app.tenants.getById(tenantId);
  if (!tenant) throw new InvoiceCliError(`No existe el pedido ${id}.`);
  return { tenant, id };
}

export async function runInvoiceCli(
  argv: string[],
  app: FastifyInstance,
  cwd = process.cwd(),
): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        documento: { type: 'string' },
        nombre: { type: 'string' },
        condicion: { type: 'string' },
        domicilio: { type: 'string' },
        giro: { type: 'string' },
        comuna: { type: 'string' },
        'nota-de-credito': { type: 'boolean' },
        out: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new InvoiceCliError(`${(error as Error).message}\n${INVOICE_USAGE}`, 2);
  }
  const [command, target] = parsed.positionals;
  if (!command) return INVOICE_USAGE;
  const { tenant, id } = await tenantOfOrder(app, target);
  try {
    switch (command) {
      case 'show':
        return listing(await app.invoices.forOrder(tenant, id));
      case 'issue':
        return listing(await app.invoices.issueNow(tenant, id));
      case 'retry': {
        const v = parsed.values;
        const corrections = Object.fromEntries(
          Object.entries({
            document: v.documento,
            name: v.nombre,
            ivaCondition: v.condicion,
            address: v.domicilio,
            giro: v.giro,
            comuna: v.comuna,
          }).filter(([, value]) => value !== undefined),
        );
        return listing(await app.invoices.retry(tenant, id, corrections));
      }
      case 'pdf': {
        const kind = parsed.values['nota-de-credito'] ? 'credit_note' : 'invoice';
        const doc = (await app.invoices.forOrder(tenant, id)).find((d) => d.kind === kind);
        if (!doc || doc.status !== 'issued')
          throw new InvoiceCliError(
            `El pedido ${id} no tiene ${kind === 'invoice' ? 'factura' : 'nota de crédito'} emitida.`,
          );
        const { pdf, name } = await app.invoices.pdf(tenant, doc.id);
        const file = resolve(cwd, parsed.values.out ?? name);
        await writeFile(file, pdf);
        return `${doc.name} guardado en ${file}`;
      }
      default:
        throw new InvoiceCliError(`No conozco el comando "${command}".\n${INVOICE_USAGE}`, 2);
    }
  } catch (error) {
    if (error instanceof AppError) throw new InvoiceCliError(error.message);
    throw error;
  }
}

/** `npm run tenant -- invoicing <tienda> [...]`: shows or changes a store's invoicing. */
export async function runInvoicingCli(
  argv: string[],
  app: FastifyInstance,
  cwd = process.cwd(),
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const text = { type: 'string' } as const;
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        cuit: text,
        rut: text,
        'razon-social': text,
        domicilio: text,
        direccion: text,
        'punto-de-venta': text,
        iibb: text,
        'inicio-actividades': text,
        giro: text,
        acteco: text,
        comuna: text,
        'oficina-sii': text,
        servicio: text,
        certificado: text,
        clave: text,
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new InvoiceCliError(`${(error as Error).message}\n${INVOICING_USAGE}`, 2);
  }
  const [name, ...extra] = parsed.positionals;
  if (parsed.values.help) return INVOICING_USAGE;
  if (!name || extra.length) throw new InvoiceCliError(INVOICING_USAGE, 2);
  const tenant = await app.tenants.getByName(name);
  if (!tenant) throw new InvoiceCliError(`No existe una tienda llamada "${name}".`);
  const current = await app.invoices.settingsOf(tenant.id);
  const { help: _help, ...v } = parsed.values;
  const secretNames = (await app.tenantSecrets.names(tenant.id)).filter((n) =>
    ['arcaCertificate', 'arcaPrivateKey', 'openFacturaApiKey'].includes(n),
  );
  const changes =
    Object.values(v).some((value) => value !== undefined) || !!env.OPENFACTURA_API_KEY;
  if (!changes)
    return current
      ? stringify({
          tienda: tenant.name,
          facturacion: current,
          credenciales: secretNames,
        }).trimEnd()
      : `La tienda "${tenant.name}" no tiene configurada la facturación.\n${INVOICING_USAGE}`;
  const service = v.servicio === undefined ? undefined : SERVICES[v.servicio];
  if (v.servicio !== undefined && !service)
    throw new InvoiceCliError(
      `servicio: "${v.servicio}" no es doble, homologacion, pruebas ni produccion.`,
      2,
    );
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  const defined = <T extends object>(value: T) =>
    Object.fromEntries(
      Object.entries(value).filter(([, field]) => field !== undefined),
    ) as Partial<T>;
  let next: InvoicingSettings;
  if (tenant.environment === 'CL') {
    const base = (
      current?.country === 'CL' ? current : { country: 'CL', service: 'double' }
    ) as ChileanInvoicing;
    next = {
      ...base,
      ...defined({
        service: service as ChileanInvoicing['service'] | undefined,
        rut: v.rut,
        legalName: v['razon-social'],
        giro: v.giro,
        acteco: number(v.acteco),
        address: v.direccion,
        comuna: v.comuna,
        siiOffice: v['oficina-sii'],
      }),
    };
  } else {
    const base = (
      current?.country === 'AR' ? current : { country: 'AR', service: 'double' }
    ) as ArgentineInvoicing;
    next = {
      ...base,
      ...defined({
        service: service as ArgentineInvoicing['service'] | undefined,
        cuit: v.cuit,
        legalName: v['razon-social'],
        address: v.domicilio,
        pointOfSale: number(v['punto-de-venta']),
        grossIncome: v.iibb,
        activitiesStart: v['inicio-actividades'],
      }),
    };
  }
  // Read here; whether they are a matching certificate and key is the service's check.
  const secrets: Record<string, string> = {};
  for (const [name, file] of [
    ['arcaCertificate', v.certificado],
    ['arcaPrivateKey', v.clave],
  ] as const)
    if (file)
      secrets[name] = await readFile(resolve(cwd, file), 'utf8').catch((error: unknown) => {
        throw new InvoiceCliError(`No pude leer ${file}: ${(error as Error).message}`);
      });
  if (env.OPENFACTURA_API_KEY?.trim()) secrets.openFacturaApiKey = env.OPENFACTURA_API_KEY.trim();
  try {
    const saved = await app.invoices.saveSettings(tenant, next, secrets);
    return `Facturación de "${tenant.name}" guardada (${SERVICE_NAMES[saved.service]}).${Object.keys(secrets).length ? ' Credenciales guardadas cifradas.' : ''}`;
  } catch (error) {
    if (error instanceof InvalidSettings)
      throw new InvoiceCliError(
        `No guardé nada:\n${error.problems.map((p) => `  ${p}`).join('\n')}`,
      );
    throw error;
  }
}
