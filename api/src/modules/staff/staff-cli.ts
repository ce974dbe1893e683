import type { FastifyInstance } from 'fastify';
import { OPERATOR } from './staff-audit.js';

export class StaffCliError extends Error {}

const USAGE = 'Uso: npm run tenant -- owner <tienda> <correo>';

/**
 * `npm run tenant -- owner <tenant> <email>`: the platform operator invites a tenant's first
 * owner. It prints the invitation link (also e-mailed through the outbox): no password ever
 * passes through a terminal; the owner chooses one and sets up the second factor on first login.
 */
export async function runOwnerCli(argv: string[], app: FastifyInstance): Promise<string> {
  const [tenantName, email, ...extra] = argv;
  if (!tenantName || !email || extra.length > 0) throw new StaffCliError(USAGE);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw new StaffCliError(`"${email}" no es un correo válido.\n${USAGE}`);
  const tenant = await app.tenants.getByName(tenantName);
  if (!tenant) throw new StaffCliError(`No existe la tienda "${tenantName}".`);
  const { member, link } = await app.staffMembers.invite(tenant, OPERATOR, {
    email,
    role: 'owner',
  });
  return [
    `Invitación de dueño para ${member.email} en "${tenant.name}" (vale 72 horas, una sola vez):`,
    link,
    'También se envió por correo. Al entrar elige su contraseña y configura el segundo factor (TOTP).',
  ].join('\n');
}
