import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_STAFF, lookAt, staffLogin } from './backoffice-support.ts';
import { call } from './orders-support.ts';

/** What the journey reads of `/api/admin/store/look` (the look is sent back as it came). */
interface StoreLook {
  templateId: number;
  colors: { text: string };
}
interface StoreLookState {
  published: StoreLook;
  version: number;
}

/** The look each store moves to: another template and principal colour. */
const NEW_LOOK = {
  'demo-ar': { template: '6', primary: '#7a1f5c' },
  'demo-cl': { template: '3', primary: '#5b2a86' },
} as const;
const PREVIEW_TITLE = 'Vista previa de la tienda con el borrador';

/** The storefront's home page as a buyer opens it now: a fresh page, through the page cache. */
async function buyersHome(browser: Browser, url: string, tenant: string) {
  const shop = await browser.newPage({ baseURL: url, viewport: { width: 1366, height: 900 } });
  await shop.goto(`/${tenant}/`);
  await shop.locator('main').first().waitFor();
  return shop;
}

const primaryOf = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: the owner changes the colours and the template, sees the preview, publishes, and buyers see the new look`, async ({
    page,
    browser,
    store,
  }) => {
    test.setTimeout(150_000);
    const api = (token: string, path: string, init: RequestInit = {}) =>
      call<StoreLookState>(`${store.url}/api/admin/store${path}`, tenant, init, token);
    await page.setViewportSize({ width: 1366, height: 900 });
    await staffLogin(page, tenant, DEMO_STAFF[tenant].owner);
    const token = await page.evaluate(
      (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token: string }).token,
      `backoffice_session_${tenant}`,
    );
    const original: StoreLook = (await api(token, '/look')).published;
    const before = await buyersHome(browser, store.url, tenant);
    const template = await before.locator('html').getAttribute('data-template');

    try {
      await page
        .getByRole('navigation', { name: 'Administración' })
        .getByRole('link', { name: 'Tienda' })
        .click();
      await expect(page.getByRole('heading', { name: 'Tienda', level: 1 })).toBeVisible();
      const form = page.getByRole('form', { name: 'Aspecto de la tienda' });
      await expect(form.getByLabel('Plantilla')).toHaveValue(String(original.templateId));
      await lookAt(page, 'back office store', `${tenant}-store`);

      // Grey text on white is refused on its field, before anything is sent.
      await form.getByLabel('Texto', { exact: true }).fill('#aaaaaa');
      await form.getByRole('button', { name: 'Guardar borrador' }).click();
      await expect(form.getByLabel('Texto', { exact: true })).toHaveAccessibleDescription(
        /El contraste del texto sobre el fondo es 2,\d\d:1; tiene que ser al menos 4,5:1/,
      );
      await expect(form.getByLabel('Texto', { exact: true })).toBeFocused();
      await form.getByLabel('Texto', { exact: true }).fill(original.colors.text);

      await form.getByLabel('Plantilla').selectOption(NEW_LOOK[tenant].template);
      await form.getByLabel('Color principal').fill(NEW_LOOK[tenant].primary);
      await form.getByRole('button', { name: 'Guardar borrador' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Borrador guardado' })).toBeVisible();

      // The preview: the real storefront with the draft. Buyers still see the published look.
      const preview = page.frameLocator(`iframe[title="${PREVIEW_TITLE}"]`);
      await expect(preview.locator('html')).toHaveAttribute(
        'data-template',
        NEW_LOOK[tenant].template,
      );
      await expect(preview.getByRole('banner')).toBeVisible();
      await before.reload();
      await expect(before.locator('html')).toHaveAttribute('data-template', template!);
      await page.getByRole('heading', { name: 'Vista previa' }).scrollIntoViewIfNeeded();
      await lookAt(page, 'back office store preview', `${tenant}-store-preview`);

      await page.getByRole('button', { name: 'Publicar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Publicado' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Vista previa' })).toBeHidden();

      // The page the buyer had open, asked again, and a fresh one: the new look, no rebuild.
      await before.reload();
      await expect(before.locator('html')).toHaveAttribute(
        'data-template',
        NEW_LOOK[tenant].template,
      );
      const after = await buyersHome(browser, store.url, tenant);
      await expect(after.locator('html')).toHaveAttribute(
        'data-template',
        NEW_LOOK[tenant].template,
      );
      expect(await primaryOf(after)).toBe(NEW_LOOK[tenant].primary);
      await lookAt(after, 'storefront with the published look', `${tenant}-store-published`);
      await after.close();
    } finally {
      // The demo store goes back to its look: the other journeys of the run share it.
      await before.close();
      const now = await api(token, '/look');
      const saved = await api(token, '/look', {
        method: 'PUT',
        body: JSON.stringify({ look: original, version: now.version }),
      });
      await api(token, '/look/publish', {
        method: 'POST',
        body: JSON.stringify({ version: saved.version }),
      });
    }
  });
}
