import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';

/** What the account journeys share: the demo buyers, the login form, the development inbox. */

export const DEMO_BUYERS = {
  'demo-ar': { email: 'comprador@promosur.com.ar', password: 'PromoSur-2026' },
  'demo-cl': { email: 'compras@andesmerch.cl', password: 'AndesMerch-2026' },
} as const;

/** Fills the login form (/auth?mode=login) as a buyer would, and submits it. */
export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
}

interface InboxMessage {
  subject: string;
  text: string;
}

/**
 * The newest mail with this subject the store sent to an address, read from the development
 * inbox's JSON (the in-process SMTP sink received it over real SMTP).
 */
export async function mailTo(storeUrl: string, address: string, subject: string) {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${storeUrl}/dev/inbox.json?to=${encodeURIComponent(address)}`,
        );
        const { messages } = (await response.json()) as { messages: InboxMessage[] };
        found = messages.find((message) => message.subject === subject);
        return found?.subject;
      },
      // The mail is there a moment after the answer: asked every 250 ms, not every second.
      { timeout: 20_000, intervals: [100, 250] },
    )
    .toBe(subject);
  return found as InboxMessage;
}

/** The store link of a page in a mail's text, as a path to open on the test's own address. */
export function linkIn(message: InboxMessage, page: string): string {
  const match = new RegExp(`https?://\\S+(${page.replace(/\//g, '\\/')}\\?\\S+)`).exec(
    message.text,
  );
  if (!match?.[1]) throw new Error(`no ${page} link in the mail: ${message.text}`);
  return match[1];
}

/** The header's account link: 'Ingresar' for a guest, 'Mi cuenta' for a buyer. */
export const accountLink = (page: Page, name: 'Ingresar' | 'Mi cuenta') =>
  page.getByRole('banner').getByRole('link', { name });

/**
 * A new, activated account of a tenant (registered through the API, activated with the link of
 * its e-mail), with a company when given: journeys that change an account's data use one of
 * their own.
 */
export async function newActiveAccount(
  page: Page,
  storeUrl: string,
  tenant: 'demo-ar' | 'demo-cl',
  name: string,
  company?: string,
): Promise<{ email: string; password: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const password = 'Agendas-con-logo-2026';
  const headers = { 'X-Tenant': tenant };
  const registered = await page.request.post('/api/services/app/Account/RegisterUser', {
    headers,
    data: { name, email, password, ...(company ? { company } : {}) },
  });
  expect(registered.status()).toBe(200);
  const subject =
    tenant === 'demo-cl' ? 'Activa tu cuenta de Andes Merch' : 'Activá tu cuenta de Promo Sur';
  const link = new URL(
    linkIn(await mailTo(storeUrl, email, subject), `/${tenant}/auth/activate`),
    storeUrl,
  );
  const activated = await page.request.post('/api/services/app/Account/ValidateCodeAuth', {
    headers,
    data: {
      userId: Number(link.searchParams.get('userId')),
      confirmationToken: link.searchParams.get('confirmationToken'),
    },
  });
  expect(activated.status()).toBe(200);
  return { email, password };
}
