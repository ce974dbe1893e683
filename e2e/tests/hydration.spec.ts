import type { Page } from '@playwright/test';
import { DEMO_CATALOGUE_PAGES, type DemoTenant } from '../support/demo-pages.ts';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_BUYERS, fillLogin } from './account-support.ts';

/**
 * Every page the server renders (and the favourites, beside them) shows without a single console
 * error, for a guest and for a logged-in buyer, on both stores: a server page whose markup differs
 * from the browser's first render throws React's hydration error (#418) and is rendered again.
 */
/** Beside the catalogue's: the store's own pages, and the favourites (rendered in the browser). */
const MORE_PAGES = { about: '/about', policy: '/policy', favourites: '/favorites' };

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

for (const tenant of Object.keys(DEMO_CATALOGUE_PAGES) as DemoTenant[]) {
  const pages = { ...DEMO_CATALOGUE_PAGES[tenant], ...MORE_PAGES };
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
