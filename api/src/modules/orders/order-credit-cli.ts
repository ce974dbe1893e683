import type { FastifyInstance } from 'fastify';
import { CREDIT_MESSAGES } from './buyer-credit.js';

/** What the credit command needs of order-cli.ts (its errors, exit codes 2 and 1). */
interface CreditCliParts {
  usage: (message: string) => Error;
  refused: (message: string) => Error;
}

/**
 * `npm run order -- credit <tienda> <email> on|off`: gives a buyer credit terms (their next
 * orders may go to production before they are paid) or takes them back; without on|off it says
 * whether the buyer has them. Orders already placed keep the terms they were made with.
 */
export async function creditCommand(
  app: FastifyInstance,
  args: string[],
  parts: CreditCliParts,
): Promise<string> {
  const [tenantName, email, switchTo, extra] = args;
  if (!tenantName || !email) throw parts.usage('Faltan la tienda y el e-mail del comprador.');
  if (extra !== undefined) throw parts.usage(`Sobra "${extra}".`);
  if (switchTo !== undefined && switchTo !== 'on' && switchTo !== 'off')
    throw parts.usage(`"${switchTo}" no vale: tiene que ser on u off.`);
  const tenant = await app.tenants.getByName(tenantName);
  if (!tenant) throw parts.refused(`No existe una tienda llamada "${tenantName}".`);
  const userId = await app.orders.credit.buyerId(tenant.id, email);
  if (userId === null) throw parts.refused(CREDIT_MESSAGES.noBuyer(email.trim(), tenantName));
  if (switchTo !== undefined) await app.orders.credit.set(tenant.id, userId, switchTo === 'on');
  const has = await app.orders.credit.has(tenant.id, userId);
  return has
    ? `${email.trim()} tiene crédito en "${tenantName}": sus próximos pedidos pueden pasar a producción antes de pagarse.`
    : `${email.trim()} no tiene crédito en "${tenantName}": sus pedidos pasan a producción una vez pagados.`;
}
