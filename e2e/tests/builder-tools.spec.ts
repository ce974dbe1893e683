import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  canvasOf,
  cartWord,
  expectPlacementAsDrawn,
  openMug,
  placement,
  readPlacement,
  screenPoint,
} from './builder-support.ts';

/** The editor's tools beyond the basics: uploads and DPI, colour reduction, curved text, zoom. */

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'builder');
const LOGO = path.join(FIXTURES, 'logo-4-colores.png'); // 300 x 150 px, four flat colours
const TINY = path.join(FIXTURES, 'logo-diminuto.png'); // 40 x 40 px
const total = (page: Page) => page.getByText(/^Total:/);
const dpi = (page: Page) => page.getByText(/^\d+ DPI$/);
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Resumen' });
const upload = (page: Page) => page.getByLabel(/^(Subir imagen|Subiendo imagen…)$/);
const zoomLevel = (page: Page) => page.getByRole('status', { name: 'Zoom' });

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: upload a logo, reduce it to 2 colours for a new server price, scale it past 150 and 100 DPI`, async ({
    page,
    store,
  }) => {
    const { product, area } = await openMug(page, store, tenant);
    await upload(page).setInputFiles(LOGO);
    // 300 px placed 48 mm wide (60 % of the 80 mm area): 158 DPI.
    await expect(dpi(page)).toHaveText('158 DPI');
    await expect(page.getByText('4 colores', { exact: true })).toBeVisible();
    await expect(total(page)).toBeVisible();
    const fourColours = await total(page).textContent();

    // A preview the buyer can drop: nothing changes.
    await page.getByRole('combobox', { name: 'Cantidad de colores' }).selectOption('2');
    await page.getByRole('button', { name: 'Reducir a 2 colores' }).click();
    const preview = page.getByRole('img', { name: 'Vista previa con 2 colores' });
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Descartar' }).click();
    await expect(preview).toBeHidden();
    await expect(total(page)).toHaveText(fourColours ?? '');

    // Accepted: stored as a new logo, the server counts 2 colours and prices 2 screens.
    await page.getByRole('button', { name: 'Reducir a 2 colores' }).click();
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Usar esta versión' }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByText('2 colores', { exact: true })).toBeVisible();
    await expect(total(page)).not.toHaveText(fourColours ?? '');
    await expect(total(page)).toBeVisible();
    await expect(dpi(page)).toHaveText('158 DPI');

    // Against the left edge, then the bottom-right handle dragged out: the DPI falls as it grows.
    await page.getByRole('button', { name: 'Al borde izquierdo del área' }).click();
    await expect.poll(async () => (await readPlacement(page)).x).toBe(24);
    const corner = await screenPoint(page, product, area, 48, 42);
    const bigger = await screenPoint(page, product, area, 57.6, 46.8);
    await page.mouse.move(corner.x, corner.y);
    await page.mouse.down();
    await page.mouse.move(bigger.x, bigger.y, { steps: 10 });
    // While scaling, the figure follows the hand.
    await expect(dpi(page)).not.toHaveText('158 DPI');
    await page.mouse.up();
    await expect(
      page.getByText(/La imagen queda a 1[0-4]\d DPI: puede verse borrosa/),
    ).toBeVisible();
    const now = await readPlacement(page);
    const from = await screenPoint(
      page,
      product,
      area,
      now.x + now.width / 2,
      now.y + now.height / 2,
    );
    // 78 mm wide: about 97 DPI, under the 100 a print needs.
    await drag(page, from, await screenPoint(page, product, area, 78, 57));
    await expect(
      page.getByText(/La imagen queda a \d\d DPI: el mínimo para imprimir es 100/),
    ).toBeVisible();
    const after = await readPlacement(page);
    expect(after.x + after.width / 2).toBeLessThanOrEqual(area.widthMm + 1);
    await page.getByRole('button', { name: `Agregar al ${cartWord(tenant)}` }).click();
    await expect(
      page.getByText(
        tenant === 'demo-cl'
          ? 'Corrige lo marcado antes de guardar.'
          : 'Corregí lo marcado antes de guardar.',
      ),
    ).toBeVisible();
    await expect(drawer(page)).toBeHidden();
  });
}

test('bad uploads get a Spanish reason and change nothing', async ({ page, store }) => {
  await openMug(page, store, 'demo-ar');
  const error = page.getByRole('alert');
  await upload(page).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('esto no es una imagen'),
  });
  await expect(error).toContainText('La imagen debe ser PNG, JPG, WebP o SVG.');
  await upload(page).setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(error).toContainText('La imagen supera el máximo de 5 MB.');
  await upload(page).setInputFiles(TINY);
  // 40 px placed 36 mm wide: 28 DPI.
  await expect(error).toHaveText(
    'La imagen tiene muy pocos píxeles: en el área queda a 28 DPI y el mínimo para subirla es 72 DPI. Subí una de más resolución.',
  );
  await expect(placement(page)).toBeHidden();
  await page.reload();
  await expect(canvasOf(page)).toBeVisible();
  await page.getByText('Mis logos').click();
  await expect(page.getByText('Todavía no subiste logos.')).toBeVisible();
  await expect(placement(page)).toBeHidden();
});

test('curved text stays inside the area, and is saved and reopened with its curve', async ({
  page,
  store,
}) => {
  const { product, area } = await openMug(page, store, 'demo-ar');
  await page.getByRole('button', { name: 'Agregar texto' }).click();
  await page.getByRole('textbox', { name: 'Texto', exact: true }).fill('Equipo de ventas');
  await expect(placement(page)).toBeVisible();
  const straight = await readPlacement(page);
  await page.getByRole('radio', { name: 'Arco', exact: true }).click();
  const radius = page.getByRole('textbox', { name: 'Radio de la curva (mm)' });
  await expect(radius).toBeVisible();
  await radius.fill('25');
  // On a 25 mm arc the words take more height and less width than straight.
  await expect
    .poll(async () => (await readPlacement(page)).height)
    .toBeGreaterThan(straight.height + 5);
  const curved = await readPlacement(page);
  expect(curved.width).toBeLessThan(straight.width);
  expect(curved.height).toBeLessThanOrEqual(area.heightMm);
  await page.evaluate(() => window.scrollTo(0, 0));
  const from = await screenPoint(page, product, area, curved.x, curved.y);
  await drag(page, from, { x: from.x - 500, y: from.y + 300 });
  await expect.poll(async () => (await readPlacement(page)).x).toBeLessThan(curved.x);
  const moved = await readPlacement(page);
  expect(moved.x - moved.width / 2).toBeGreaterThanOrEqual(-1);
  expect(moved.y + moved.height / 2).toBeLessThanOrEqual(area.heightMm + 1);

  await page.getByRole('button', { name: /^Agregar al carr/ }).click();
  await expect(drawer(page)).toBeVisible();
  await drawer(page)
    .getByRole('link', { name: `Editar el diseño de ${product.name}` })
    .click();
  await expect(page.getByRole('button', { name: /^Guardar cambios en el carr/ })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(async () => {
    await page.mouse.click(
      ...(Object.values(await screenPoint(page, product, area, moved.x, moved.y)) as [
        number,
        number,
      ]),
    );
    await expect(page.getByRole('radio', { name: 'Arco', exact: true })).toBeChecked({
      timeout: 1000,
    });
  }).toPass();
  await expect(radius).toHaveValue('25');
});

test('zoom: buttons, Ctrl+wheel and back; the area still holds the element at 2x', async ({
  page,
  store,
}) => {
  const { product, area } = await openMug(page, store, 'demo-cl');
  await expect(zoomLevel(page)).toHaveText('100 %');
  await page.getByRole('button', { name: 'Agregar texto' }).click();
  await expect(placement(page)).toBeVisible();
  const before = await readPlacement(page);
  await page.getByRole('button', { name: 'Acercar' }).click();
  await expect(zoomLevel(page)).toHaveText('125 %');
  await page.getByRole('button', { name: 'Alejar' }).click();
  await expect(zoomLevel(page)).toHaveText('100 %');

  // The buttons scrolled the page: the canvas back at the top, clear of the sticky header.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Ctrl+wheel on the text's centre: it stays under the pointer.
  const centre = await screenPoint(page, product, area, before.x, before.y);
  await page.mouse.move(centre.x, centre.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -347); // 0.998^-347 = 2x
  await page.keyboard.up('Control');
  await expect(zoomLevel(page)).toHaveText('200 %');
  expect(await readPlacement(page)).toEqual(before);

  // Dragged far left at 2x, it stops at the area's left edge, in millimetres as at 1x.
  await drag(page, centre, { x: centre.x - 600, y: centre.y });
  await expect.poll(async () => (await readPlacement(page)).x).toBeLessThan(before.x);
  const clamped = await readPlacement(page);
  expect(clamped.x - clamped.width / 2).toBeGreaterThanOrEqual(-1);
  expect(clamped.x - clamped.width / 2).toBeLessThanOrEqual(2);
  expect(clamped.y).toBe(before.y);

  await page.getByRole('button', { name: 'Ver todo' }).click();
  await expect(zoomLevel(page)).toHaveText('100 %');
});

test('several elements aligned with each other, from the keyboard, in one undo step', async ({
  page,
  store,
}) => {
  const { product, area } = await openMug(page, store, 'demo-cl');
  const words = page.getByRole('textbox', { name: 'Texto', exact: true });
  await page.getByRole('button', { name: 'Agregar texto' }).click();
  await words.fill('Uno');
  const one = await expectPlacementAsDrawn(page, product, area);
  await page.getByRole('button', { name: 'Agregar texto' }).click();
  await words.fill('Dos');
  await page.getByRole('button', { name: 'Al borde derecho del área' }).click();
  await page.getByRole('button', { name: 'Al borde inferior del área' }).click();
  const rightSide = async () => {
    const shown = await readPlacement(page);
    return shown.x + shown.width / 2;
  };
  await expect.poll(rightSide).toBeGreaterThanOrEqual(area.widthMm - 1);
  const two = await readPlacement(page);

  const align = page.getByRole('group', { name: 'Alinear elementos' });
  const left = align.getByRole('button', { name: 'Izquierda' });
  await expect(left).toBeDisabled();
  await align.getByRole('checkbox', { name: 'Uno' }).check();
  await align.getByRole('checkbox', { name: 'Dos' }).check();
  await left.focus();
  await page.keyboard.press('Enter');
  // 'Dos' (still selected) moves to start where 'Uno' starts, on its own line.
  const leftSide = async () => {
    const shown = await readPlacement(page);
    return Math.abs(shown.x - shown.width / 2 - (one.x - one.width / 2));
  };
  await expect.poll(leftSide).toBeLessThanOrEqual(1);
  expect((await readPlacement(page)).y).toBe(two.y);
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect.poll(async () => readPlacement(page)).toEqual(two);
});

async function touch(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel',
  points: { x: number; y: number }[],
) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })),
  });
}

test('on a phone: pinch to zoom and two fingers to pan, without moving the design @mobile', async ({
  page,
  store,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone project runs it');
  const { product, area } = await openMug(page, store, 'demo-cl');
  await page.getByRole('button', { name: 'Agregar texto' }).click();
  await expect(placement(page)).toBeVisible();
  const before = await readPlacement(page);
  const box = await canvasOf(page).boundingBox();
  if (!box) throw new Error('no canvas');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height * 0.8;
  const cdp = await page.context().newCDPSession(page);
  await touch(cdp, 'touchStart', [
    { x: cx - 30, y: cy },
    { x: cx + 30, y: cy },
  ]);
  for (const spread of [45, 60, 75, 90])
    await touch(cdp, 'touchMove', [
      { x: cx - spread, y: cy },
      { x: cx + spread, y: cy },
    ]);
  await touch(cdp, 'touchEnd', []);
  // Fingers three times as far apart: 300 %.
  await expect(zoomLevel(page)).toHaveText('300 %');
  // Both fingers moved together: a pan, the zoom stays.
  await touch(cdp, 'touchStart', [
    { x: cx - 40, y: cy },
    { x: cx + 40, y: cy },
  ]);
  await touch(cdp, 'touchMove', [
    { x: cx - 10, y: cy - 20 },
    { x: cx + 70, y: cy - 20 },
  ]);
  await touch(cdp, 'touchEnd', []);
  await expect(zoomLevel(page)).toHaveText('300 %');
  // Back to the whole view, the text is where it was (a finger on the empty canvas may have
  // unselected it: it is tapped again).
  await page.getByRole('button', { name: 'Ver todo' }).click();
  await expect(zoomLevel(page)).toHaveText('100 %');
  await page.evaluate(() => window.scrollTo(0, 0));
  const at = await screenPoint(page, product, area, before.x, before.y);
  await page.touchscreen.tap(at.x, at.y);
  await expect(placement(page)).toBeVisible();
  expect(await readPlacement(page)).toEqual(before);
});

test('a text added to a dark product starts in an ink that reads on it', async ({
  page,
  store,
}) => {
  await openMug(page, store, 'demo-ar');
  const addText = page.getByRole('button', { name: 'Agregar texto' });
  const textInk = page
    .getByRole('radiogroup', { name: 'Color del texto' })
    .getByRole('radio', { checked: true });
  await page
    .getByRole('radiogroup', { name: 'Color del producto' })
    .getByRole('radio', { name: 'Blanco' })
    .click();
  await addText.click();
  await expect(textInk).toHaveAccessibleName('Negro');
  await page
    .getByRole('radiogroup', { name: 'Color del producto' })
    .getByRole('radio', { name: 'Negro' })
    .click();
  await addText.click();
  await expect(textInk).toHaveAccessibleName('Blanco');
});
