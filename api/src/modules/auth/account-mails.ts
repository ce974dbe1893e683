import type { TenantsService, Tenant } from '../tenants/index.js';
import { renderBrandedMail, type MailBrand, type MailContent } from '../mail/index.js';
import type { MailService } from '../mail/index.js';
import { accountMailTexts } from './account-mail-texts.js';

export interface AccountMailLinks {
  activate: (userId: number, confirmationToken: string) => string;
  resetPassword: (email: string, resetCode: string) => string;
  login: () => string;
}

/** The store's own pages the e-mails link to, on the public address. */
export function accountLinks(publicUrl: string, tenant: Tenant): AccountMailLinks {
  const page = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(`/${tenant.name}${path}`, publicUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.href;
  };
  return {
    activate: (userId, confirmationToken) =>
      page('/auth/activate', { userId: String(userId), confirmationToken }),
    resetPassword: (email, resetCode) => page('/auth/reset-password', { email, resetCode }),
    login: () => page('/auth', { mode: 'login' }),
  };
}

/** The account e-mails, in Spanish of the tenant's country and with the tenant's brand. */
export function createAccountMails(deps: {
  mail: MailService;
  tenants: TenantsService;
  publicUrl: string;
}) {
  async function send(tenant: Tenant, to: string, content: (brand: MailBrand) => MailContent) {
    const config = await deps.tenants.getConfig(tenant);
    const brand: MailBrand = {
      name: config.name,
      primary: config.colors.primary,
      logoUrl: config.logo ? new URL(config.logo, deps.publicUrl).href : null,
    };
    const mail = content(brand);
    await deps.mail.send({
      tenantId: tenant.id,
      fromName: brand.name,
      to,
      subject: mail.title,
      ...renderBrandedMail(brand, mail),
      priority: 'account',
    });
  }
  const texts = (tenant: Tenant) => accountMailTexts(tenant.environment);
  const links = (tenant: Tenant) => accountLinks(deps.publicUrl, tenant);

  return {
    activation: (tenant: Tenant, to: string, name: string, userId: number, token: string) =>
      send(tenant, to, (brand) =>
        texts(tenant).activation(brand.name, name, links(tenant).activate(userId, token)),
      ),
    passwordReset: (tenant: Tenant, to: string, name: string, code: string) =>
      send(tenant, to, (brand) =>
        texts(tenant).passwordReset(brand.name, name, links(tenant).resetPassword(to, code)),
      ),
    alreadyRegistered: (tenant: Tenant, to: string, name: string) =>
      send(tenant, to, (brand) =>
        texts(tenant).alreadyRegistered(brand.name, name, links(tenant).login()),
      ),
    emailChanged: (tenant: Tenant, to: string, name: string, newEmail: string) =>
      send(tenant, to, (brand) => texts(tenant).emailChanged(brand.name, name, newEmail)),
  };
}

export type AccountMails = ReturnType<typeof createAccountMails>;
