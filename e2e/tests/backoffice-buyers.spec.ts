import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { fillLogin, mailTo, newActiveAccount } from './account-support.ts';
import { DEMO_STAFF, lookAt, staffLogin } from './backoffice-support.ts';
import { APP, call, cartItemThroughApi, saveAddressThroughApi } from './orders-support.ts';

/** The invoice data staff type when converting the quote: a business's CUIT, a person's RUT. */
const INVOICES = {
  'demo-ar': { taxId: '30-70308853-4', condition: 'IVA Responsable Inscripto' },
  'demo-cl': { taxId: '76.086.428-5', condition: 'Consumidor final (boleta)' },
} as const;
const STORE_NAMES = { 'demo-ar': 'Promo Sur', 'demo-cl': 'Andes Merch' } as const;
const BLOCKED = {
  'demo-ar':
    'Tu cuenta está bloqueada en esta tienda: no podés ingresar ni hacer pedidos. Comunicate con la tienda para resolverlo.',
  'demo-cl':
    'Tu cuenta está bloqueada en esta tienda: no puedes ingresar ni hacer pedidos. Comunícate con la tienda para resolverlo.',
} as const;

/** 2026-12-14 as the back office writes it: 14/12/2026. */
const shown = (day: string) => day.split('-').reverse().join('/');

