import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * Nothing visible moves while the catalogue's pages load (issue 13: CLS <= 0.05), measured from
 * Chromium's own layout-shift entries, on a desktop screen and a phone (@mobile). CLS is the
 * largest session window of shifts not caused by input (web.dev's definition, as Lighthouse
 * counts it). This measures layout, not time.
 */
const MAX_CLS = 0.05;

const PAGES = {
  'demo-ar': {
    home: '/',
    list: '/products-list/all',
    simple: '/product-detail/simple/taza-ceramica-clasica-11-oz',
    curve: '/product-detail/textil/curva/remera-de-algodon-peinado-24-1',
  },
  'demo-cl': {
    home: '/',
    list: '/products-list/all',
    simple: '/product-detail/simple/taza-ceramica-clasica-11-oz',
    curve: '/product-detail/textil/curva/polera-de-algodon-peinado-24-1',
  },
} as const;

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
