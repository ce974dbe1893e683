import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import { formatMinor, minorUnitsOf } from '../pricing/index.js';
import type { Tenant } from '../tenants/index.js';
import { REFUND_METHODS, type RefundMethod } from './refund-methods.js';

/** What the refund command needs of order-cli.ts (its errors, exit codes 2 and 1). */
interface RefundCliParts {
  orderId: (value: string | undefined) => number;
  tenantOf: (app: FastifyInstance, id: number) => Promise<Tenant>;
  usage: (message: string) => Error;
  refused: (message: string) => Error;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * `npm run order -- refund <id> <importe> --method card|TRF|CHQ --reference <texto>
 * [--date AAAA-MM-DD]`: records money given back on a paid order (the date defaults to today).
 * A paid order is cancelled only once what was paid is refunded this way (or from the back office).
 */
export async function refundCommand(
  app: FastifyInstance,
  args: string[],
  parts: RefundCliParts,
): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        method: { type: 'string' },
        reference: { type: 'string' },
        date: { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch {
    throw parts.usage('Opción desconocida.');
  }
  const [rawId, amount, extra] = parsed.positionals;
  const id = parts.orderId(rawId);
  if (!amount) throw parts.usage('Falta el importe devuelto, por ejemplo 1500,50.');
  if (extra !== undefined) throw parts.usage(`Sobra "${extra}".`);
  const method = parsed.values.method?.trim() ?? '';
  if (!(REFUND_METHODS as readonly string[]).includes(method))
    throw parts.usage(`--method tiene que ser uno de ${REFUND_METHODS.join(', ')}.`);
  const reference = parsed.values.reference?.trim() ?? '';
  if (!reference) throw parts.usage('Falta --reference: el número de la operación de devolución.');
  const refundedOn = parsed.values.date?.trim() || new Date().toISOString().slice(0, 10);
  if (!DAY.test(refundedOn)) throw parts.usage(`"${refundedOn}" no es una fecha AAAA-MM-DD.`);
  const tenant = await parts.tenantOf(app, id);
  const row = (await app.orders.row(tenant.id, id))!;
  try {
    await app.orders.recordRefund(tenant, id, {
      amount: minorUnitsOf(amount, row.decimals),
      method: method as RefundMethod,
      refundedOn,
      reference,
      recordedBy: 'operador de la plataforma',
    });
  } catch (error) {
    if (error instanceof AppError) throw parts.refused(error.message);
    throw error;
  }
  const refunded = await app.orders.refundedOf(tenant.id, id);
  return `Pedido ${row.number} (id ${id}): devolución registrada. Devuelto en total: ${formatMinor(refunded, row.decimals)} de ${formatMinor(Number(row.total), row.decimals)}.`;
}
