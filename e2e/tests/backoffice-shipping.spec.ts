import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_STAFF, lookAt, SCREENSHOTS, staffLogin } from './backoffice-support.ts';
import { fillLogin, newActiveAccount } from './account-support.ts';
import { cartWithAMug, DETAILS, fillAddressee, fillBilling, step } from './checkout-support.ts';
import { call } from './orders-support.ts';

/** `/api/admin/store/shipping` as the journey puts it back (the value is sent as it came). */
interface ShippingState {
  value: unknown;
  revision: string;
}

/**
 * The price each store's owner changes: the band of the cart the buyer quotes (the first product
 * of «Tazas y jarros», sold from 20 units: a parcel of 5 to 10 kg) in the zone of the checkout's
 * address (Córdoba: «centro»; Providencia: «metropolitana»).
 */
const RATE = {
  'demo-ar': {
    cell: 'Precio, franja 3, zona centro (Andreani, Envío a domicilio)',
    option: 'Andreani · Envío a domicilio',
    price: '16.250,00',
  },
  'demo-cl': {
    cell: 'Precio, franja 3, zona metropolitana (Chilexpress, Envío a domicilio)',
    option: 'Chilexpress · Envío a domicilio',
    price: '10.490',
  },
} as const;

/** The owner's session token, as the back office keeps it in the tab. */
const ownerToken = (page: Page, tenant: string) =>
  page.evaluate(
    (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token: string }).token,
    `backoffice_session_${tenant}`,
  );

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: the owner changes a shipping rate on «Tienda» and the buyer's checkout quotes it at once`, async ({
    page,
    browser,
    store,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await staffLogin(page, tenant, DEMO_STAFF[tenant].owner);
    const token = await ownerToken(page, tenant);
    const api = (init: RequestInit = {}) =>
      call<ShippingState>(`${store.url}/api/admin/store/shipping`, tenant, init, token);
    const original = await api();
    const rate = RATE[tenant];
    try {
      await page
        .getByRole('navigation', { name: 'Administración' })
        .getByRole('link', { name: 'Tienda' })
        .click();
      const form = page.getByRole('form', { name: 'Envíos' });
      const cell = form.getByRole('textbox', { name: rate.cell, exact: true });
      await expect(cell).not.toHaveValue('');

      // A negative price is refused on its cell, with the focus there; nothing is sent.
      await cell.fill('-100');
      await form.getByRole('button', { name: 'Guardar envíos' }).click();
      await expect(cell).toHaveAccessibleDescription('El precio no puede ser negativo.');
      await expect(cell).toBeFocused();
      expect((await api()).revision).toBe(original.revision);

      await cell.fill(rate.price);
      await form.getByRole('button', { name: 'Guardar envíos' }).click();
      await expect(form.getByRole('status')).toHaveText(
        'Envíos guardados: el checkout ya cotiza con estas tablas.',
      );
      await form.scrollIntoViewIfNeeded();
      await lookAt(page, 'back office store shipping', `${tenant}-store-shipping`);
      // The card alone, readable at both widths (the page's full screenshots are long).
      await form.screenshot({ path: `${SCREENSHOTS}/${tenant}-shipping-card.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await form.screenshot({ path: `${SCREENSHOTS}/${tenant}-shipping-card-390.png` });
      await page.setViewportSize({ width: 1366, height: 900 });
      for (const [card, file] of [
        ['Mercado Pago', 'mercadopago'],
        ['Zippin', 'zippin'],
        ['Condición frente al IVA', 'tax'],
      ] as const)
        await page
          .getByRole('region', { name: card })
          .screenshot({ path: `${SCREENSHOTS}/${tenant}-${file}-card.png` });

      // A buyer of their own (the demo buyer's saved cart is the run's, of any weight) opens the
      // checkout after the save, with that product: the option at the new price.
      const buyer = await browser.newPage({ baseURL: store.url });
      const account = await newActiveAccount(buyer, store.url, tenant, 'Compras Envíos');
      await cartWithAMug(buyer, store.url, tenant);
      await buyer.goto(`/${tenant}/checkout`);
      await fillLogin(buyer, account.email, account.password);
      await expect(buyer).toHaveURL(new RegExp(`/${tenant}/checkout$`));
      await fillBilling(buyer, tenant);
      await expect(step(buyer, 'Mi compra', 'paso actual')).toBeVisible();
      await buyer.getByRole('button', { name: 'Continuar' }).click();
      await fillAddressee(buyer, tenant);
      const options = buyer.getByRole('group', { name: /^Opciones de (envío|despacho)$/ });
      await expect(
        options.getByRole('radio', {
          name: new RegExp(`^${rate.option}.*\\$\\s?${rate.price.replace('.', '\\.')}`),
        }),
      ).toBeVisible();
      await expect(step(buyer, DETAILS[tenant].shipment, 'paso actual')).toBeVisible();
      await buyer.close();
    } finally {
      // The demo store's tables go back as they were: the run's other journeys quote with them.
      const now = await api();
      await api({
        method: 'PUT',
        body: JSON.stringify({ value: original.value, revision: now.revision }),
      });
    }
  });
}
