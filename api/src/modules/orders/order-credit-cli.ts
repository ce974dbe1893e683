import { creditDaysProblem, DEFAULT_CREDIT_DAYS } from '@store/contracts/sales-rules';
import type { FastifyInstance } from 'fastify';
import { CREDIT_MESSAGES } from './buyer-credit.js';

/** What the credit command needs of order-cli.ts (its errors, exit codes 2 and 1). */
interface CreditCliParts {
  usage: (message: string) => Error;
  refused: (message: string) => Error;
}

/**
 * `npm run order -- credit <tienda> <email> on [días]|off`: gives a buyer credit terms (their
 * next orders may go to production before they are paid; 30 days unless given) or takes them
 * back; without on|off it says what the buyer has. The back office's «Clientes» page does the
 * same through the same function (`app.adminBuyers.setCredit`; here with no member, so audited as the platform operator).
 * Orders already placed keep the terms they were made with.
 */
export async function creditCommand(
  app: FastifyInstance,
  args: string[],
  parts: CreditCliParts,
): Promise<string> {
  const [tenantName, email, switchTo, daysText, extra] = args;
  if (!tenantName || !email) throw parts.usage('Faltan la tienda y el e-mail del comprador.');
  if (extra !== undefined || (daysText !== undefined && switchTo !== 'on'))
    throw parts.usage(`Sobra "${extra ?? daysText}".`);
  if (switchTo !== undefined && switchTo !== 'on' && switchTo !== 'off')
    throw parts.usage(`"${switchTo}" no vale: tiene que ser on u off.`);
  const days = daysText === undefined ? DEFAULT_CREDIT_DAYS : Number(daysText);
  const problem = creditDaysProblem(days);
  if (problem) throw parts.usage(problem);
  const tenant = await app.tenants.getByName(tenantName);
  if (!tenant) throw parts.refused(`No existe una tienda llamada "${tenantName}".`);
  const userId = await app.orders.credit.buyerId(tenant.id, email);
  if (userId === null) throw parts.refused(CREDIT_MESSAGES.noBuyer(email.trim(), tenantName));
  if (switchTo !== undefined)
    await app.adminBuyers.setCredit(
      tenant,
      null,
      userId,
      switchTo === 'on' ? { days } : null,
      null,
    );
  const terms = await app.orders.credit.terms(tenant.id, userId);
  return terms
    ? `${email.trim()} tiene crédito a ${terms.days} días en "${tenantName}": sus próximos pedidos pueden pasar a producción antes de pagarse.`
    : `${email.trim()} no tiene crédito en "${tenantName}": sus pedidos pasan a producción una vez pagados.`;
}
