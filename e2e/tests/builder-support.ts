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

export async function builderProduct(baseUrl: string, tenant: string, slug: string) {
  const response = await fetch(
    `${baseUrl}/api/services/app/Catalog/GetProductDetail?slug=${slug}`,
    { headers: { 'X-Tenant': tenant } },
  );
  return ((await response.json()) as { result: BuilderProduct }).result;
}

export const canvasOf = (page: Page) => page.getByRole('application', { name: /Área de diseño/ });
export const placement = (page: Page) =>
  page.getByRole('status', { name: 'Medida y posición del elemento' });

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
