import type { Page } from '@playwright/test';
import { startSecondInstance } from '../support/store-server.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from './accessibility-support.ts';
import { catalogueMember, SCREENSHOTS, staffLogin } from './backoffice-support.ts';
import { builderProduct, canvasOf, type PrintAreaLike } from './builder-support.ts';

/** A product no other journey edits or designs on. */
const SLUG = 'cuaderno-de-tapa-de-corcho';

/** The builder's print area outline (its blue dashed guide) on the canvas, in mm of the view. */
async function drawnArea(page: Page, viewWidthMm: number) {
  await expect(canvasOf(page)).toBeVisible({ timeout: 30_000 });
  let found: { x: number; y: number; width: number; height: number } | null = null;
  await expect(async () => {
    found = await canvasOf(page)
      .locator('canvas.lower-canvas')
      .evaluate((canvas: HTMLCanvasElement, widthMm) => {
        const context = canvas.getContext('2d');
        if (!context) return null;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        const box = { left: canvas.width, top: canvas.height, right: -1, bottom: -1 };
        for (let y = 0; y < canvas.height; y++)
          for (let x = 0; x < canvas.width; x++) {
            const at = (y * canvas.width + x) * 4;
            const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
            // #1f6feb, the area's guide, however its 1 px dashes blend.
            if (!(b > 150 && b - r > 90 && b - g > 40)) continue;
            box.left = Math.min(box.left, x);
            box.top = Math.min(box.top, y);
            box.right = Math.max(box.right, x + 1);
            box.bottom = Math.max(box.bottom, y + 1);
          }
        if (box.right < 0) return null;
        const scale = canvas.width / widthMm;
        return {
          x: box.left / scale,
          y: box.top / scale,
          width: (box.right - box.left) / scale,
          height: (box.bottom - box.top) / scale,
        };
      }, viewWidthMm);
    expect(found).not.toBeNull();
  }).toPass({ timeout: 15_000 });
  return found as unknown as { x: number; y: number; width: number; height: number };
}

const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThan(2);

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: a catalogue member drags and types a print area; the builder on two API instances shows it`, async ({
    page,
    browser,
    store,
  }) => {
    test.setTimeout(180_000);
    const second = await startSecondInstance({
      ...store,
      databaseUrl: process.env.STORE_DATABASE_URL ?? null,
    });
    try {
      const product = await builderProduct(store.url, tenant, SLUG);
      const view = product.views[0]!;
      const technique = product.techniques.find((t) =>
        t.printAreas.some((a: PrintAreaLike) => a.view === view.name),
      )!;
      const area = technique.printAreas.find(
        (a: PrintAreaLike & { name?: string }) => a.view === view.name,
      )! as PrintAreaLike & { name: string };
      // The builder on the second instance before the change: the area as it was.
      const builderUrl = (base: string) =>
        `${base}/${tenant}/customize-product?product=${SLUG}&technique=${technique.id}&quantity=100`;
      const other = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await other.goto(builderUrl(second.url));
      const before = await drawnArea(other, view.widthMm);
      near(before.x, area.xMm);
      near(before.width, area.widthMm);

      await page.setViewportSize({ width: 1366, height: 900 });
      await staffLogin(page, tenant, await catalogueMember(page, store, tenant));
      await page.getByRole('link', { name: 'Catálogo', exact: true }).click();
      await page.getByLabel('Buscar productos').fill(product.name);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await page.getByRole('link', { name: product.name }).click();
      const form = page.getByRole('form', { name: 'Técnicas y áreas de impresión' });
      const editor = form.getByRole('group', {
        name: `${technique.name}: área «${area.name}» en «${view.name}»`,
      });
      await expect(editor).toBeVisible();
      const field = (label: string) => editor.getByRole('textbox', { name: label });

      // Dragged with the mouse: the area moves left and up, the fields follow.
      const rect = editor.getByTestId('print-area-rect');
      const canvas = editor.getByRole('group', { name: new RegExp(`^Vista «${view.name}»`) });
      await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const box = (await rect.boundingBox())!;
      const sheet = (await canvas.boundingBox())!;
      const [fromX, fromY] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(fromX, fromY);
      await page.mouse.down();
      // Past the picture's top-left corner: the area stops at the view's edge.
      await page.mouse.move(fromX - (box.x - sheet.x) - 10, fromY - (box.y - sheet.y) - 10, {
        steps: 5,
      });
      await page.mouse.up();
      await expect(field('Posición x (mm)')).toHaveValue('0');
      await expect(field('Posición y (mm)')).toHaveValue('0');

      // Then typed: a smaller area near the corner, 3 mm in (a refused value first).
      const typed = {
        xMm: Math.round(view.widthMm * 0.1),
        yMm: Math.round(view.heightMm * 0.15),
        widthMm: Math.round(view.widthMm * 0.4),
        heightMm: Math.round(view.heightMm * 0.3),
      };
      await field('Posición x (mm)').fill(String(view.widthMm));
      await form.getByRole('button', { name: 'Guardar técnicas y áreas' }).click();
      await expect(field('Posición x (mm)')).toHaveAccessibleDescription(/no entra en la vista/);
      await expect(field('Posición x (mm)')).toBeFocused();
      await field('Posición x (mm)').fill(String(typed.xMm));
      await field('Posición y (mm)').fill(String(typed.yMm));
      await field('Ancho (mm)').fill(String(typed.widthMm));
      await field('Alto (mm)').fill(String(typed.heightMm));
      await field('Margen de seguridad (mm)').fill('3');
      await expect(rect).toHaveAttribute('width', String(typed.widthMm));
      await expectAccessible(page, 'back office print areas');
      await page.screenshot({ path: `${SCREENSHOTS}/${tenant}-print-areas.png`, fullPage: true });
      await form.getByRole('button', { name: 'Guardar técnicas y áreas' }).click();
      await expect(form.getByRole('status')).toHaveText('Técnicas y áreas de impresión guardadas.');

      // Both instances answer the new area, and each one's builder draws it there.
      for (const base of [store.url, second.url]) {
        const shown = (await builderProduct(base, tenant, SLUG)).techniques
          .find((t) => t.id === technique.id)!
          .printAreas.find((a) => (a as { name?: string }).name === area.name)!;
        expect([shown.xMm, shown.yMm, shown.widthMm, shown.heightMm]).toEqual([
          typed.xMm,
          typed.yMm,
          typed.widthMm,
          typed.heightMm,
        ]);
      }
      await other.close();
      // A buyer who opens the builder now (a draft kept in a browser keeps the area it was
      // started on: the builder's own rule).
      const fresh = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await fresh.goto(builderUrl(second.url));
      const after = await drawnArea(fresh, view.widthMm);
      near(after.x, typed.xMm);
      near(after.y, typed.yMm);
      near(after.width, typed.widthMm);
      near(after.height, typed.heightMm);
      await fresh.screenshot({ path: `${SCREENSHOTS}/${tenant}-print-areas-builder.png` });
      await fresh.close();

      await page.setViewportSize({ width: 390, height: 844 });
      await expect(editor).toBeVisible();
      await expectAccessible(page, 'back office print areas');
      await page.screenshot({
        path: `${SCREENSHOTS}/${tenant}-print-areas-390.png`,
        fullPage: true,
      });
    } finally {
      await second.stop();
    }
  });
}
