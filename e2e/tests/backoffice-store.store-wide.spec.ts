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
/** A «Tienda» section as `/api/admin/store/{texts,bank,features}` answers it. */
interface StoreSection<T> {
  value: T;
  revision: string;
}
const REGISTER_TITLE = { 'demo-ar': 'Creá tu cuenta', 'demo-cl': 'Crea tu cuenta' } as const;
type Tenant = keyof typeof REGISTER_TITLE;

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

/** The owner's session token, as the back office keeps it in the tab. */
const ownerToken = (page: Page, tenant: string) =>
  page.evaluate(
    (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token: string }).token,
    `backoffice_session_${tenant}`,
  );

/** A bank's wrong and right way in for each store: the check digits, or Chile's account number. */
const BANK_EDIT = {
  'demo-ar': {
    field: 'CBU o CVU (22 dígitos)',
    wrong: '0110599520000001234568',
    right: '0110599520000001234569',
    refusal: 'El CBU tiene 22 dígitos y sus dos dígitos verificadores no coinciden.',
  },
  'demo-cl': {
    field: 'Número de cuenta',
    wrong: 'doce',
    right: '00-987-65432-10',
    refusal: 'Escriba el número de cuenta (de 4 a 20 dígitos).',
  },
} as const;

const primaryOf = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );

/** The owner publishes a new look. */
function newLookJourney(tenant: Tenant) {
  test(`the owner changes the colours and the template, sees the preview, publishes, and buyers see the new look`, async ({
    page,
    browser,
    store,
  }) => {
    test.setTimeout(150_000);
    const api = (token: string, path: string, init: RequestInit = {}) =>
      call<StoreLookState>(`${store.url}/api/admin/store${path}`, tenant, init, token);
    await page.setViewportSize({ width: 1366, height: 900 });
    await staffLogin(page, tenant, DEMO_STAFF[tenant].owner);
    const token = await ownerToken(page, tenant);
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

/** The owner writes texts and bank details and turns registration off. */
function settingsJourney(tenant: Tenant) {
  test(`the owner writes the about text in Markdown and the bank details and turns registration off; buyers see each at once`, async ({
    page,
    browser,
    store,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await staffLogin(page, tenant, DEMO_STAFF[tenant].owner);
    const token = await ownerToken(page, tenant);
    const api = <T>(path: string, init: RequestInit = {}) =>
      call<T>(`${store.url}/api/admin/store${path}`, tenant, init, token);
    const sections = ['/texts', '/bank', '/features'] as const;
    const original = await Promise.all(sections.map((path) => api<StoreSection<unknown>>(path)));
    const aboutBefore = (original[0]!.value as { about: string }).about;
    try {
      await page
        .getByRole('navigation', { name: 'Administración' })
        .getByRole('link', { name: 'Tienda' })
        .click();
      const texts = page.getByRole('form', { name: 'Textos de la tienda' });
      await expect(texts.getByLabel('Quiénes somos')).toHaveValue(aboutBefore);
      await texts
        .getByLabel('Quiénes somos')
        .fill(
          '# Nuestra historia\n\nHacemos **regalos empresariales** desde 1998.\n\n<script>alert(1)</script>',
        );
      await texts.getByRole('button', { name: 'Guardar textos' }).click();
      await expect(texts.getByRole('status')).toHaveText(
        'Textos guardados: los compradores ya los ven.',
      );

      const bank = page.getByRole('form', { name: 'Datos bancarios para transferencias' });
      const edit = BANK_EDIT[tenant];
      await bank.getByLabel(edit.field).fill(edit.wrong);
      await bank.getByRole('button', { name: 'Guardar datos bancarios' }).click();
      await expect(bank.getByLabel(edit.field)).toHaveAccessibleDescription(edit.refusal);
      await expect(bank.getByLabel(edit.field)).toBeFocused();
      await bank.getByLabel(edit.field).fill(edit.right);
      await bank.getByRole('button', { name: 'Guardar datos bancarios' }).click();
      await expect(bank.getByRole('status')).toHaveText(
        'Datos bancarios guardados: el checkout ya los muestra.',
      );
      await lookAt(page, 'back office store texts and bank', `${tenant}-store-texts`);

      // A buyer's about page: the Markdown as headings and bold, the script as plain text.
      const shop = await browser.newPage({ baseURL: store.url });
      await shop.goto(`/${tenant}/about`);
      const article = shop.locator('[data-remote="mf-catalog"] article');
      await expect(
        article.getByRole('heading', { level: 2, name: 'Nuestra historia' }),
      ).toBeVisible();
      await expect(article.locator('strong')).toHaveText('regalos empresariales');
      await expect(article).toContainText('<script>alert(1)</script>');
      expect(await article.locator('script').count()).toBe(0);
      await lookAt(shop, 'about page with the owner’s Markdown', `${tenant}-about-markdown`);
      await shop.close();
      const saved = await api<StoreSection<Record<string, string | null>>>('/bank');
      expect(Object.values(saved.value)).toContain(edit.right);

      // Registration turned off: a buyer's sign-in page offers no new account.
      const buyer = await browser.newPage({ baseURL: store.url });
      await buyer.goto(`/${tenant}/auth?mode=register`);
      await expect(buyer.getByRole('heading', { name: REGISTER_TITLE[tenant] })).toBeVisible();
      const features = page.getByRole('form', { name: 'Funciones de la tienda' });
      await features
        .getByRole('checkbox', { name: 'Los compradores pueden crear su cuenta en la tienda' })
        .uncheck();
      await features.getByRole('button', { name: 'Guardar funciones' }).click();
      await expect(features.getByRole('status')).toHaveText(
        'Funciones guardadas: los compradores ya las ven.',
      );
      await buyer.reload();
      await expect(buyer.getByRole('textbox', { name: /correo/i }).first()).toBeVisible();
      await expect(buyer.getByRole('heading', { name: REGISTER_TITLE[tenant] })).toHaveCount(0);
      await buyer.close();
    } finally {
      // The demo store goes back as it was: other journeys of the run share it.
      for (const [index, path] of sections.entries()) {
        const now = await api<StoreSection<unknown>>(path);
        await api(path, {
          method: 'PUT',
          body: JSON.stringify({ value: original[index]!.value, revision: now.revision }),
        });
      }
    }
  });
}

// The two stores side by side; in each store one journey after the other, as each publishes
// store-wide settings the other's buyer pages would show.
test.describe.configure({ mode: 'parallel' });
for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test.describe(tenant, () => {
    test.describe.configure({ mode: 'serial' });
    newLookJourney(tenant);
    settingsJourney(tenant);
  });
}
