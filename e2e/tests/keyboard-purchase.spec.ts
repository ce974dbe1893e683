import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { newActiveAccount } from './account-support.ts';
import { cartWord } from './builder-support.ts';
import { drawer } from './cart-support.ts';
import { DETAILS, step, type Tenant } from './checkout-support.ts';
import {
  chooseInCombobox,
  chooseRadio,
  press,
  selectByTyping,
  tabTo,
  typeInto,
} from './keyboard-support.ts';

/**
 * A buyer who cannot use a mouse buys a customised mug: the header's search, the product, the
 * builder with a text, the cart, the login, every checkout step and the card sandbox, ending on
 * the paid order. Only the keyboard acts on the pages (Tab, Shift+Tab, Enter, Space, arrows,
 * typing); the account is made through the API beforehand, as the checkout journeys make theirs.
 */
const MUG = /^Taza cerámica clásica 11 oz/;

const byRole = (page: Page, role: 'button' | 'link' | 'textbox', name: string | RegExp) =>
  page.getByRole(role, { name, exact: typeof name === 'string' });

async function billing(page: Page, tenant: Tenant) {
  const details = DETAILS[tenant];
  await typeInto(page, byRole(page, 'textbox', 'Razón social'), 'Distribuidora Norte SA');
  await typeInto(page, byRole(page, 'textbox', details.taxIdLabel), details.taxId);
  await selectByTyping(page, page.getByRole('combobox', { name: details.ivaLabel }), details.iva);
  await typeInto(
    page,
    byRole(page, 'textbox', 'Correo electrónico para la factura'),
    'compras@norte.com',
  );
  await typeInto(page, byRole(page, 'textbox', 'Teléfono'), '11 4567 8901');
  await press(page, byRole(page, 'button', 'Continuar'));
}

async function addressee(page: Page, tenant: Tenant) {
  const details = DETAILS[tenant];
  await typeInto(page, byRole(page, 'textbox', 'Nombre'), 'Ana');
  await typeInto(page, byRole(page, 'textbox', 'Apellido'), 'Pérez');
  await typeInto(page, byRole(page, 'textbox', 'Correo electrónico'), 'ana@norte.com');
  await typeInto(page, byRole(page, 'textbox', 'Teléfono'), '351 456 7890');
  for (const [label, typed, option] of details.chain)
    await chooseInCombobox(
      page,
      page.getByRole('combobox', { name: label, exact: true }),
      typed,
      option,
    );
  await typeInto(page, byRole(page, 'textbox', 'Calle'), 'Av. Colón');
  await typeInto(page, byRole(page, 'textbox', 'Número'), '1234');
  await press(page, byRole(page, 'button', 'Continuar'));
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: a buyer finds, customises, orders and pays a mug with the keyboard alone`, async ({
    page,
    store,
  }) => {
    test.setTimeout(120_000);
    const buyer = await newActiveAccount(page, store.url, tenant, 'Teclado Sin Mouse');
    await page.goto(`/${tenant}/`);

    // The header's search, then the product among the results.
    await typeInto(
      page,
      page.getByRole('searchbox', { name: 'Buscar productos' }),
      'taza cerámica',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products-list\/all\?search=/);
    await press(page, page.getByRole('main').getByRole('link', { name: MUG }).first());
    await expect(page.getByRole('heading', { level: 1, name: MUG })).toBeVisible();

    // The builder: a text, then the cart.
    await press(page, byRole(page, 'link', 'Personalizar'));
    await expect(page.getByRole('heading', { level: 1, name: /^Personaliz/ })).toBeVisible();
    await press(page, byRole(page, 'button', 'Agregar texto'));
    await typeInto(page, byRole(page, 'textbox', 'Texto'), 'Hola equipo');
    await expect(page.getByText(/^Total:/)).toBeVisible();
    await press(page, byRole(page, 'button', `Agregar al ${cartWord(tenant)}`));
    // The drawer opens with the focus on its first control.
    await expect(drawer(page).getByRole('button', { name: 'Cerrar resumen' })).toBeFocused();
    await expect(drawer(page)).toContainText('Taza cerámica clásica 11 oz');
    await press(page, drawer(page).getByRole('button', { name: /^Ver carr/ }));
    await expect(page).toHaveURL(new RegExp(`/${tenant}/shopping-cart$`));

    // To pay, the guest logs in and comes back to the checkout.
    await press(page, byRole(page, 'button', 'Ir a pagar'));
    await expect(page).toHaveURL(/\/auth\?mode=login&from=%2Fcheckout$/);
    await typeInto(page, byRole(page, 'textbox', 'Correo electrónico'), buyer.email);
    await tabTo(page, page.getByLabel('Contraseña', { exact: true }));
    await page.keyboard.type(buyer.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout$`));

    // Every step, the card and the sandbox's approval. The pressed 'Continuar' goes away with
    // its step: the focus goes to the next step's heading, so Tab goes on into its form.
    await expect(step(page, 'Facturación', 'paso actual')).toBeVisible();
    await billing(page, tenant);
    await expect(step(page, 'Mi compra', 'paso actual')).toBeFocused();
    await press(page, byRole(page, 'button', 'Continuar'));
    await expect(step(page, 'Destinatario', 'paso actual')).toBeFocused();
    await addressee(page, tenant);
    await expect(step(page, DETAILS[tenant].shipment, 'paso actual')).toBeFocused();
    const options = page.getByRole('group', { name: /^Opciones de (envío|despacho)$/ });
    await chooseRadio(page, options, options.getByRole('radio').first());
    await press(page, byRole(page, 'button', 'Continuar'));
    await expect(step(page, 'Pago', 'paso actual')).toBeFocused();
    const methods = page.getByRole('group', { name: 'Medio de pago' });
    await chooseRadio(
      page,
      methods,
      methods.getByRole('radio', { name: /Tarjeta de crédito o débito/ }),
    );
    await press(page, byRole(page, 'button', 'Confirmar pedido'));
    await expect(page.getByRole('heading', { level: 1, name: 'Pago de prueba' })).toBeVisible();
    await press(page, byRole(page, 'button', 'Aprobar'));
    await expect(
      page.getByRole('heading', { level: 1, name: '¡Listo! Tu pago fue aprobado' }),
    ).toBeVisible();

    // The paid order.
    await press(page, byRole(page, 'link', 'Ver el pedido'));
    const tracking = page.getByRole('region', { name: 'Seguimiento del pedido' });
    await expect(tracking.getByRole('listitem').filter({ hasText: 'Pagado' })).toContainText(
      'completado',
    );
    await expect(
      page.getByRole('heading', { name: 'Taza cerámica clásica 11 oz' }).first(),
    ).toBeVisible();
  });
}
