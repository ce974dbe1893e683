import { expect, test } from '../support/fixtures.ts';
import { accountLink, fillLogin, newActiveAccount } from './account-support.ts';

interface ProductSummary {
  slug: string;
  kind: string;
  name: string;
}

test("a guest's cart is kept on login, saved for the buyer, emptied on logout and back on the next login", async ({
  page,
  store,
}) => {
  test.setTimeout(90_000);
  const buyer = await newActiveAccount(page, store.url, 'demo-ar', 'Carla Díaz');
  const response = await fetch(
    `${store.url}/api/services/app/Catalog/GetProductsList?pageSize=30`,
    {
      headers: { 'X-Tenant': 'demo-ar' },
    },
  );
  const { result } = (await response.json()) as { result: { items: ProductSummary[] } };
  const product = result.items.find((item) => item.kind === 'simple');
  if (!product) throw new Error('the demo catalogue has no simple product');

  const cart = page.getByRole('button', { name: /^Carrito/ });
  const drawer = page.getByRole('dialog', { name: 'Resumen' });

  // As a guest: add a product.
  await page.goto(`/demo-ar/product-detail/simple/${product.slug}`);
  await page.getByRole('button', { name: /^Agregar al carr/ }).click();
  await expect(drawer).toContainText(product.name);
  await drawer.getByRole('button', { name: 'Cerrar resumen' }).click();
  await expect(cart).toHaveAccessibleName('Carrito, 1 producto');

  // Log in: the cart is still there.
  await accountLink(page, 'Ingresar').click();
  await fillLogin(page, buyer.email, buyer.password);
  await expect(accountLink(page, 'Mi cuenta')).toBeVisible();
  await expect(cart).toHaveAccessibleName('Carrito, 1 producto');
  await cart.click();
  await expect(drawer).toContainText(product.name);
  await drawer.getByRole('button', { name: 'Cerrar resumen' }).click();

  // Log out: the cart empties; it was saved for the buyer.
  await accountLink(page, 'Mi cuenta').click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(accountLink(page, 'Ingresar')).toBeVisible();
  await expect(cart).toHaveAccessibleName('Carrito, 0 productos');

  // The next login brings the saved cart back.
  await accountLink(page, 'Ingresar').click();
  await fillLogin(page, buyer.email, buyer.password);
  await expect(accountLink(page, 'Mi cuenta')).toBeVisible();
  await expect(cart).toHaveAccessibleName('Carrito, 1 producto');
});
