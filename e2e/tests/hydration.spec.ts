import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_BUYERS, fillLogin } from './account-support.ts';

/**
 * Every page the server renders (and the favourites, beside them) shows without a single console
 * error, for a guest and for a logged-in buyer, on both stores: a server page whose markup differs
 * from the browser's first render throws React's hydration error (#418) and is rendered again.
 */
const PAGES = {
  'demo-ar': {
    home: '/',
    list: '/products-list/all',
    simple: '/product-detail/simple/taza-ceramica-clasica-11-oz',
    curve: '/product-detail/textil/curva/remera-de-algodon-peinado-24-1',
    about: '/about',
    policy: '/policy',
    favourites: '/favorites',
  },
  'demo-cl': {
    home: '/',
    list: '/products-list/all',
    simple: '/product-detail/simple/taza-ceramica-clasica-11-oz',
    curve: '/product-detail/textil/curva/polera-de-algodon-peinado-24-1',
    about: '/about',
    policy: '/policy',
    favourites: '/favorites',
  },
} as const;
type Pages = (typeof PAGES)['demo-ar' | 'demo-cl'];

/** Everything the page wrote to the console as an error, and what it threw. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page as the buyer has it: its heading shown, React owning it, every request answered. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The header's buttons work once the page has hydrated (a guest's favourites go to /auth,
  // which has no header).
  const header = page.getByRole('banner');
  if ((await header.count()) > 0)
    await expect(header.getByRole('button', { name: 'Buscar' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
}

for (const [tenant, pages] of Object.entries(PAGES) as [keyof typeof PAGES, Pages][]) {
  test(`${tenant}: no console error on any server-rendered page, for a guest`, async ({ page }) => {
    const errors = consoleErrors(page);
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`/${tenant}${path}`);
      await settled(page);
      expect(errors, name).toEqual([]);
    }
  });

  test(`${tenant}: no console error on any server-rendered page, for a logged-in buyer`, async ({
    page,
  }) => {
    // Each buyer's test logs in itself: a copied session is a stolen one to the store (a refresh
    // token used twice ends the session).
    await page.goto(`/${tenant}/auth?mode=login`);
    await fillLogin(page, DEMO_BUYERS[tenant].email, DEMO_BUYERS[tenant].password);
    const account = page.getByRole('banner').getByRole('link', { name: 'Mi cuenta' });
    await expect(account).toBeVisible();
    const errors = consoleErrors(page);
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`/${tenant}${path}`);
      await settled(page);
      await expect(account, name).toBeVisible();
      expect(errors, name).toEqual([]);
    }
  });
}
