import { expect, test } from '../support/fixtures.ts';
import { DEMO_STAFF, lookAt, staffLogin } from './backoffice-support.ts';

/** A product of one colour that no other journey touches: a second colour brings the picker. */
const PRODUCT = 'Llavero de madera';
const COLOR = 'Verde bosque';

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: the owner adds a colour variant with stock and puts it first, the storefront offers it first; once removed, it does not`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A SKU stays taken once its variant is removed (old orders name it): one of this run's own.
    const sku = `LLAV-MAD-VERDE-${Date.now().toString(36).toUpperCase()}`;
    await page.setViewportSize({ width: 1366, height: 900 });
    await staffLogin(page, tenant, DEMO_STAFF[tenant].owner);
    await page.getByRole('link', { name: 'Catálogo', exact: true }).click();
    await page.getByLabel('Buscar productos').fill('llavero de madera');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('link', { name: PRODUCT, exact: true }).click();
    await expect(page.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();
    const productPage = page.url();

    // A wrong colour code is refused on its field before anything is sent.
    await page.locator('summary', { hasText: 'Agregar variante' }).click();
    const add = page.getByRole('form', { name: 'Agregar variante' });
    await add.getByLabel('SKU').fill(sku);
    await add.getByLabel('Color (opcional)').fill(COLOR);
    await add.getByLabel('Código del color').fill('verde');
    await add.getByLabel('Stock inicial').fill('120');
    await add.getByRole('button', { name: 'Agregar variante' }).click();
    await expect(add.getByLabel('Código del color')).toBeFocused();
    await expect(add.getByLabel('Código del color')).toHaveAccessibleDescription(/#rrggbb/);
    await add.getByLabel('Código del color').fill('#2E7D32');
    await add.getByRole('button', { name: 'Agregar variante' }).click();
    await expect(add.getByRole('status')).toHaveText('Variante agregada.');

    // First in the store's order: «Subir» on the new variant, the focus staying on it.
    const order = page.getByRole('region', { name: 'Orden en la tienda' });
    await expect(order.getByRole('listitem').last()).toContainText(sku);
    await order.getByRole('button', { name: `Subir ${sku}` }).click();
    await expect(order.getByRole('listitem').first()).toContainText(sku);
    await expect(order.getByRole('button', { name: `Bajar ${sku}` })).toBeFocused();

    // The new variant, its stock, and its first stock in the history as an entry of goods.
    const variant = page.locator('details', { has: page.locator('summary', { hasText: sku }) });
    await expect(variant.locator('summary')).toContainText(`${COLOR}120 unidades`);
    await variant.locator('summary').click();
    await expect(variant.getByRole('form', { name: `Variante ${sku}` })).toBeVisible();
    const history = variant.getByRole('table', { name: /^Historial de stock de / });
    await expect(history.getByRole('row').nth(1)).toContainText('+120');
    await expect(history.getByRole('row').nth(1)).toContainText('ingreso de mercadería');
    await lookAt(page, 'back office product variants', `${tenant}-variants`);

    // The storefront's page offers the colour at once, with its stock.
    await page.getByRole('link', { name: 'Ver en la tienda' }).click();
    await expect(page.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();
    await expect(page.getByRole('radio').first()).toHaveAccessibleName(COLOR);
    await page.getByRole('radio', { name: COLOR }).check({ force: true });
    await expect(page.getByText(`${COLOR}`, { exact: true })).toBeVisible();
    await expect(page.getByText('Stock: 120 unidades')).toBeVisible();
    await lookAt(page, 'storefront product with the new colour', `${tenant}-variants-storefront`);
    const storefront = page.url();

    // Removed, confirmed in a dialog that says what it means.
    await page.goto(productPage);
    await variant.locator('summary').click();
    await variant.getByRole('button', { name: 'Quitar variante' }).click();
    const dialog = page.getByRole('alertdialog', { name: `¿Quitar la variante ${sku}?` });
    await expect(dialog).toContainText(
      'Los pedidos y cotizaciones que la tienen la siguen mostrando',
    );
    await expect(dialog).toContainText('Sus 120 unidades salen del stock.');
    await dialog.getByRole('button', { name: 'Sí, quitar' }).click();
    await expect(variant).toHaveCount(0);

    await page.goto(storefront);
    await expect(page.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: COLOR })).toHaveCount(0);
    await expect(page.getByText(COLOR)).toHaveCount(0);
  });
}
