import type { Page } from '@playwright/test';
import { onboardCatalogueStore } from '../fixtures/onboard.ts';
import { DEMO_CATALOGUE_PAGES } from '../support/demo-pages.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Nothing visible moves while the catalogue's pages load (issue 13: CLS <= 0.05), measured from
 * Chromium's own layout-shift entries, on a desktop screen and a phone (@mobile). CLS is the
 * largest session window of shifts not caused by input (web.dev's definition, as Lighthouse
 * counts it). This measures layout, not time.
 */
const MAX_CLS = 0.05;

const PAGES = DEMO_CATALOGUE_PAGES;

interface Shift {
  startTime: number;
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/** Records every layout shift from the first paint on, with what moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.__shifts!.push({
          startTime: entry.startTime,
          value: entry.value,
          sources: entry.sources.map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
              : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The largest session window: shifts less than 1 s apart, in a window of at most 5 s. */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let largest = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (current > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) {
      current += shift.value;
    } else {
      current = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** The page as the buyer sees it once loaded: its content, every request done, images decoded. */
async function waitUntilSettled(page: Page) {
  await expect(page.locator('[data-remote="mf-catalog"] h1')).toBeVisible();
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  // The detail's price panel is busy until the server has priced the default choice.
  await expect(page.locator('[data-remote="mf-catalog"] [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  );
}

for (const [tenant, pages] of Object.entries(PAGES)) {
  for (const [name, path] of Object.entries(pages)) {
    test(`${tenant}: the ${name} page does not shift while it loads @mobile`, async ({ page }) => {
      await recordShifts(page);
      await page.goto(`/${tenant}${path}`);
      await waitUntilSettled(page);
      const shifts = await page.evaluate(() => window.__shifts ?? []);
      expect(
        cumulativeLayoutShift(shifts),
        `layout shifts: ${JSON.stringify(shifts, null, 1)}`,
      ).toBeLessThanOrEqual(MAX_CLS);
    });
  }
}

test.describe('a sidebar the buyer closed (templates 4, 5 and 7)', () => {
  const TENANT = 'panel-ar';
  let store: Awaited<ReturnType<typeof onboardCatalogueStore>>;
  test.beforeAll(async () => {
    store = await onboardCatalogueStore(TENANT, { environment: 'ARG', template: 4 });
  });
  test.afterAll(async () => store.remove());

  test('comes closed from the server: no page jumps when it hydrates', async ({ page }) => {
    const sidebar = page.getByRole('complementary', { name: 'Categorías de productos' });
    await page.goto(`/${TENANT}/`);
    await page.getByRole('button', { name: 'Ocultar categorías' }).click();
    await expect(sidebar).toBeHidden();

    await recordShifts(page);
    const pages = DEMO_CATALOGUE_PAGES['demo-ar'];
    for (const [template, paths] of [
      [4, [pages.home, pages.list, pages.simple]],
      [7, [pages.list]],
    ] as const) {
      if (template !== 4)
        expect(await store.setTemplate(template)).toContain(`plantilla ${template}`);
      for (const path of paths) {
        await page.goto(`/${TENANT}${path}`);
        await waitUntilSettled(page);
        await expect(sidebar).toBeHidden();
        await expect(page.getByRole('button', { name: 'Mostrar categorías' })).toBeEnabled();
        const shifts = await page.evaluate(() => window.__shifts ?? []);
        expect(
          cumulativeLayoutShift(shifts),
          `template ${template}, ${path}: ${JSON.stringify(shifts, null, 1)}`,
        ).toBeLessThanOrEqual(MAX_CLS);
      }
    }
  });
});
