import { expect, test } from '../support/fixtures.ts';
import { accountLink, fillLogin, newActiveAccount } from './account-support.ts';
import { DEMO_STAFF, staffLogin } from './backoffice-support.ts';
import { cartWithAMug, orderByTransfer } from './checkout-support.ts';

/**
 * Issue 32: new orders appear in the back office without a reload. Sales has the orders page open;
 * a buyer in another browser (a context of their own: no shared cookies or storage) orders by
 * transfer; the row appears at the top with its payment state, announced in the live region, and
 * the staff's page was never loaded again.
 */
test('demo-ar: a buyer’s new order appears at the top of the open orders page, without a reload', async ({
  page,
  browser,
  store,
}) => {
  test.setTimeout(180_000);
  const tenant = 'demo-ar';
  await staffLogin(page, tenant, DEMO_STAFF[tenant].sales);
  const stream = page.waitForResponse((res) => res.url().includes('/api/admin/events?'));
  await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
  expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
  // A mark in the page's memory: a reload would wipe it.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const buyerContext = await browser.newContext({ baseURL: store.url });
  try {
    const buyer = await buyerContext.newPage();
    const account = await newActiveAccount(buyer, store.url, tenant, 'Marta Quiroga');
    await buyer.goto(`/${tenant}/auth?mode=login`);
    await fillLogin(buyer, account.email, account.password);
    await expect(accountLink(buyer, 'Mi cuenta')).toBeVisible();
    await cartWithAMug(buyer, store.url, tenant);
    const number = await orderByTransfer(buyer, tenant);

    await expect(page.getByRole('status').filter({ hasText: number })).toHaveText(
      new RegExp(`^(Nuevo pedido|Pago del pedido) N\\.º ${number}`),
    );
    const table = page.getByRole('table');
    await expect(table.getByRole('link').first()).toHaveText(number);
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: number }) });
    await expect(row).toContainText('Distribuidora Norte SA');
    await expect(row.getByRole('cell').nth(6)).toHaveText('Pendiente');
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  } finally {
    await buyerContext.close();
  }
});
