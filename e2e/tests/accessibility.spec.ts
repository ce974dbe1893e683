import type { Page } from '@playwright/test';
import { DEMO_CATALOGUE_PAGES, type DemoTenant } from '../support/demo-pages.ts';
import { expect, test, type StoreFixture } from '../support/fixtures.ts';
import { expectAccessibleAt } from './accessibility-support.ts';
import { fillLogin, newActiveAccount } from './account-support.ts';
import { DEMO_STAFF, staffLogin } from './backoffice-support.ts';
import { cartWord, openMug } from './builder-support.ts';
import { drawer } from './cart-support.ts';
import { fillAddressee, fillBilling, step } from './checkout-support.ts';

/**
 * axe-core (WCAG 2.1 A and AA, e2e/support/axe.ts) on every page of both demo stores, at a
 * laptop's 1366 px and a phone's 390 px: no serious or critical violation, and no page wider
 * than the screen. One tour per store, page after page, as one buyer (a new account: the tour
 * orders and asks for a quote) and then the owner in the back office. The tour goes at the
 * laptop's width; each page is checked there and then turned to the phone's width and checked
 * again (expectAccessibleAt), so one purchase serves both widths.
 */
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const expectAccessible = (page: Page, name: string) =>
  expectAccessibleAt(page, name, [LAPTOP, PHONE]);

const catalogueHeading = (page: Page) => page.locator('[data-remote="mf-catalog"] h1');
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Home, list, a simple product and a curve product, as a guest. */
async function catalogue(page: Page, tenant: DemoTenant) {
  const pages = DEMO_CATALOGUE_PAGES[tenant];
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(`/${tenant}${path}`);
    await expect(catalogueHeading(page)).toBeVisible();
    if (path.includes('/product-detail/'))
      await expect(page.getByText('Calculando precio…')).toBeHidden();
    await expectAccessible(page, name);
  }
}

/** The builder with a text on the mug, saved to the cart: the drawer, then the cart page. */
async function builderAndCart(page: Page, store: StoreFixture, tenant: DemoTenant) {
  await openMug(page, store, tenant);
  await page.getByRole('button', { name: 'Agregar texto' }).click();
  await page.getByRole('textbox', { name: 'Texto', exact: true }).fill('Hola equipo');
  await expect(page.getByText(/^Total:/)).toBeVisible();
  await expectAccessible(page, 'builder with a text');
  await page.getByRole('button', { name: `Agregar al ${cartWord(tenant)}` }).click();
  await expect(drawer(page).getByText('Total')).toBeVisible();
  await expectAccessible(page, 'cart drawer');
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await page.goto(`/${tenant}/shopping-cart`);
  await expect(page.locator('[data-remote="mf-cart"] li').first()).toBeVisible();
  await expectAccessible(page, 'cart page');
}

