import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from './accessibility-support.ts';
import { DEMO_STAFF, SCREENSHOTS, drawnPng, staffLogin } from './backoffice-support.ts';

/** A product the other journeys leave alone (they buy the ceramic mug). */
const PRODUCT = 'Taza mágica que cambia de color';
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
/** `6.900,00` -> 690000 (cents), as the back office writes a cost. */
const centsOf = (text: string) => Number(digits(text));
/** 690000 -> `6.900,00`. */
const amountOf = (cents: number) =>
  `${Math.floor(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')}`;

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: the owner changes a product's first price and adds stock with a reason; the storefront shows both and the history lists it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await staffLogin(page, tenant, DEMO_STAFF[tenant].owner);
    await page.getByRole('link', { name: 'Catálogo', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Catálogo', level: 1 })).toBeVisible();
    // Stock as the store writes quantities: 300.000, not 300000 (the sixth column).
    const stock = page.getByRole('table').getByRole('row').nth(1).getByRole('cell').nth(5);
    await expect(stock).toHaveText(/^\d{1,3}(\.\d{3})*$/);
    await page.getByLabel('Buscar productos').fill('taza magica');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expectAccessible(page, 'back office catalogue');
    await page.getByRole('link', { name: PRODUCT }).click();
    await expect(page.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();

    // The first tier's price, one hundred more.
    const tiers = page.getByRole('form', { name: 'Precios por cantidad' });
    const first = tiers.getByRole('textbox', { name: 'Precio por unidad, fila 1' });
    const price = centsOf(await first.inputValue()) + 10_000;
    await first.fill(amountOf(price));
    await tiers.getByRole('button', { name: 'Guardar' }).click();
    await expect(tiers.getByRole('status')).toHaveText('Precios y visibilidad guardados.');
    await expect(tiers.getByRole('status')).toBeFocused();
    await expect(first).toHaveValue(amountOf(price));
    const shown = tiers.getByRole('row').nth(1).getByRole('cell').nth(2);
    await expect(shown).not.toHaveText('—');
    // `$ 9.450,00` as the storefront writes it (its cents may be drawn apart: any text between).
    const shownPriceText = digits(await shown.textContent())
      .split('')
      .join('\\D*');

    // 500 units in, with the reason and the delivery note.
    // The first variant's box (the pictures' «Recortar» boxes come before it on the page).
    const variant = page
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: 'Editar, ajustar stock e historial' }) })
      .first();
    await variant.locator('summary').click();
    const before = Number(
      digits(
        await variant
          .locator('summary')
          .getByText(/unidades$/)
          .textContent(),
      ),
    );
    const adjust = variant.getByRole('form', { name: /^Ajustar stock de / });
    await adjust.getByLabel('Cambio (+ o -)').fill('500');
    await adjust.getByLabel('Motivo').selectOption({ label: 'Ingreso de mercadería' });
    await adjust.getByLabel('Nota').fill('Remito 0001-00012345');
    await adjust.getByRole('button', { name: 'Ajustar stock' }).click();
    await expect(adjust.getByRole('status')).toContainText(
      `ahora ${(before + 500).toLocaleString('de-DE')} unidades`,
    );
    const history = variant.getByRole('table', { name: /^Historial de stock de / });
    await expect(history.getByRole('row').nth(1)).toContainText('+500');
    await expect(history.getByRole('row').nth(1)).toContainText('ingreso de mercadería');
    await expect(history.getByRole('row').nth(1)).toContainText('Remito 0001-00012345');
    await expect(history.getByRole('row').nth(1)).toContainText(DEMO_STAFF[tenant].owner.email);

    await expectAccessible(page, 'back office product');
    await page.screenshot({
      path: `${SCREENSHOTS}/${tenant}-catalogue-product.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();
    // axe's rules again, and nothing wider than the phone: wide tables scroll in their card.
    await expectAccessible(page, 'back office product');
    await page.screenshot({
      path: `${SCREENSHOTS}/${tenant}-catalogue-product-390.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 1366, height: 900 });

    // The storefront's page of the product: the new price and stock at once.
    await page.getByRole('link', { name: 'Ver en la tienda' }).click();
    await expect(page.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();
    const tierTable = page.getByRole('table', { name: 'Precios por cantidad' });
    const firstTier = tierTable.getByRole('row', { name: /^Desde 1 u\./ });
    // The price is written twice (what the eye reads and what a screen reader reads).
    await expect(firstTier).toHaveText(new RegExp(`^Desde 1 u\\.(\\D*${shownPriceText})+\\D*$`));
    await expect(
      page.getByText(`Stock: ${(before + 500).toLocaleString('de-DE')} unidades`),
    ).toBeVisible();
  });
}

/** A product no other journey looks at, in a category no journey counts. */
const UMBRELLA = 'Paraguas infantil con silbato';

/** The buyer's categories menu (demo-ar: template 1's CATEGORÍAS dropdown), opened. */
async function openStoreMenu(page: Page) {
  await page.goto('/demo-ar/');
  await page.getByRole('banner').getByRole('button', { name: 'CATEGORÍAS' }).click();
  return page.getByRole('banner').getByRole('list', { name: 'Categorías' });
}

