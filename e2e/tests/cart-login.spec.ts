import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_BUYERS, fillLogin } from './account-support.ts';
import {
  addToCart,
  cartButton,
  closeDrawer,
  detailPath,
  drawer,
  openDrawer,
  productOf,
} from './cart-support.ts';

async function logIn(page: Page, tenant: keyof typeof DEMO_BUYERS) {
  await page.goto(`/${tenant}/auth?mode=login`);
  await fillLogin(page, DEMO_BUYERS[tenant].email, DEMO_BUYERS[tenant].password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeHidden();
}

/** A browser of its own: nothing in its storage, so what it shows comes from the server. */
async function freshPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`logging in keeps the guest's cart, saved for the buyer on ${tenant}`, async ({
    page,
    browser,
    store,
  }) => {
    const mug = await productOf(store.url, tenant, 'tazas-y-jarros', 'simple');
    await page.goto(detailPath(tenant, mug));
    await addToCart(page);
    await closeDrawer(page);

    await logIn(page, tenant);
    await openDrawer(page);
    await expect(drawer(page).getByText(mug.name)).toBeVisible();
    await closeDrawer(page);

    // A second tab of the buyer follows what the first one does.
    const second = await page.context().newPage();
    await second.goto(`/${tenant}/`);
    await expect(cartButton(second)).toHaveAccessibleName(/1 producto$/);

    // Another browser: the buyer's cart is on the server.
    const other = await freshPage(browser, store.url);
    try {
      await logIn(other.page, tenant);
      await openDrawer(other.page);
      await expect(drawer(other.page).getByText(mug.name)).toBeVisible();
      await drawer(other.page)
        .getByRole('button', { name: `Quitar ${mug.name}` })
        .click();
      await expect(drawer(other.page).getByText(mug.name)).toBeHidden();
    } finally {
      await other.close();
    }

    // The other browser emptied the saved cart; this tab re-reads it when it next looks.
    await second.reload();
    await expect(cartButton(second)).toHaveAccessibleName(/0 productos$/);
  });
}