/** Registration and login forms; the new buyer logs in and saves the cart as a quote. */
async function accountAndQuote(page: Page, store: StoreFixture, tenant: DemoTenant) {
  const buyer = await newActiveAccount(page, store.url, tenant, 'Lucía Accesible');
  await page.goto(`/${tenant}/auth`);
  await expect(page.getByRole('button', { name: /^(Crear|Registr)/ })).toBeVisible();
  await expectAccessible(page, 'registration form');
  await page.goto(`/${tenant}/auth?mode=login&from=%2Fshopping-cart`);
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeVisible();
  await expectAccessible(page, 'login form');
  await fillLogin(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(new RegExp(`/${tenant}/shopping-cart$`));
  await expect(page.locator('[data-remote="mf-cart"] li').first()).toBeVisible();
  await page.getByRole('button', { name: 'Solicitar cotización' }).click();
  await expect(page.getByText(/Listo: tu cotización N° \d+ quedó guardada\./)).toBeVisible();
  await expectAccessible(page, 'cart page with its saved quote');
  await page.getByRole('link', { name: 'Ver cotización' }).click();
  await expect(h1(page, /^Cotización N° \d+$/)).toBeVisible();
  await expectAccessible(page, 'quote page');
  await page.goto(`/${tenant}/orders/quote/list`);
  await expect(page.getByRole('row', { name: /Cotización N° \d+/ })).toBeVisible();
  await expectAccessible(page, 'quotes list');
}

/** Every checkout step, the card sandbox, the approved payment: the order's id. */
async function checkout(page: Page, tenant: DemoTenant): Promise<number> {
  await page.goto(`/${tenant}/checkout`);
  await expect(step(page, 'Facturación', 'paso actual')).toBeVisible();
  await expectAccessible(page, 'checkout: billing');
  await fillBilling(page, tenant);
  await expect(step(page, 'Mi compra', 'paso actual')).toBeVisible();
  await expectAccessible(page, 'checkout: my purchase');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(step(page, 'Destinatario', 'paso actual')).toBeVisible();
  await expectAccessible(page, 'checkout: addressee');
  await fillAddressee(page, tenant);
  const options = page.getByRole('group', { name: /^Opciones de (envío|despacho)$/ });
  await expect(options.getByRole('radio').first()).toBeVisible();
  await expectAccessible(page, 'checkout: shipping');
  await options.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(step(page, 'Pago', 'paso actual')).toBeVisible();
  await expectAccessible(page, 'checkout: payment');
  await page.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(h1(page, 'Pago de prueba')).toBeVisible();
  await expectAccessible(page, 'card sandbox');
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(h1(page, '¡Listo! Tu pago fue aprobado')).toBeVisible();
  await expectAccessible(page, 'payment approved');
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  expect(orderId).toBeGreaterThan(0);
  return orderId;
}

/** The buyer's order, orders, profile and address book. */
async function buyerPages(page: Page, tenant: DemoTenant) {
  await page.getByRole('link', { name: 'Ver el pedido' }).click();
  await expect(h1(page, /Pedido/)).toBeVisible();
  await expectAccessible(page, 'order page');
  await page.goto(`/${tenant}/orders/list`);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'orders list');
  await page.goto(`/${tenant}/profile`);
  const edit = page.getByRole('button', { name: /^Editar / });
  await expect(edit).toBeVisible();
  await expectAccessible(page, 'profile and addresses');
  await edit.click();
  await expect(page.getByRole('dialog', { name: 'Editar dirección' })).toBeVisible();
  await expectAccessible(page, 'address editor');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * The back office as its owner: login, dashboard, orders, the tour's order, buyers and a buyer,
 * quotes and a quote, invoicing, the store's look, staff.
 */
async function backOffice(page: Page, tenant: DemoTenant, orderId: number) {
  await staffLogin(page, tenant, DEMO_STAFF[tenant].owner, (name) => expectAccessible(page, name));
  await expect(page.getByRole('figure', { name: 'Ventas por semana' })).toBeVisible();
  await expectAccessible(page, 'back office dashboard');
  const nav = page.getByRole('navigation', { name: 'Administración' });
  await nav.getByRole('link', { name: 'Pedidos' }).click();
  await expect(h1(page, 'Pedidos')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'back office orders');
  await page.goto(`/${tenant}/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Comprobantes' })).toBeVisible();
  await expectAccessible(page, 'back office order page');
  await nav.getByRole('link', { name: 'Clientes' }).click();
  await expect(h1(page, 'Clientes')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'back office buyers');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Crédito' })).toBeVisible();
  await expectAccessible(page, 'back office buyer');
  await nav.getByRole('link', { name: 'Cotizaciones' }).click();
  await expect(h1(page, 'Cotizaciones')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'back office quotes');
  await page.getByRole('table').getByRole('link', { name: /^N° / }).first().click();
  await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();
  await expectAccessible(page, 'back office quote');
  await nav.getByRole('link', { name: 'Facturación' }).click();
  await expect(h1(page, 'Facturación electrónica')).toBeVisible();
  await expectAccessible(page, 'back office invoicing');
  await nav.getByRole('link', { name: 'Tienda' }).click();
  await expect(h1(page, 'Tienda')).toBeVisible();
  await expectAccessible(page, 'back office store');
  await nav.getByRole('link', { name: 'Equipo' }).click();
  await expect(h1(page, 'Equipo')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'back office staff');
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test.describe(() => {
    test.use({ viewport: LAPTOP });
    test(`${tenant} at ${LAPTOP.width} and ${PHONE.width} px: every page passes axe and fits the screen`, async ({
      page,
      store,
    }) => {
      // About thirty pages, each checked twice, and a whole purchase: several journeys' time.
      test.setTimeout(300_000);
      await catalogue(page, tenant);
      await builderAndCart(page, store, tenant);
      await accountAndQuote(page, store, tenant);
      const orderId = await checkout(page, tenant);
      await buyerPages(page, tenant);
      await backOffice(page, tenant, orderId);
    });
  });

  test(`${tenant}: closing the drawer 'Agregar al carr…' opened gives the focus back to the button`, async ({
    page,
  }) => {
    await page.goto(`/${tenant}${DEMO_CATALOGUE_PAGES[tenant].simple}`);
    const add = page.getByRole('button', { name: /^Agregar al carr/ });
    await expect(add).toBeEnabled();
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(add).toBeFocused();
  });
}
