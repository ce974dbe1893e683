import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';

/** What the builder journeys need: the product's views and areas, and the canvas on screen. */

export interface PrintAreaLike {
  view: string;
  widthMm: number;
  heightMm: number;
  xMm: number;
  yMm: number;
}
export interface BuilderProduct {
  slug: string;
  kind: 'simple' | 'curva';
  name: string;
  variants: { id: number; stock: number; color: { name: string } | null; size: string | null }[];
  views: { name: string; widthMm: number; heightMm: number }[];
  techniques: { id: number; code: string; name: string; printAreas: PrintAreaLike[] }[];
}

/** The demo mug both stores sell, with screen print, laser and sublimation. */
export const MUG = 'taza-ceramica-clasica-11-oz';

export async function builderProduct(baseUrl: string, tenant: string, slug: string) {
  const response = await fetch(
    `${baseUrl}/api/services/app/Catalog/GetProductDetail?slug=${slug}`,
    { headers: { 'X-Tenant': tenant } },
  );
  return ((await response.json()) as { result: BuilderProduct }).result;
}

/** How each store names the cart on the builder's buttons: Chileans say 'carro'. */
export const cartWord = (tenant: string) => (tenant === 'demo-cl' ? 'carro' : 'carrito');

export const canvasOf = (page: Page) => page.getByRole('application', { name: /Área de diseño/ });
export const placement = (page: Page) =>
  page.getByRole('status', { name: 'Medida y posición del elemento' });

/** The builder on the mug in screen print, `quantity` units, once its canvas is on screen. */
export async function openMug(
  page: Page,
  store: { url: string },
  tenant: string,
  quantity = 60,
  code = 'serigrafia',
) {
  const product = await builderProduct(store.url, tenant, MUG);
  const technique = product.techniques.find((t) => t.code === code);
  const area = technique?.printAreas[0];
  if (!technique || !area) throw new Error(`the mug has no ${code} print area`);
  await page.goto(
    `/${tenant}/customize-product?product=${MUG}&technique=${technique.id}&quantity=${quantity}`,
  );
  // The first visit of a worker loads fabric and the fonts on a busy machine.
  await expect(canvasOf(page)).toBeVisible({ timeout: 30_000 });
  return { product, area, technique };
}

/** Where a point of the print area (mm from its corner) is on the screen. */
export async function screenPoint(
  page: Page,
  product: BuilderProduct,
  area: PrintAreaLike,
  xMm: number,
  yMm: number,
) {
  const box = await canvasOf(page).boundingBox();
  const view = product.views.find((v) => v.name === area.view);
  if (!box || !view) throw new Error('no canvas or view');
  const scale = box.width / view.widthMm;
  return { x: box.x + (area.xMm + xMm) * scale, y: box.y + (area.yMm + yMm) * scale };
}

/** The placement read-out: width, height and centre in mm. */
export async function readPlacement(page: Page) {
  const text = (await placement(page).textContent()) ?? '';
  const [width, height, x, y] = (text.match(/\d+/g) ?? []).map(Number);
  expect(width).toBeDefined();
  return { width: width ?? 0, height: height ?? 0, x: x ?? 0, y: y ?? 0 };
}

/**
 * The box the design's ink fills on the canvas (its dark pixels inside the print area), in mm
 * from the area's corner like the read-out: what the buyer sees drawn. The selection's handles
 * and the guides are blue and the product's outline grey, so only the text's ink counts.
 */
export async function inkedBox(page: Page, product: BuilderProduct, area: PrintAreaLike) {
  const view = product.views.find((v) => v.name === area.view);
  if (!view) throw new Error('no view');
  const ink = await canvasOf(page)
    .locator('canvas.lower-canvas')
    .evaluate(
      (canvas: HTMLCanvasElement, { viewWidthMm, area }) => {
        const scale = canvas.width / viewWidthMm;
        const [left, top] = [Math.floor(area.xMm * scale), Math.floor(area.yMm * scale)];
        const [width, height] = [Math.ceil(area.widthMm * scale), Math.ceil(area.heightMm * scale)];
        const context = canvas.getContext('2d');
        if (!context) return null;
        const { data } = context.getImageData(left, top, width, height);
        const found = { left: width, top: height, right: -1, bottom: -1 };
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++) {
            const at = (y * width + x) * 4;
            const dark = Math.max(data[at] ?? 255, data[at + 1] ?? 255, data[at + 2] ?? 255) < 80;
            if (!dark || (data[at + 3] ?? 0) === 0) continue;
            found.left = Math.min(found.left, x);
            found.top = Math.min(found.top, y);
            found.right = Math.max(found.right, x + 1);
            found.bottom = Math.max(found.bottom, y + 1);
          }
        if (found.right < 0) return null;
        return {
          left: (found.left + left) / scale - area.xMm,
          top: (found.top + top) / scale - area.yMm,
          right: (found.right + left) / scale - area.xMm,
          bottom: (found.bottom + top) / scale - area.yMm,
        };
      },
      { viewWidthMm: view.widthMm, area },
    );
  if (!ink) throw new Error('nothing dark drawn in the print area');
  return {
    width: ink.right - ink.left,
    height: ink.bottom - ink.top,
    x: (ink.left + ink.right) / 2,
    y: (ink.top + ink.bottom) / 2,
  };
}

/**
 * The read-out gives the size and place of the text as it is drawn. fabric's box holds the
 * glyphs' advance widths and the line's height, so it is a little wider and taller than the ink.
 */
export async function expectPlacementAsDrawn(
  page: Page,
  product: BuilderProduct,
  area: PrintAreaLike,
) {
  await expect(async () => {
    const shown = await readPlacement(page);
    const ink = await inkedBox(page, product, area);
    expect(Math.abs(shown.width - ink.width)).toBeLessThanOrEqual(2);
    expect(shown.height).toBeGreaterThanOrEqual(Math.floor(ink.height));
    expect(shown.height).toBeLessThanOrEqual(ink.height * 1.8 + 1);
    expect(Math.abs(shown.x - ink.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(shown.y - ink.y)).toBeLessThanOrEqual(1.5);
  }).toPass({ timeout: 5_000 });
  return readPlacement(page);
}
