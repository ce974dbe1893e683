import { expect, test } from '../support/fixtures.ts';
import {
  addToCart,
  cartButton,
  cellLabel,
  closeDrawer,
  detailPath,
  drawer,
  MULTI_VARIANT_TENANT,
  onboardMultiVariantTenant,
  openDrawer,
  productOf,
  updateMultiVariantTenant,
  variantText,
} from './cart-support.ts';

const TENANTS = ['demo-ar', 'demo-cl'] as const;
/** The cart's refusal of a product it holds, in each store's word for the cart. */
const duplicate = (tenant: string) =>
  `El producto seleccionado ya se encuentra en el ${tenant === 'demo-cl' ? 'carro' : 'carrito'}.`;

for (const tenant of TENANTS) {
  test.describe(`the cart of ${tenant}`, () => {
    test('a guest adds a simple and a curve product, is refused a duplicate, removes a size, and keeps the cart across a reload', async ({
      page,
      store,
    }) => {
      const mug = await productOf(store.url, tenant, 'tazas-y-jarros', 'simple');
      const tee = await productOf(store.url, tenant, 'indumentaria', 'curva');
      const [small, large] = tee.variants;

      await page.goto(detailPath(tenant, mug));
      await addToCart(page);
      await expect(drawer(page).getByText(mug.name)).toBeVisible();
      await closeDrawer(page);

      await page.goto(detailPath(tenant, tee));
      await page.getByLabel(cellLabel(tenant, small!)).fill('3');
      await page.getByLabel(cellLabel(tenant, large!)).fill('2');
      await addToCart(page);
      await expect(drawer(page).getByText(`${variantText(small!)} × 3`)).toBeVisible();
      await expect(drawer(page).getByText(`${variantText(large!)} × 2`)).toBeVisible();
      await expect(drawer(page).getByText(/^Cantidad: 5$/)).toBeVisible();
      await closeDrawer(page);
      await expect(cartButton(page)).toHaveAccessibleName(/2 productos/);

      // The same product again: this shop does not take multiple variant designs.
      await page.goto(detailPath(tenant, mug));
      await page.getByRole('button', { name: /^Agregar al carr/ }).click();
      await expect(page.getByRole('status').filter({ hasText: duplicate(tenant) })).toBeVisible();

      // Removing one size of the curve product leaves the others.
      await openDrawer(page);
      await drawer(page)
        .getByRole('button', { name: `Quitar ${tee.name} ${variantText(small!)}` })
        .click();
      await expect(drawer(page).getByText(`${variantText(small!)} × 3`)).toBeHidden();
      await expect(drawer(page).getByText(`${variantText(large!)} × 2`)).toBeVisible();
      await expect(drawer(page).getByRole('progressbar')).toBeHidden();
      await closeDrawer(page);

      await page.reload();
      await openDrawer(page);
      await expect(drawer(page).getByText(mug.name)).toBeVisible();
      await expect(drawer(page).getByText(`${variantText(large!)} × 2`)).toBeVisible();
      await expect(drawer(page).getByText(`${variantText(small!)} × 3`)).toBeHidden();
    });

    test('two tabs of a guest stay in step', async ({ context, store }) => {
      const mug = await productOf(store.url, tenant, 'tazas-y-jarros', 'simple');
      const first = await context.newPage();
      const second = await context.newPage();
      await second.goto(`/${tenant}/`);
      await expect(cartButton(second)).toHaveAccessibleName(/^Carr(ito|o)\b/);

      await first.goto(detailPath(tenant, mug));
      await addToCart(first);
      await expect(cartButton(second)).toHaveAccessibleName(/1 producto$/);
      await openDrawer(second);
      await expect(drawer(second).getByText(mug.name)).toBeVisible();

      await drawer(second)
        .getByRole('button', { name: `Quitar ${mug.name}` })
        .click();
      await expect(cartButton(first)).toHaveAccessibleName(/^Carr(ito|o)$|0 productos/);
    });

    test('the drawer shows the total and leads to the cart page, with each line priced by the server', async ({
      page,
      store,
    }) => {
      const config = await store.config(tenant);
      const mug = await productOf(store.url, tenant, 'tazas-y-jarros', 'simple');
      await page.goto(detailPath(tenant, mug));
      await addToCart(page);
      const total = drawer(page).getByText('Total').locator('..');
      await expect(total).toContainText('$');
      if (config.withTaxes) await expect(drawer(page).getByText('+ IVA')).toBeHidden();
      else await expect(drawer(page).getByText('+ IVA')).toBeVisible();

      await drawer(page)
        .getByRole('button', { name: /^Ver carr/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/shopping-cart$`));
      await expect(drawer(page)).toBeHidden();
      const line = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: mug.name }) });
      await expect(line.getByText('Productos')).toBeVisible();
      await expect(line.getByText('IVA')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Ir a pagar' })).toBeEnabled();
    });
  });
}

test('the drawer opens from the right, 600 px wide on desktop and 320 px on a phone @mobile', async ({
  page,
}) => {
  await page.goto('/demo-ar/');
  await openDrawer(page);
  const box = await drawer(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  const expected = viewport!.width < 960 ? 320 : 600;
  expect(box!.width).toBe(Math.min(expected, viewport!.width));
  expect(box!.x + box!.width).toBe(viewport!.width);
});

test('the drawer is a modal dialog from the keyboard: the page behind takes no focus, Escape closes and focus is back on the cart button', async ({
  page,
}) => {
  await page.goto('/demo-ar/');
  await openDrawer(page);
  const close = drawer(page).getByRole('button', { name: 'Cerrar resumen' });
  await expect(close).toBeFocused();
  // Chromium's own inert page, not our code: a control behind the drawer cannot take focus.
  const behindTakesFocus = await page.evaluate(() => {
    const behind = document.querySelector<HTMLElement>('header a[href], header button');
    behind?.focus();
    return behind !== null && document.activeElement === behind;
  });
  expect(behindTakesFocus).toBe(false);
  // The empty cart's 'Ver carrito' is disabled: the close control is the only stop.
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
});

test.describe('a shop that takes the same product again', () => {
  // The store's CLI must reach the store's own PostgreSQL schema, which the global setup names.
  test.skip(
    Boolean(process.env.DATABASE_URL) && !process.env.STORE_DATABASE_URL,
    "the global setup does not name the store's PostgreSQL schema (STORE_DATABASE_URL)",
  );
  test.beforeAll(async () => {
    await onboardMultiVariantTenant();
  });

  test("adds to a plain product's quantity and merges a curve product's sizes", async ({
    page,
  }) => {
    const tenant = MULTI_VARIANT_TENANT;
    await page.goto(`/${tenant}/product-detail/simple/llavero-metalico`);
    await page.getByRole('textbox', { name: 'Cantidad' }).fill('3');
    await addToCart(page);
    await closeDrawer(page);
    await page.getByRole('textbox', { name: 'Cantidad' }).fill('2');
    await addToCart(page);
    await expect(drawer(page).getByText(/^Cantidad: 5$/)).toBeVisible();
    await closeDrawer(page);

    await page.goto(`/${tenant}/product-detail/curva/buzo-canguro`);
    await page.getByLabel('Cantidad Gris talle M').fill('2');
    await addToCart(page);
    await closeDrawer(page);
    await page.getByLabel('Cantidad Gris talle M').fill('1');
    await page.getByLabel('Cantidad Gris talle L').fill('4');
    await addToCart(page);
    await expect(drawer(page).getByText('Gris · M × 3')).toBeVisible();
    await expect(drawer(page).getByText('Gris · L × 4')).toBeVisible();
    await expect(
      drawer(page).getByRole('listitem').filter({ hasText: 'Buzo canguro' }),
    ).toHaveCount(1);
  });

  test("a cart that can no longer be bought as it is: the drawer's button says why and goes home", async ({
    page,
  }) => {
    const tenant = MULTI_VARIANT_TENANT;
    await page.goto(`/${tenant}/product-detail/simple/taza-grabada`);
    await page.getByRole('textbox', { name: 'Cantidad' }).fill('10');
    await addToCart(page);
    await closeDrawer(page);

    // The reseller stops selling customised products under the printing minimum.
    await updateMultiVariantTenant('cart-variantes-strict');
    try {
      await openDrawer(page);
      const seeCart = drawer(page).getByRole('button', { name: /^Ver carr/ });
      await seeCart.click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(
        'Para personalizar «Taza grabada» con Grabado el mínimo es de 100 unidades.',
      );
      await expect(seeCart).toBeDisabled();
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/?$`));
    } finally {
      await updateMultiVariantTenant('cart-variantes');
    }
  });
});
