import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  cartWithAMug,
  DETAILS,
  fillAddressee,
  fillBilling,
  logIn,
  step,
  type Tenant,
} from './checkout-support.ts';

/** A guest's product, then /checkout: the login comes first and brings the buyer back. */
async function openCheckoutAsBuyer(page: Page, storeUrl: string, tenant: Tenant) {
  await cartWithAMug(page, storeUrl, tenant);
  await page.goto(`/${tenant}/checkout`);
  await expect(page).toHaveURL(/\/auth\?mode=login&from=%2Fcheckout$/);
  await logIn(page, tenant);
  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout$`));
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  const details = DETAILS[tenant];

  test(`a guest logs in from the cart and reaches the payment with real addresses and quotes on ${tenant}`, async ({
    page,
    store,
  }) => {
    const mug = await cartWithAMug(page, store.url, tenant);
    await page.goto(`/${tenant}/shopping-cart`);
    await page.getByRole('button', { name: 'Ir a pagar' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=login&from=%2Fcheckout$/);
    await logIn(page, tenant);

    await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout$`));
    const summary = page.getByRole('complementary', { name: 'Resumen' });
    await expect(summary.getByRole('heading', { name: mug.name })).toBeVisible();
    await expect(step(page, 'Facturación', 'paso actual')).toBeVisible();

    await fillBilling(page, tenant);
    await expect(step(page, 'Mi compra', 'paso actual')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await fillAddressee(page, tenant);

    const options = page.getByRole('group', {
      name: `Opciones de ${details.shipment.toLowerCase()}`,
    });
    await expect(options.getByRole('radio').first()).toBeVisible();
    await options.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(step(page, 'Pago', 'paso actual')).toBeVisible();
    await expect(step(page, details.shipment, 'completo')).toBeVisible();
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
