import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { fillLogin, newActiveAccount } from './account-support.ts';
import { cartWithAMug, DETAILS, fillAddressee, fillBilling, step } from './checkout-support.ts';

/**
 * Issue 30, items 9 and 10: the shipping options show each carrier's logo, the free pickup at
 * the store is a choice of its own; the address a buyer used is saved, edited and removed in the
 * profile, and the next checkout starts from it.
 */

const TEXTS = {
  'demo-ar': {
    options: 'Opciones de envío',
    pickup: 'Retiro en el local',
    cheapest: 'Envío más barato',
    empty: 'Todavía no guardaste direcciones: se guardan cuando comprás.',
  },
  'demo-cl': {
    options: 'Opciones de despacho',
    pickup: 'Retiro en la tienda',
    cheapest: 'Despacho más barato',
    empty: 'Aún no has guardado direcciones: se guardan cuando compras.',
  },
} as const;

async function toAddressee(page: Page, tenant: 'demo-ar' | 'demo-cl') {
  await page.goto(`/${tenant}/checkout`);
  await fillBilling(page, tenant);
  await expect(step(page, 'Mi compra', 'paso actual')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(step(page, 'Destinatario', 'paso actual')).toBeVisible();
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  const texts = TEXTS[tenant];

  test(`a buyer's address is kept, edited in the profile and offered by the next checkout on ${tenant}`, async ({
    browser,
    page,
    store,
  }) => {
    test.setTimeout(180_000);
    const buyer = await newActiveAccount(page, store.url, tenant, 'Libreta Direcciones');
    await page.goto(`/${tenant}/auth?mode=login`);
    await fillLogin(page, buyer.email, buyer.password);
    await cartWithAMug(page, store.url, tenant);
    await toAddressee(page, tenant);
    // A buyer without saved addresses types one, as before.
    await expect(page.getByRole('group', { name: 'Tus direcciones' })).toBeHidden();
    // A slow server: the step waits for the address to be kept before it moves on, so the
    // profile opened right after finds it (a save still in flight was cancelled by leaving).
    let answerSave = () => {};
    const saveAnswered = new Promise<void>((resolve) => (answerSave = resolve));
    await page.route('**/BuyerAddresses/Create', async (route) => {
      await saveAnswered;
      await route.continue();
    });
    await fillAddressee(page, tenant);
    await expect(page.getByRole('button', { name: 'Continuar' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answerSave();

    // The carriers with their logos; the free pickup at the store apart from them.
    const options = page.getByRole('group', { name: texts.options });
    await expect(options.getByRole('radio').first()).toBeVisible();
    const logos = options.locator('img');
    await expect(logos.first()).toBeVisible();
    // Each logo is drawn once its file arrived (a visible <img> may still be loading).
    for (const logo of await logos.all())
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
    await expect(options.getByText(texts.cheapest)).toHaveCount(1);
    const pickup = page.getByRole('group', { name: texts.pickup });
    await expect(pickup.getByRole('radio')).toHaveAccessibleName(/Sin cargo/);
    await expect(pickup.getByText(texts.cheapest)).toHaveCount(0);

    await page.goto(`/${tenant}/profile`);
    const book = page.getByRole('region', { name: 'Mis direcciones' });
    const saved = book.getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('Av. Colón 1234');
    await expect(saved).toContainText('Predeterminada');
    await saved.getByRole('button', { name: /^Editar / }).click();
    const editor = page.getByRole('dialog', { name: 'Editar dirección' });
    await editor.getByRole('textbox', { name: 'Número' }).fill('1500');
    await editor.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(book.getByText('Guardamos la dirección.')).toBeVisible();
    await expect(saved).toContainText('Av. Colón 1500');

    // Another browser, the same buyer: the addressee step starts from the saved default.
    const other = await browser.newContext({ baseURL: store.url });
    const second = await other.newPage();
    await second.goto(`/${tenant}/auth?mode=login`);
    await fillLogin(second, buyer.email, buyer.password);
    // The mug is in the buyer's saved cart already.
    await expect(second.getByRole('banner').getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
    await toAddressee(second, tenant);
    const offered = second.getByRole('group', { name: 'Tus direcciones' });
    await expect(offered.getByRole('radio', { name: /Av\. Colón 1500/ })).toBeChecked();
    await expect(second.getByRole('textbox', { name: 'Número' })).toHaveValue('1500');
    await expect(
      second.getByRole('combobox', { name: DETAILS[tenant].chain[2][0], exact: true }),
    ).toHaveValue(DETAILS[tenant].chain[2][2]);
    await second.getByRole('button', { name: 'Continuar' }).click();
    await expect(step(second, DETAILS[tenant].shipment, 'paso actual')).toBeVisible();
    await other.close();

    await page.reload();
    await saved.getByRole('button', { name: /^Eliminar / }).click();
    await page
      .getByRole('alertdialog', { name: '¿Eliminar esta dirección?' })
      .getByRole('button', { name: 'Sí, eliminar' })
      .click();
    await expect(book.getByText(texts.empty)).toBeVisible();
  });
}
