import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  inkedBox,
  openMug,
  readPlacement,
  screenPoint,
  type BuilderProduct,
} from './builder-support.ts';

/**
 * Issue 30, item 6: a change of technique keeps the design, fitted into the new print area (and
 * says so when it had to shrink), and the server prices it again.
 */

// 400 x 400 px, one black ink (a ring): vectors print on every technique, laser included.
const LOGO = path.join(import.meta.dirname, '..', 'fixtures', 'builder', 'logo-cuadrado.svg');
const total = (page: Page) => page.getByText(/^Total:/);
const technique = (page: Page) => page.getByRole('combobox', { name: 'Técnica' });
const notice = (page: Page) => page.getByRole('status', { name: 'Cambio de técnica' });

function areaOf(product: BuilderProduct, code: string) {
  const area = product.techniques.find((t) => t.code === code)?.printAreas[0];
  if (!area) throw new Error(`the mug has no ${code} area`);
  return area;
}

/** The selected element's box, as the read-out gives it, is inside an area of this size. */
async function expectInside(page: Page, area: { widthMm: number; heightMm: number }) {
  const box = await readPlacement(page);
  expect(box.x - box.width / 2).toBeGreaterThanOrEqual(-1);
  expect(box.y - box.height / 2).toBeGreaterThanOrEqual(-1);
  expect(box.x + box.width / 2).toBeLessThanOrEqual(area.widthMm + 1);
  expect(box.y + box.height / 2).toBeLessThanOrEqual(area.heightMm + 1);
  return box;
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: a text and a 48 mm logo survive screen print -> laser -> sublimation -> screen print`, async ({
    page,
    store,
  }) => {
    const { product, area: screen } = await openMug(page, store, tenant);
    const laser = areaOf(product, 'laser');
    const wrap = areaOf(product, 'sublimacion');

    await page.getByLabel(/^(Subir imagen|Subiendo imagen…)$/).setInputFiles(LOGO);
    await expect(page.getByText('Vectorial (sin límite de resolución)')).toBeVisible();
    // Into the area's top-left corner, then its bottom-right handle out to 48 x 48 mm.
    await page.getByRole('button', { name: 'Al borde izquierdo del área' }).click();
    await page.getByRole('button', { name: 'Al borde superior del área' }).click();
    await expect.poll(async () => (await readPlacement(page)).y).toBe(18);
    await page.evaluate(() => window.scrollTo(0, 0));
    const corner = await screenPoint(page, product, screen, 36, 36);
    const target = await screenPoint(page, product, screen, 48, 48);
    await page.mouse.move(corner.x, corner.y);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await readPlacement(page)).width).toBe(48);
    // A text in the middle, then the logo chosen again (its corner, clear of the words).
    await page.getByRole('button', { name: 'Agregar texto' }).click();
    await expect.poll(async () => (await readPlacement(page)).width).not.toBe(48);
    const logo = await screenPoint(page, product, screen, 8, 8);
    await page.mouse.click(logo.x, logo.y);
    await expect.poll(async () => (await readPlacement(page)).width).toBe(48);
    const designed = await readPlacement(page);
    expect(designed.height).toBe(48);
    await expect(total(page)).toBeVisible();
    const screenTotal = await total(page).textContent();

    // Laser prints 60 x 40 mm: the whole design shrinks into it (to 40 / 48 of its height), and
    // the buyer is told.
    await technique(page).selectOption({ label: 'Grabado láser' });
    await expect(notice(page)).toHaveText(
      'Achicamos el diseño de Frente al 83 % para que entre en el área de 60 x 40 mm de Grabado láser.',
    );
    await expect.poll(async () => (await readPlacement(page)).height).toBe(40);
    const fitted = await expectInside(page, laser);
    expect(fitted.width).toBe(fitted.height);
    await inkedBox(page, product, laser);
    await expect(total(page)).toBeVisible();
    await expect(total(page)).not.toHaveText(screenTotal ?? '');

    // Sublimation prints around the mug: the same design, at its size, and a price.
    await technique(page).selectOption({ label: 'Sublimación' });
    await expect(notice(page)).toBeHidden();
    await expect.poll(async () => (await readPlacement(page)).width).toBe(48);
    await expectInside(page, wrap);
    await inkedBox(page, product, wrap);
    await expect(total(page)).toBeVisible();

    // Back to screen print: the design as it was made, at its price.
    await technique(page).selectOption({ label: 'Serigrafía' });
    await expect.poll(async () => readPlacement(page)).toEqual(designed);
    await expect(total(page)).toHaveText(screenTotal ?? '');
    await inkedBox(page, product, screen);
  });
}
