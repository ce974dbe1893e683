import type { MailService } from '../mail/index.js';
import { renderBrandedMail } from '../mail/index.js';
import type { Tenant, TenantsService } from '../tenants/index.js';
import { ROLE_NAMES, type StaffRole } from './staff-roles.js';

/** The back office's invitation page for a code. */
export const invitationLink = (publicUrl: string, tenant: Tenant, code: string): string => {
  const url = new URL(`/${tenant.name}/admin/invitation`, publicUrl);
  url.searchParams.set('code', code);
  return url.href;
};

type MailDeps = { mail: MailService; tenants: TenantsService; publicUrl: string };

/** The tenant's brand as the e-mails draw it. */
async function brandOf(deps: MailDeps, tenant: Tenant) {
  const config = await deps.tenants.getConfig(tenant);
  return {
    name: config.name,
    primary: config.colors.primary,
    logoUrl: config.logo ? new URL(config.logo, deps.publicUrl).href : null,
  };
}

/** The invitation e-mail, through the outbox, in the tenant's brand (neutral Spanish). */
export async function sendInvitation(
  deps: MailDeps,
  tenant: Tenant,
  to: string,
  role: StaffRole,
  link: string,
): Promise<void> {
  const brand = await brandOf(deps, tenant);
  const title = `Invitación al equipo de ${brand.name}`;
  await deps.mail.send({
    tenantId: tenant.id,
    fromName: brand.name,
    to,
    subject: title,
    ...renderBrandedMail(brand, {
      preview: `Te invitaron a la administración de ${brand.name} como ${ROLE_NAMES[role]}.`,
      title,
      paragraphs: [
        `Te invitaron a la administración de la tienda ${brand.name} con el rol «${ROLE_NAMES[role]}».`,
        'Para entrar hay que elegir una contraseña desde el enlace. El enlace vale 72 horas y sirve una sola vez.',
      ],
      action: { label: 'Aceptar la invitación', url: link },
      notes: ['Si esta invitación no era esperada, este correo puede ignorarse.'],
    }),
  });
}

/**
 * A buyer asked for changes on a proof (issue 32): to the members who make proofs (owners and
 * production), with the comment and a link to the order's page in the back office.
 */
export async function sendProofChangesNotice(
  deps: MailDeps,
  tenant: Tenant,
  to: string[],
  order: { id: number; number: string },
  version: number,
  comment: string,
): Promise<void> {
  const brand = await brandOf(deps, tenant);
  const title = `El cliente pidió cambios en la prueba del pedido ${order.number} (versión ${version})`;
  const link = new URL(`/${tenant.name}/admin/orders/${order.id}`, deps.publicUrl).href;
  for (const address of to)
    await deps.mail.send({
      tenantId: tenant.id,
      fromName: brand.name,
      to: address,
      subject: title,
      ...renderBrandedMail(brand, {
        preview: title,
        title,
        paragraphs: [
          `El cliente respondió la versión ${version} de la prueba de diseño del pedido ${order.number} con este pedido de cambios:`,
          `«${comment}»`,
          'La próxima versión se genera o se sube desde la página del pedido, y se envía al cliente desde ahí.',
        ],
        action: { label: 'Ver el pedido', url: link },
        notes: [`Este aviso llega a los dueños y al equipo de producción de ${brand.name}.`],
      }),
    });
}