/** The page's status message that says `text` (each form of a page keeps its own). */
const statusSaying = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: the owner finds a buyer by company, gives credit terms, blocks (the buyer's login is refused in Spanish) and unblocks; extends the buyer's quote, sends it again and converts it into an order the buyer sees`, async ({
    page,
    browser,
    store,
  }) => {
    test.setTimeout(180_000);
    // A buyer of this test alone, with a company no other buyer has, a quote and an address.
    const company = `Ceibos ${randomUUID().slice(0, 6)} S.A.`;
    const buyer = await newActiveAccount(page, store.url, tenant, 'Cliente Ceibo', company);
    const { accessToken } = await call<{ accessToken: string }>(
      `${store.url}${APP}/TokenAuth/Authenticate`,
      tenant,
      { method: 'POST', body: JSON.stringify({ ...buyer, isEcommerceClient: true }) },
    );
    const { item } = await cartItemThroughApi(store.url, tenant);
    const quote = await call<{ id: string; number: number; validUntil: string }>(
      `${store.url}${APP}/Orders/GenerateQuote`,
      tenant,
      { method: 'POST', body: JSON.stringify({ items: [item] }) },
      accessToken,
    );
    // The address staff pick when converting the quote (before blocking ends this token).
    await saveAddressThroughApi(store.url, tenant, accessToken, buyer.email);

    await page.setViewportSize({ width: 1366, height: 900 });
    await staffLogin(page, tenant, DEMO_STAFF[tenant].owner);
    await page.getByRole('link', { name: 'Clientes', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
    await page.getByLabel('Buscar').fill(company);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/admin\/buyers\?q=Ceibos/);
    await expect(page.getByText('1 cliente', { exact: true })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(company) });
    await expect(row).toContainText(buyer.email);
    await lookAt(page, 'back office buyers', `${tenant}-buyers`);
    await row.getByRole('link', { name: 'Cliente Ceibo' }).click();
    await expect(page.getByRole('heading', { name: 'Cliente Ceibo', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: `N° ${quote.number}` })).toBeVisible();

    // Credit terms: 45 days.
    const credit = page.getByRole('form', { name: 'Crédito' });
    await credit.getByRole('checkbox', { name: /Con crédito/ }).check();
    await credit.getByLabel('Días para pagar').fill('45');
    await credit.getByRole('button', { name: 'Guardar crédito' }).click();
    await expect(statusSaying(page, 'Crédito a 45 días guardado.')).toBeVisible();
    await expect(page.getByText('Tiene crédito a 45 días.')).toBeVisible();

    // Blocked, after saying what it means.
    await page.getByRole('button', { name: 'Bloquear', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Bloquear a Cliente Ceibo?' });
    await expect(confirm).toContainText('sus sesiones abiertas terminan ahora');
    await confirm.getByRole('button', { name: 'Sí, bloquear' }).click();
    await expect(
      statusSaying(page, 'Cliente Ceibo quedó bloqueado: no puede ingresar ni hacer pedidos.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Desbloquear' })).toBeVisible();
    await lookAt(page, 'back office buyer', `${tenant}-buyer`);

    const shop = await browser.newPage({ baseURL: store.url });
    await shop.goto(`/${tenant}/auth?mode=login`);
    await fillLogin(shop, buyer.email, buyer.password);
    const refusal = shop.getByRole('alertdialog', { name: 'No pudimos validar tu cuenta' });
    await expect(refusal).toContainText(BLOCKED[tenant]);
    await refusal.getByRole('button', { name: 'Aceptar' }).click();

    await page.getByRole('button', { name: 'Desbloquear' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Desbloquear a Cliente Ceibo?' })
      .getByRole('button', { name: 'Sí, desbloquear' })
      .click();
    await expect(
      statusSaying(page, 'Cliente Ceibo puede volver a ingresar y hacer pedidos.'),
    ).toBeVisible();
    await fillLogin(shop, buyer.email, buyer.password);
    await expect(shop).not.toHaveURL(/\/auth/);
    await shop.close();

    // The buyer's quote: found by its number, ten more days, sent again.
    await page.getByRole('link', { name: 'Cotizaciones', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Cotizaciones', level: 1 })).toBeVisible();
    await page.getByLabel('Buscar').fill(String(quote.number));
    await page.getByLabel('Estado').selectOption({ label: 'Vigentes' });
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${quote.number}&status=open`));
    await expect(page.getByRole('row', { name: new RegExp(company) })).toContainText('Vigente');
    await lookAt(page, 'back office quotes', `${tenant}-quotes`);
    await page.getByRole('link', { name: `N° ${quote.number}` }).click();
    await expect(
      page.getByRole('heading', { name: `Cotización N° ${quote.number}`, level: 1 }),
    ).toBeVisible();

    const [year, month, date] = quote.validUntil.split('-').map(Number);
    const later = new Date(Date.UTC(year!, month! - 1, date! + 10)).toISOString().slice(0, 10);
    const validity = page.getByRole('form', { name: 'Extender validez' });
    await validity.getByLabel('Válida hasta').fill(later);
    await validity.getByRole('button', { name: 'Extender validez' }).click();
    await expect(
      statusSaying(page, `La cotización vale ahora hasta el ${shown(later)}.`),
    ).toBeVisible();
    await expect(page.getByText(shown(later), { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Enviar otra vez' }).click();
    await page
      .getByRole('alertdialog', { name: `¿Enviar la cotización N° ${quote.number} otra vez?` })
      .getByRole('button', { name: 'Sí, enviar' })
      .click();
    await expect(
      statusSaying(page, `Cotización N° ${quote.number} enviada otra vez a ${buyer.email}.`),
    ).toBeVisible();
    const mail = await mailTo(
      store.url,
      buyer.email,
      `Cotización N° ${quote.number} de ${STORE_NAMES[tenant]}`,
    );
    expect(mail.text).toContain(`válida hasta el`);

    // Converted for the buyer (who has saved an address, and now has credit terms): the order
    // made on the server, seen by the buyer in their account.
    await page.getByRole('button', { name: 'Convertir en pedido' }).click();
    const conversion = page.getByRole('form', { name: 'Convertir en pedido' });
    const shipping = conversion.getByRole('combobox', { name: 'Envío' });
    await expect(shipping).toBeEnabled();
    await shipping.selectOption({ index: 1 });
    await expect(conversion.getByRole('status')).toContainText('Total del pedido: $');
    await expect(conversion).toContainText('El comprador tiene crédito a 45 días');
    await conversion.getByLabel(tenant === 'demo-cl' ? 'RUT' : 'CUIT').fill(INVOICES[tenant].taxId);
    await conversion
      .getByLabel('Condición frente al IVA')
      .selectOption({ label: INVOICES[tenant].condition });
    // The quote page with its conversion form open, under axe at both widths.
    await lookAt(page, 'back office quote', `${tenant}-quote`);
    await conversion.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(statusSaying(page, 'La cotización ya es un pedido.')).toBeVisible();
    await page.getByRole('link', { name: 'Ver el pedido', exact: true }).click();
    const heading = page.getByRole('heading', { name: /^Pedido /, level: 1 });
    const number = (await heading.textContent())!.replace('Pedido ', '');
    const account = await browser.newPage({ baseURL: store.url });
    await account.goto(`/${tenant}/orders/list`);
    await fillLogin(account, buyer.email, buyer.password);
    await expect(account.getByRole('link', { name: `Pedido N° ${number}` })).toBeVisible();
    await account.close();
  });
}
