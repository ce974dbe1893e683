import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { accountLink, fillLogin, newActiveAccount } from './account-support.ts';
import { cartWord, openMug } from './builder-support.ts';
import { orderByTransfer } from './checkout-support.ts';

/**
 * Issue 30, item 8: the proof the buyer approves lists the design's real inks, as many as the
 * server charges for (a logo's four spot colours, not only its texts' colours).
 */

// 300 x 150 px, four flat colours: red, blue, green and yellow.
const LOGO = path.join(import.meta.dirname, '..', 'fixtures', 'builder', 'logo-4-colores.png');

test('demo-cl: the proof of a four-colour logo lists four colours', async ({ page, store }) => {
  test.setTimeout(180_000);
  const tenant = 'demo-cl';
  const buyer = await newActiveAccount(page, store.url, tenant, 'Valentina Rojas');
  await page.goto(`/${tenant}/auth?mode=login`);
  await fillLogin(page, buyer.email, buyer.password);
  await expect(accountLink(page, 'Mi cuenta')).toBeVisible();

  const { product } = await openMug(page, store, tenant);
  await page.getByLabel(/^(Subir imagen|Subiendo imagen…)$/).setInputFiles(LOGO);
  await expect(page.getByText('4 colores', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Total:/)).toBeVisible();
  await page.getByRole('button', { name: `Agregar al ${cartWord(tenant)}` }).click();
  await expect(page.getByRole('dialog', { name: 'Resumen' })).toContainText(product.name);

  const number = await orderByTransfer(page, tenant);

  await page.goto(`/${tenant}/orders/list`);
  await page.getByRole('link', { name: `Pedido N° ${number}` }).click();
  const proof = page.getByRole('region', { name: 'Prueba de diseño' });
  await expect(proof.getByText('4 colores:')).toBeVisible();
  await expect(proof.locator('span[title^="#"]')).toHaveCount(4);
});
