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

/** The invitation e-mail, through the outbox, in the tenant's brand (neutral Spanish). */
export async function sendInvitation(
  deps: { mail: MailService; tenants: TenantsService; publicUrl: string },
  tenant: Tenant,
  to: string,
  role: StaffRole,
  link: string,
): Promise<void> {
  const config = await deps.tenants.getConfig(tenant);
  const brand = {
    name: config.name,
    primary: config.colors.primary,
    logoUrl: config.logo ? new URL(config.logo, deps.publicUrl).href : null,
  };
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
