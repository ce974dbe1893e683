import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  builderProduct,
  canvasOf,
  cartWord,
  expectPlacementAsDrawn,
  MUG,
  openMug,
  placement,
  readPlacement,
  screenPoint,
  type BuilderProduct,
} from './builder-support.ts';

// 300 x 150 px, four flat colours.
const LOGO = path.join(import.meta.dirname, '..', 'fixtures', 'builder', 'logo-4-colores.png');
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Personaliz/ });
const total = (page: Page) => page.getByText(/^Total:/);
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Resumen' });

/** Drags the selected element's centre by `dx` pixels, in small steps as a hand would. */
async function dragFrom(page: Page, from: { x: number; y: number }, dx: number, dy = 0) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 12 });
  await page.mouse.up();
}

async function selectAt(
  page: Page,
  product: BuilderProduct,
  area: BuilderProduct['techniques'][number]['printAreas'][number],
  at: { x: number; y: number },
) {
  const point = await screenPoint(page, product, area, at.x, at.y);
  await page.mouse.click(point.x, point.y);
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: customise a mug, keep the text inside its area, price it by technique, save it and reopen the line`, async ({
    page,
    store,
  }) => {
    const product = await builderProduct(store.url, tenant, MUG);
    const laser = product.techniques.find((t) => t.code === 'laser');
    const area = laser?.printAreas[0];
    if (!laser || !area) throw new Error('the mug has no laser area');
    await page.goto(`/${tenant}/product-detail/simple/${MUG}`);
    await page
      .getByRole('combobox', { name: 'Técnica de personalización' })
      .selectOption({ label: 'Grabado láser (mínimo 20 u.)' });
    await page.getByRole('link', { name: 'Personalizar' }).click();
    await expect(heading(page)).toContainText(product.name);
    await expect(page.getByRole('combobox', { name: 'Técnica' })).toHaveValue(String(laser.id));
    // Nothing on the mug yet: the price box says what its price waits for.
    const needsDesign = page.getByText(
      tenant === 'demo-cl'
        ? 'Agrega un texto o una imagen para ver el precio.'
        : 'Agregá un texto o una imagen para ver el precio.',
    );
    await expect(needsDesign).toBeVisible();

    await page.getByRole('button', { name: 'Agregar texto' }).click();
    await expect(needsDesign).toBeHidden();
    await page.getByRole('textbox', { name: 'Texto', exact: true }).fill('Hola equipo');
    await expect(placement(page)).toBeVisible();
    // The read-out follows the words typed, then the drag: it tells what the canvas draws.
    const before = await expectPlacementAsDrawn(page, product, area);
    // Released far to the right, over the side panel (on demo-cl over the disabled 'Rehacer').
    await dragFrom(page, await screenPoint(page, product, area, before.x, before.y), 600);
    await expect.poll(async () => (await readPlacement(page)).x).toBeGreaterThan(before.x);
    const after = await expectPlacementAsDrawn(page, product, area);
    expect(after.width).toBe(before.width);
    // Dragged far past the right edge, the text stops at it.
    expect(after.x + after.width / 2).toBeLessThanOrEqual(area.widthMm + 1);
    expect(after.x + after.width / 2).toBeGreaterThanOrEqual(area.widthMm - 2);

    await expect(total(page)).toBeVisible();
    const laserTotal = await total(page).textContent();
    await page.getByRole('combobox', { name: 'Técnica' }).selectOption({ label: 'Serigrafía' });
    // The text goes along to the wider area, to the same place relative to it (issue 30).
    await expect.poll(async () => (await readPlacement(page)).x).not.toBe(after.x);
    const onScreen = await readPlacement(page);
    await expect(page.getByText(/Con menos de 50 unidades se suma un recargo/)).toBeVisible();
    await expect(total(page)).not.toHaveText(laserTotal ?? '');
    await page.getByRole('textbox', { name: 'Cantidad', exact: true }).fill('60');
    await expect(page.getByText(/Con menos de 50 unidades/)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Precio de 60 unidades' })).toBeVisible();

    await page.getByRole('button', { name: `Agregar al ${cartWord(tenant)}` }).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page)).toContainText(product.name);
    // The row's thumbnail is the design's mockup (decorative: the name is next to it).
    await expect(drawer(page).locator('img').first()).toHaveAttribute(
      'src',
      /\/ShoppingCarts\/Files\/[0-9a-f-]{36}\.png$/,
    );

    await drawer(page)
      .getByRole('link', { name: `Editar el diseño de ${product.name}` })
      .click();
    const saveBack = page.getByRole('button', {
      name: `Guardar cambios en el ${cartWord(tenant)}`,
    });
    await expect(saveBack).toBeVisible();
    const serigrafia = product.techniques.find((t) => t.code === 'serigrafia');
    const front = serigrafia?.printAreas[0];
    if (!front) throw new Error('no screen print area');
    await expect(page.getByRole('combobox', { name: 'Técnica' })).toHaveValue(
      String(serigrafia?.id),
    );
    const text = page.getByRole('textbox', { name: 'Texto', exact: true });
    await expect(drawer(page)).toBeHidden();
    // Same page, new query: the scroll stays where it was; the canvas is at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    // The line's design arrives from the cart; the text is selected where it was left.
    await expect(async () => {
      await selectAt(page, product, front, { x: onScreen.x, y: onScreen.y });
      await expect(text).toHaveValue('Hola equipo', { timeout: 1000 });
    }).toPass();
    await text.fill('Hola equipo 2026');
    await saveBack.click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('listitem')).toHaveCount(1);
    await expect(drawer(page)).toContainText('Cantidad: 60');

    await page.goto(`/${tenant}/shopping-cart`);
    await expect(
      page.getByRole('img', { name: `Vista previa del diseño de ${product.name}` }),
    ).toBeVisible();
  });
}

test('a new picture and a copy are the ones chosen, so Delete takes the copy; the colour and quantity panels say what they hold', async ({
  page,
  store,
}) => {
  const { product, area } = await openMug(page, store, 'demo-ar');
  // Nothing designed yet: no colour count (it said '1 color').
  await expect(page.getByText(/^\d+ colou?r(es)?$/)).toHaveCount(0);
  // The product's colours under their own heading, not under 'Cantidad'.
  const colours = page.getByRole('radiogroup', { name: 'Color del producto' });
  await expect(colours).toBeVisible();
  await expect(page.getByText('Color del producto', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Cantidad' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Cantidad', exact: true })).toHaveValue('60');

  // A picture uploaded while a text is chosen is the one chosen next.
  await page.getByRole('button', { name: 'Agregar texto' }).click();
  await expect(page.getByText('1 color', { exact: true })).toBeVisible();
  await page.getByLabel(/^(Subir imagen|Subiendo imagen…)$/).setInputFiles(LOGO);
  await expect(page.getByText('158 DPI')).toBeVisible();
  const original = await readPlacement(page);
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  // Its copy, 5 mm down and right, is chosen; 'Eliminar' (and Delete) take the copy away.
  await page.getByLabel(/^(Subir imagen|Subiendo imagen…)$/).setInputFiles(LOGO);
  await expect.poll(() => readPlacement(page)).toEqual(original);
  await page.getByRole('button', { name: 'Duplicar' }).click();
  await expect
    .poll(() => readPlacement(page))
    .toEqual({ ...original, x: original.x + 5, y: original.y + 5 });
  await expect(page.getByRole('checkbox', { name: 'Imagen 2' })).toBeVisible();
  await canvasOf(page).press('Delete');
  await expect(page.getByRole('checkbox', { name: 'Imagen 2' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Imagen 1' })).toBeVisible();
  await expect(placement(page)).toBeHidden();
  const left = await screenPoint(page, product, area, original.x, original.y);
  await page.mouse.click(left.x, left.y);
  await expect.poll(() => readPlacement(page)).toEqual(original);
});

test('a design in progress survives a reload', async ({ page, store }) => {
  const product = await builderProduct(store.url, 'demo-ar', MUG);
  const technique = product.techniques.find((t) => t.code === 'serigrafia');
  const area = technique?.printAreas[0];
  if (!technique || !area) throw new Error('no screen print');
  await page.goto(`/demo-ar/customize-product?product=${MUG}&technique=${technique.id}`);
  await page.getByRole('button', { name: 'Agregar texto' }).click();
  await page.getByRole('textbox', { name: 'Texto', exact: true }).fill('Borrador');
  const at = await readPlacement(page);
  await page.reload();
  await expect(page.getByText('Recuperamos el diseño que estabas haciendo.')).toBeVisible();
  await expect(canvasOf(page)).toBeVisible();
  await selectAt(page, product, area, at);
  await expect(page.getByRole('textbox', { name: 'Texto', exact: true })).toHaveValue('Borrador');
});

test('on a phone: design with touch and add to the cart @mobile', async ({
  page,
  store,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone project runs it');
  const product = await builderProduct(store.url, 'demo-cl', MUG);
  const technique = product.techniques.find((t) => t.code === 'serigrafia');
  const area = technique?.printAreas[0];
  if (!technique || !area) throw new Error('no screen print');
  await page.goto(
    `/demo-cl/customize-product?product=${MUG}&technique=${technique.id}&quantity=60`,
  );
  await expect(heading(page)).toHaveText(`Personaliza ${product.name}`);
  const box = await canvasOf(page).boundingBox();
  expect(box?.width ?? 999).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await page.getByRole('button', { name: 'Agregar texto' }).click();
  const at = await readPlacement(page);
  const start = await screenPoint(page, product, area, at.x, at.y);
  await page.touchscreen.tap(start.x, start.y);
  await expect(total(page)).toBeVisible();
  await page.getByRole('button', { name: 'Agregar al carro' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page)).toContainText(product.name);
});
