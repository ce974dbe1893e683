import { parseArgs } from 'node:util';
import { formatMoney } from '@store/contracts/money-format';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/index.js';
import { creditCommand } from './order-credit-cli.js';
import { printFiles } from './order-print-files.js';
import { refundCommand } from './order-refund-cli.js';
import {
  isOrderStatus,
  isTrackingUrl,
  ORDER_STATUSES,
  STATUS_MESSAGES,
  STATUS_NAMES,
} from './order-status.js';
import type { OrderDto } from '@store/contracts/wire/orders';

export const USAGE = `Uso:
  npm run order -- list [--tienda <nombre>]                 los últimos 50 pedidos
  npm run order -- show <id>                                el pedido con su historial
  npm run order -- status <id> <estado> [--tracking <url>]  avanza el pedido y avisa al comprador
  npm run order -- print-files <id> [--out <carpeta>]       los archivos de impresión de sus líneas personalizadas
  npm run order -- credit <tienda> <email> [on [días]|off]  crédito del comprador: sus pedidos se producen antes de pagarse
  npm run order -- refund <id> <importe> --method card|TRF|CHQ --reference <texto> [--date AAAA-MM-DD]
                                                            registra dinero devuelto de un pedido pagado
Estados, en orden: ${ORDER_STATUSES.join(', ')} (cancelled desde cualquiera antes de delivered;
un pedido pagado se cancela después de registrar la devolución de lo cobrado).
El estado shipped necesita --tracking con el enlace de seguimiento del transportista.
Después de «paid» solo avanza un pedido pagado o de un comprador con crédito; uno personalizado
pasa a producción cuando el comprador aprobó la prueba.`;

/** Exit codes: 2 the command is mistyped, 1 the store refused it (absent order, backwards). */
export class OrderCliError extends Error {
  override name = 'OrderCliError';
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

const usage = (message: string) => new OrderCliError(`${message}\n${USAGE}`, 2);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function orderId(value: string | undefined): number {
  if (!value) throw usage('Falta el id del pedido.');
  if (!/^[1-9]\d{0,14}$/.test(value))
    throw usage(`"${value}" no es un id de pedido: tiene que ser un número, por ejemplo 42.`);
  return Number(value);
}

async function tenantOf(app: FastifyInstance, id: number): Promise<Tenant> {
  const tenantId = await app.orders.tenantIdOf(id);
  const tenant = tenantId === null ? null : await app.tenants.getById(tenantId);
  if (!tenant) throw new OrderCliError(`No existe el pedido ${id}.`, 1);
  return tenant;
}

function describe(tenant: Tenant, order: OrderDto, symbol: string): string {
  const decimals = order.currency === 'CLP' ? 0 : 2;
  return [
    `Pedido ${order.number} (id ${order.id}) de la tienda "${tenant.name}"`,
    `Estado: ${STATUS_NAMES[order.status]} (${order.status}). Pago: ${order.payment} ${order.paymentStatus}.`,
    `Comprador: ${order.addressee.name} ${order.addressee.lastName} <${order.addressee.email}>`,
    `Total: ${formatMoney(order.total, { decimals, symbol })} (envío ${order.shipping.carrierName})`,
    ...order.lines.map((line) => `  ${line.quantity} x ${line.productName} (${line.sku})`),
    'Historial:',
    ...order.history.map(
      (step) =>
        `  ${step.at}  ${STATUS_NAMES[step.status]}${step.trackingUrl ? `  ${step.trackingUrl}` : ''}`,
    ),
  ].join('\n');
}

async function list(app: FastifyInstance, args: string[]): Promise<string> {
  const { values } = parseArgs({ args, options: { tienda: { type: 'string' } } });
  let tenantId: number | null = null;
  if (values.tienda) {
    const tenant = await app.tenants.getByName(values.tienda);
    if (!tenant) throw new OrderCliError(`No existe una tienda llamada "${values.tienda}".`, 1);
    tenantId = tenant.id;
  }
  const rows = await app.orders.latest(tenantId, 50);
  if (rows.length === 0) return 'No hay pedidos todavía.';
  const tenants = new Map((await app.tenants.list()).map((t) => [t.id, t.name]));
  return table([
    ['id', 'número', 'tienda', 'fecha', 'estado', 'pago'],
    ...rows.map((row) => [
      String(row.id),
      row.number,
      tenants.get(Number(row.tenant_id)) ?? '',
      row.created_at.slice(0, 10),
      row.status,
      `${row.payment_method} ${row.payment_status}`,
    ]),
  ]);
}

async function show(app: FastifyInstance, args: string[]): Promise<string> {
  const id = orderId(args[0]);
  const tenant = await tenantOf(app, id);
  const order = await app.orders.dtoOf((await app.orders.row(tenant.id, id))!);
  const symbol = (await app.tenants.getConfig(tenant)).currencySymbol;
  return describe(tenant, order, symbol);
}

async function status(app: FastifyInstance, args: string[]): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { tracking: { type: 'string' } }, allowPositionals: true });
  } catch {
    throw usage('Opción desconocida.');
  }
  const [rawId, to] = parsed.positionals;
  const id = orderId(rawId);
  if (!to) throw usage('Falta el estado nuevo.');
  if (!isOrderStatus(to))
    throw usage(`"${to}" no es un estado. Los estados son: ${ORDER_STATUSES.join(', ')}.`);
  const tracking = parsed.values.tracking?.trim() || null;
  if (to === 'shipped' && !tracking) throw usage(STATUS_MESSAGES.trackingRequired);
  if (to !== 'shipped' && tracking) throw usage(STATUS_MESSAGES.trackingOnlyShipped);
  if (tracking && !isTrackingUrl(tracking)) throw usage(STATUS_MESSAGES.trackingInvalid);
  const tenant = await tenantOf(app, id);
  try {
    const order = await app.orders.changeStatus(tenant, id, to, tracking);
    const account = await app.orders.buyerAccount(id);
    const told = account ? ` Avisamos a ${account.email} por correo.` : '';
    return `Pedido ${order.number} (id ${id}): ${STATUS_NAMES[to]}.${told}`;
  } catch (error) {
    if (error instanceof AppError) throw new OrderCliError(error.message, 1);
    throw error;
  }
}

/** `npm run order -- list|show|status|print-files|credit|refund`: the operator's view and moves. */
export async function runOrderCli(argv: string[], app: FastifyInstance): Promise<string> {
  const [command, ...rest] = argv;
  if (command === 'print-files')
    return printFiles(app, rest, {
      orderId,
      tenantOf,
      usage,
      refused: (message) => new OrderCliError(message, 1),
    });
  if (command === 'list') return list(app, rest);
  if (command === 'show') return show(app, rest);
  if (command === 'status') return status(app, rest);
  if (command === 'refund')
    return refundCommand(app, rest, {
      orderId,
      tenantOf,
      usage,
      refused: (message) => new OrderCliError(message, 1),
    });
  if (command === 'credit')
    return creditCommand(app, rest, {
      usage,
      refused: (message) => new OrderCliError(message, 1),
    });
  throw usage(command ? `No conozco el comando "${command}".` : 'Falta el comando.');
}