test("demo-ar: the owner creates a category, moves it into «Paraguas», puts a product in it; the buyer's menu shows it under «Paraguas» and the list of «Paraguas» still shows that product", async ({
  page,
  store,
}) => {
  test.setTimeout(90_000);
  const title = `Paraguas de prueba ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await staffLogin(page, 'demo-ar', DEMO_STAFF['demo-ar'].owner);
  const session = await page.evaluate(() => sessionStorage.getItem('backoffice_session_demo-ar'));
  const token = (JSON.parse(session ?? '{}') as { token: string }).token;
  const api = (method: string, path: string, body?: object) =>
    fetch(`${store.url}/api/admin/catalog${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-tenant': 'demo-ar',
        authorization: `Bearer ${token}`,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then(async (r) => (await r.json()).result);
  let umbrella: { id: number; categoryId: string } | null = null;
  try {
    await page.getByRole('link', { name: 'Catálogo', exact: true }).click();
    await page.getByRole('link', { name: 'Categorías' }).click();
    await expect(page.getByRole('heading', { name: 'Categorías', level: 1 })).toBeVisible();

    // A new root, then «Mover a…» into «Paraguas».
    const form = page.getByRole('form', { name: 'Nueva categoría' });
    await form.getByLabel('Nombre').fill(title);
    await form.getByRole('button', { name: 'Crear categoría' }).click();
    await expect(form.getByRole('status')).toHaveText('Categoría creada.');
    const move = page.getByRole('form', { name: `Mover «${title}»` });
    await move.getByLabel(`Mover «${title}» a`).selectOption({ label: 'Paraguas' });
    await move.getByRole('button', { name: 'Mover' }).click();
    await expect(page.getByRole('listitem').filter({ has: move })).toContainText(
      'dentro de «Paraguas»',
    );
    await expectAccessible(page, 'back office categories');

    // Its picture, uploaded then cropped from the keyboard: the tree shows the cut one at once.
    const item = page.getByRole('listitem').filter({ has: move });
    await item.locator('summary', { hasText: `Editar «${title}»` }).click();
    await item.getByLabel('Foto', { exact: true }).setInputFiles({
      name: 'paraguas.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page),
    });
    await item.getByRole('button', { name: 'Subir foto' }).click();
    await expect(item.getByText('Foto subida.')).toBeVisible();
    const picture = item.locator('img').first();
    const uploaded = (await picture.getAttribute('src')) ?? '';
    await item.locator('summary', { hasText: 'Recortar' }).click();
    const box = item.getByTestId('picture-crop-rect');
    await expect(box).toHaveAccessibleName('Recorte: x 0, y 0, 600 × 400 px');
    await box.focus();
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('Alt+ArrowLeft');
    await expect(box).toHaveAccessibleName('Recorte: x 0, y 0, 540 × 400 px');
    await item.getByRole('button', { name: 'Guardar recorte' }).click();
    await expect(
      item.getByText('Recorte guardado: la tienda muestra la foto recortada.'),
    ).toBeFocused();
    await expect(picture).not.toHaveAttribute('src', uploaded);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(540);

    // The buyer's menu (another tab) lists «Paraguas» among the top categories; the new category
    // holds no product yet, so it is not under it.
    const buyer = await page.context().newPage();
    await buyer.setViewportSize({ width: 1366, height: 900 });
    let menu = await openStoreMenu(buyer);
    const umbrellas = menu.getByRole('listitem').filter({
      has: buyer.getByRole('link', { name: 'Paraguas', exact: true }),
    });
    await expect(umbrellas).toHaveCount(1);
    await expect(menu.getByRole('link', { name: title })).toHaveCount(0);

    // The umbrella goes into the new category.
    await page.getByRole('link', { name: 'Volver a los productos' }).click();
    await page.getByLabel('Buscar productos').fill('paraguas infantil');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('link', { name: UMBRELLA }).click();
    const details = page.getByRole('form', { name: 'Datos del producto' });
    const category = details.getByLabel('Categoría');
    umbrella = {
      id: Number(new URL(page.url()).pathname.split('/').at(-1)),
      categoryId: await category.inputValue(),
    };
    await category.selectOption({ label: title });
    await details.getByRole('button', { name: 'Guardar datos' }).click();
    await expect(details.getByRole('status')).toHaveText('Datos del producto guardados.');

    await page.goto('/demo-ar/products-list/paraguas');
    await expect(page.getByRole('link', { name: UMBRELLA }).first()).toBeVisible();

    // Now the buyer's menu shows it under «Paraguas», in the page as the server sent it too.
    menu = await openStoreMenu(buyer);
    const under = menu.getByRole('list', { name: 'Paraguas' });
    const made = under.getByRole('link', { name: title });
    await expect(made).toBeVisible();
    await expect(made).toHaveAttribute('href', /^\/demo-ar\/products-list\/paraguas-de-prueba-/);
    const html = await (await buyer.request.get(`${store.url}/demo-ar/`)).text();
    expect(html).toContain(`>${title}</span>`);
    await buyer.screenshot({ path: `${SCREENSHOTS}/backoffice-category-in-store-menu.png` });
    await made.click();
    await expect(buyer.getByRole('link', { name: UMBRELLA }).first()).toBeVisible();
    await buyer.close();
  } finally {
    // The stores are shared: the umbrella goes back and the category goes.
    if (umbrella) {
      const {
        id: _id,
        categories: _c,
        ...body
      } = await api('GET', `/products/${umbrella.id}/details`);
      await api('PUT', `/products/${umbrella.id}/details`, {
        ...body,
        categoryId: Number(umbrella.categoryId),
      });
    }
    const made = (await api('GET', '/categories')).categories.find(
      (c: { title: string }) => c.title === title,
    );
    if (made) await api('POST', `/categories/${made.id}/delete`, { version: made.version });
  }
});
