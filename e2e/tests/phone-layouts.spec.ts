import type { Page } from '@playwright/test';
import { onboardCatalogueStore } from '../fixtures/onboard.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * No page of any template is wider than the screen, on phones (320, 390) and tablets (768): a
 * Chilean store (the longer texts) with the demo catalogue, switched template by template through
 * the tenant CLI, with a product in the cart. The page must not scroll sideways; a wide table
 * may scroll inside its own box. Each page loads once, at 320 px, and is then measured turned to
 * 390 and 768 px, as a tablet turned on its side would be (media queries and the layout's
 * listeners answer the resize): a third of the page loads of loading every width afresh.
 */
const TENANT = 'ancho-cl';
const NARROWEST = 320;
const WIDTHS = [NARROWEST, 390, 768];
const TEMPLATES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const SIMPLE = '/product-detail/simple/taza-ceramica-clasica-11-oz';
const CURVE = '/product-detail/textil/curva/polera-de-algodon-peinado-24-1';
const PAGES = ['/', '/products-list/all', SIMPLE, CURVE, '/shopping-cart'];

let store: Awaited<ReturnType<typeof onboardCatalogueStore>>;

/** How wide the page is against the screen, and what sticks out (to say what to fix). */
const measure = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    // After a resize: the listeners' re-render, then its layout.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const width = window.innerWidth;
    // What a box that scrolls (a wide table, a row of links) holds is in reach: not counted.
    const inScrollBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const outside = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !inScrollBox(element);
      })
      .slice(0, 6)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const label = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        return `${label} ${Math.round(box.left)}..${Math.round(box.right)}`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, outside };
  });

async function ready(page: Page, url: string) {
  await page.goto(url);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  if (url.includes('/product-detail/'))
    await expect(page.getByText('Calculando precio…')).toBeHidden();
}

// One tenant switched template by template: the tests run one after the other.
test.describe.configure({ mode: 'serial' });

// A Chilean store (the longer texts) with the demo catalogue.
test.beforeAll(async () => {
  store = await onboardCatalogueStore(TENANT, { environment: 'CL', template: 1 });
});
test.afterAll(async () => store.remove());

for (const template of TEMPLATES) {
  test(`template ${template}: no page is wider than a 320, 390 or 768 px screen`, async ({
    page,
  }) => {
    // Five pages at three widths and a template change: more than one journey's time.
    test.setTimeout(180_000);
    expect(await store.setTemplate(template)).toContain(`plantilla ${template}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await ready(page, `/${TENANT}${SIMPLE}`);
    await expect(page.locator('[data-layout="default"]')).toHaveAttribute(
      'data-template',
      String(template),
    );
    // A product in the cart, so the drawer and the cart page show a line.
    await page.getByRole('button', { name: /^Agregar al carr/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Resumen' });
    await expect(drawer).toBeVisible();
    const drawerLayout = await measure(page);
    expect(drawerLayout.outside, 'the open cart drawer').toEqual([]);
    expect(drawerLayout.scrollWidth).toBeLessThanOrEqual(drawerLayout.innerWidth);
    await expect(drawer.getByRole('button', { name: /^Ver carr/ })).toBeInViewport({ ratio: 1 });
    await drawer.getByRole('button', { name: 'Cerrar resumen' }).click();

    // Where categories open in a drawer on phones, it covers the page from top to bottom.
    const showCategories = page.getByRole('button', { name: 'Mostrar categorías' });
    if (await showCategories.isVisible()) {
      await showCategories.click();
      const panel = page.getByRole('complementary', { name: 'Categorías de productos' });
      await expect(panel).toBeVisible();
      const look = await panel.evaluate((element) => ({
        color: getComputedStyle(element).backgroundColor,
        height: element.getBoundingClientRect().height,
      }));
      expect(look.color, 'an opaque panel').toMatch(/^rgb\(/);
      expect(look.height).toBe(844);
      await page.getByRole('button', { name: 'Cerrar categorías' }).click();
    }

    const wider: string[] = [];
    for (const route of PAGES) {
      await page.setViewportSize({ width: NARROWEST, height: 844 });
      await ready(page, `/${TENANT}${route}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        const layout = await measure(page);
        if (layout.scrollWidth > layout.innerWidth)
          wider.push(
            `${width} px ${route}: ${layout.scrollWidth} px (${layout.outside.join(', ')})`,
          );
      }
    }
    expect(wider).toEqual([]);
  });
}
