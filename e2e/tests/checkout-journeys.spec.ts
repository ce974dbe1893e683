import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { mailTo } from './account-support.ts';
import { detailPath, drawer, openDrawer, productOf } from './cart-support.ts';
import {
  cartWithAMug,
  DETAILS,
  fillBilling,
  logIn,
  reachPayment,
  step,
  type Tenant,
} from './checkout-support.ts';

/** A guest's product, then /checkout: the login comes first and brings the buyer back. */
async function openCheckoutAsBuyer(page: Page, storeUrl: string, tenant: Tenant) {
  const mug = await cartWithAMug(page, storeUrl, tenant);
  await page.goto(`/${tenant}/checkout`);
  await expect(page).toHaveURL(/\/auth\?mode=login&from=%2Fcheckout$/);
  await logIn(page, tenant);
  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout$`));
  return mug;
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  const details = DETAILS[tenant];

  test(`a guest logs in from the cart and pays by card through the sandbox provider on ${tenant}`, async ({
    browser,
    store,
  }) => {
    // The buyer opens the store on another name of its host (localhost) than its public address
    // (PUBLIC_URL, 127.0.0.1 in the test store), where the card provider sends buyers back: the
    // first page takes them to the public address, so the return finds their session (item 5).
    const elsewhere = store.url.replace('127.0.0.1', 'localhost');
    const context = await browser.newContext({ baseURL: elsewhere });
    const page = await context.newPage();
    await page.goto(`/${tenant}/`);
    await expect(page).toHaveURL(`${store.url}/${tenant}/`);
    const mug = await cartWithAMug(page, store.url, tenant);
    await page.goto(`/${tenant}/shopping-cart`);
    await page.getByRole('button', { name: 'Ir a pagar' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=login&from=%2Fcheckout$/);
    await logIn(page, tenant);

    await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout$`));
    const summary = page.getByRole('complementary', { name: 'Resumen' });
    await expect(summary.getByRole('heading', { name: mug.name })).toBeVisible();
    await expect(step(page, 'Facturación', 'paso actual')).toBeVisible();
    await reachPayment(page, tenant);

    await page.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    // The sandbox provider's hosted page; the first attempt is rejected, the retry approved.
    await page.getByRole('button', { name: 'Rechazar' }).click();
    await expect(page.getByRole('heading', { name: 'Tu pago fue rechazado' })).toBeVisible();
    await page.getByRole('button', { name: 'Reintentar el pago' }).click();
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByRole('heading', { name: '¡Listo! Tu pago fue aprobado' })).toBeVisible();
    await context.close();
  });

  test(`a buyer pays by transfer and sees the order pending with the bank details on ${tenant}`, async ({
    page,
    store,
  }) => {
    await openCheckoutAsBuyer(page, store.url, tenant);
    await reachPayment(page, tenant);
    // Before confirming, the summary shows what the order will charge, from the server (issue 30).
    const charge = page
      .getByRole('complementary', { name: 'Resumen' })
      .getByLabel(tenant === 'demo-cl' ? 'Lo que pagarás' : 'Lo que vas a pagar');
    await expect(
      charge.getByText(tenant === 'demo-cl' ? 'IVA (19 %)' : 'IVA (21 %)'),
    ).toBeVisible();
    await expect(charge.getByText(/^(Envío|Despacho) \(/)).toBeVisible();
    const toPay = charge.locator('dt', { hasText: 'Total a pagar' }).locator('+ dd');
    const shownTotal = (await toPay.textContent())!.match(/\$ [\d.,]+/)![0];
    await page.getByRole('radio', { name: /Transferencia bancaria/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).dblclick();
    const placed = page.getByRole('heading', { level: 1, name: /^Pedido .+ registrado$/ });
    await expect(placed).toBeVisible();
    await expect(
      page.getByText('Tu pedido queda pendiente hasta que recibamos el pago.'),
    ).toBeVisible();
    await expect(page.getByText('Datos para la transferencia')).toBeVisible();
    // The confirmation e-mail reached the SMTP sink (to the billing e-mail and the buyer's own,
    // not the addressee's), with the order's number and its total.
    const number = (await placed.textContent())!.replace(/^Pedido (.+) registrado$/, '$1');
    const mail = await mailTo(store.url, 'compras@norte.com', `Pedido ${number} confirmado`);
    expect(mail.text).toContain(`Recibimos tu pedido ${number}`);
    expect(mail.text).toMatch(/Total: \$ [\d.,]+ \(IVA incluido/);
    // The order charged what the summary showed before 'Confirmar pedido'.
    expect(mail.text).toContain(`Total: ${shownTotal} (IVA incluido`);
    // The order took the cart: the drawer reads the emptied saved cart.
    await openDrawer(page);
    await expect(drawer(page).getByText(/^Tu carr(ito|o) está vacío\.$/)).toBeVisible();
  });

  test(`'Comprar ahora' checks out that one product and leaves the saved cart as it was on ${tenant}`, async ({
    page,
    store,
  }) => {
    const mug = await openCheckoutAsBuyer(page, store.url, tenant);
    const bottle = await productOf(store.url, tenant, 'botellas-y-termos', 'simple');
    await page.goto(detailPath(tenant, bottle));
    await page.getByRole('button', { name: 'Comprar ahora' }).click();

    await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout$`));
    const summary = page.getByRole('complementary', { name: 'Resumen' });
    await expect(summary.getByRole('heading', { name: bottle.name })).toBeVisible();
    await expect(summary.getByRole('heading', { name: mug.name })).toBeHidden();
    await reachPayment(page, tenant);
    await page.getByRole('radio', { name: /Transferencia bancaria/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /registrado$/ })).toBeVisible();

    await openDrawer(page);
    await expect(drawer(page).getByText(mug.name)).toBeVisible();
    await expect(drawer(page).getByText(bottle.name)).toBeHidden();
  });

  test(`a bad tax id is refused with its message on ${tenant}`, async ({ page, store }) => {
    await openCheckoutAsBuyer(page, store.url, tenant);
    await fillBilling(page, tenant, details.badTaxId);
    await expect(
      page.getByRole('textbox', { name: details.taxIdLabel }),
    ).toHaveAccessibleDescription(details.badTaxIdMessage);
    await expect(step(page, 'Mi compra', 'pendiente')).toBeVisible();
  });

  test(`a reload in the middle of checkout loses nothing on ${tenant} @mobile`, async ({
    page,
    store,
  }) => {
    await openCheckoutAsBuyer(page, store.url, tenant);
    await fillBilling(page, tenant);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana a medio escribir');

    await page.reload();
    await expect(step(page, 'Facturación', 'completo')).toBeVisible();
    await expect(step(page, 'Mi compra', 'completo')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana a medio escribir');
    await page.getByRole('button', { name: 'Modificar' }).first().click();
    await expect(page.getByRole('textbox', { name: details.taxIdLabel })).toHaveValue(
      details.taxId,
    );
  });
}

test("the checkout's JavaScript loads only on its routes", async ({ page }) => {
  const checkoutFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-checkout/')) checkoutFiles.push(request.url());
  });
  await page.goto('/demo-ar/');
  await page.waitForLoadState('networkidle');
  await page.goto('/demo-ar/shopping-cart');
  await page.waitForLoadState('networkidle');
  expect(checkoutFiles).toEqual([]);

  await page.goto('/demo-ar/confirm-purchase?orderId=1');
  await expect.poll(() => checkoutFiles.length).toBeGreaterThan(0);
});
