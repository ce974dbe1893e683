import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { startStore, type RunningStore } from '../support/store-server.ts';
import {
  addToCart,
  cartButton,
  closeDrawer,
  detailPath,
  drawer,
  openDrawer,
  productOf,
} from './cart-support.ts';
import { logIn, reachPayment, step } from './checkout-support.ts';

/**
 * The store's process stopped in the middle of a buyer's journey, then started again: the buyer
 * is told so in Spanish, loses nothing they did, and finishes once the store is back. These
 * journeys stop the process, so they get a store of their own.
 */
const OFFLINE = 'No pudimos conectarnos con la tienda. Revisá tu conexión e intentá de nuevo.';

let store: RunningStore;
test.beforeAll(async ({}, testInfo) => {
  // Publishing, migrating and seeding a store of its own takes a while on a busy machine.
  testInfo.setTimeout(180_000);
  store = await startStore();
});
test.afterAll(async () => {
  await store?.stop();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: store.url });
  return context.newPage();
}

test('a guest adds to the cart while the store is down: told so, the product kept, priced once it is back', async ({
  browser,
}) => {
  const tenant = 'demo-ar';
  const page = await newPage(browser);
  const mug = await productOf(store.url, tenant, 'tazas-y-jarros', 'simple');
  const bottle = await productOf(store.url, tenant, 'botellas-y-termos', 'simple');
  await page.goto(detailPath(tenant, mug));
  await addToCart(page);
  await closeDrawer(page);
  await page.goto(detailPath(tenant, bottle));
  await expect(cartButton(page)).toHaveAccessibleName('Carrito, 1 producto');
  // The buyer looks at the cart on this page: its code is loaded before the store goes down
  // (pages and code come from the same process here).
  await openDrawer(page);
  await closeDrawer(page);

  await store.halt();
  await addToCart(page);
  await expect(drawer(page).getByText(bottle.name)).toBeVisible();
  await expect(drawer(page).getByRole('alert')).toHaveText(OFFLINE);
  await expect(cartButton(page)).toHaveAccessibleName('Carrito, 2 productos');

  await store.resume();
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Carrito, 2 productos');
  await cartButton(page).click();
  await expect(drawer(page).getByText(mug.name)).toBeVisible();
  await expect(drawer(page).getByText(bottle.name)).toBeVisible();
  await expect(drawer(page).getByText('Total').locator('..')).toContainText('$');
  await expect(drawer(page).getByRole('alert')).toHaveCount(0);
  await page.context().close();
});

test("a buyer confirms the order while the store is down: told so, the checkout's data kept, one order once it is back", async ({
  browser,
}) => {
  const tenant = 'demo-cl';
  const page = await newPage(browser);
  const mug = await productOf(store.url, tenant, 'tazas-y-jarros', 'simple');
  await page.goto(detailPath(tenant, mug));
  await addToCart(page);
  await closeDrawer(page);
  await page.goto(`/${tenant}/checkout`);
  await logIn(page, tenant);
  await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout$`));
  await reachPayment(page, tenant);
  await page.getByRole('radio', { name: /Transferencia bancaria/ }).check();

  await store.halt();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No pudimos registrar tu pedido. Intenta de nuevo en unos minutos.',
  );
  // Still on the payment step, every step before it complete and the choice kept.
  await expect(step(page, 'Pago', 'paso actual')).toBeVisible();
  await expect(step(page, 'Facturación', 'completo')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Transferencia bancaria/ })).toBeChecked();

  await store.resume();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Pedido .+ registrado$/ }),
  ).toBeVisible();
  // This store's buyer had no orders: the failed attempt left none behind.
  await page.goto(`/${tenant}/orders/list`);
  await expect(page.getByRole('link', { name: /^Pedido N° / })).toHaveCount(1);
  await page.context().close();
});
