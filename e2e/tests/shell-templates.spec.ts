import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { ONBOARDED_TENANT_FILE, tenantCli } from '../fixtures/onboard.ts';
import { expect, test } from '../support/fixtures.ts';
import { REPO_ROOT } from '../support/paths.ts';

/**
 * Every template's layout rules, at desktop and phone widths, on a store onboarded through the
 * tenant CLI and switched template by template with `npm run tenant -- update`. A screenshot of
 * each template at both widths is kept for people to look at.
 */
const TENANT = 'vitrina';
const SHOTS_DIR = path.join(REPO_ROOT, '.store/e2e-results/templates');
const FAMILIES = [
  'Tazas y jarros',
  'Botellas y termos',
  'Bolígrafos',
  'Cuadernos y libretas',
  'Bolsas y mochilas',
  'Gorras',
  'Indumentaria',
  'Tecnología',
  'Paraguas',
  'Llaveros',
  'Oficina',
  'Hogar y cocina',
  'Deportes y aire libre',
  'Kits de bienvenida',
  'Eventos y ferias',
  'Regalos ejecutivos',
  'Ecológicos',
  'Vinos y gourmet',
  'Escritura premium',
  'Textil de trabajo',
];

const RULES: Record<
  number,
  { sidebar: boolean; wrapper: 1 | 3 | 5 | 'list'; title: string | null }
> = {
  1: { sidebar: false, wrapper: 3, title: 'CATEGORÍAS' },
  2: { sidebar: false, wrapper: 5, title: 'CATEGORÍAS' },
  3: { sidebar: false, wrapper: 1, title: 'CATEGORÍAS' },
  4: { sidebar: true, wrapper: 'list', title: 'CATEGORÍAS' },
  5: { sidebar: true, wrapper: 'list', title: null },
  6: { sidebar: false, wrapper: 5, title: 'CATEGORÍAS' },
  7: { sidebar: true, wrapper: 'list', title: null },
  8: { sidebar: false, wrapper: 5, title: 'MENÚ' },
  9: { sidebar: false, wrapper: 5, title: 'MENÚ' },
  10: { sidebar: false, wrapper: 3, title: 'CATEGORÍAS' },
};

let work: string;
let tenantFile: string;

/** A reseller's tenant file (JSON this time), with the images of the onboarding fixture. */
async function writeTenantFile(template: number) {
  const images = path.join(REPO_ROOT, path.dirname(ONBOARDED_TENANT_FILE), 'tenant-norte');
  const file = {
    name: TENANT,
    displayName: 'Vitrina Promocional',
    environment: 'ARG',
    template,
    logo: path.join(images, 'logo.svg'),
    favicon: path.join(images, 'favicon.svg'),
    colors: { primary: '#0b5d6b', secondary: '#f2b705', accent: '#d94f2b', surface: '#eef5f6' },
    socialMedias: [{ key: 'WP', username: '5493515550199' }],
    contact: { email: 'ventas@vitrina.com.ar', phone: '+54 351 555-0199', address: 'Córdoba' },
    families: FAMILIES.map((title, i) => ({ id: i + 1, title, slug: `familia-${i + 1}` })),
  };
  await writeFile(tenantFile, JSON.stringify(file, null, 2));
}

/** How many columns the categories wrapper shows, as the browser laid it out. */
const columnsOf = (list: Locator) =>
  list.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'vitrina-'));
  tenantFile = path.join(work, 'vitrina.json');
  await mkdir(SHOTS_DIR, { recursive: true });
  await writeTenantFile(1);
  await tenantCli(['create', tenantFile]);
  console.log(`Template screenshots: ${SHOTS_DIR}`);
});
test.afterAll(async () => rm(work, { recursive: true, force: true }));

for (const [id, rule] of Object.entries(RULES)) {
  test(`template ${id}: sidebar, category wrapper and dropdown at desktop and phone widths`, async ({
    page,
  }) => {
    await writeTenantFile(Number(id));
    expect(await tenantCli(['update', tenantFile])).toContain(`plantilla ${id}`);

    // Desktop.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${TENANT}/`);
    await expect(page.locator('[data-layout="default"]')).toHaveAttribute('data-template', id);
    const sidebar = page.getByRole('complementary', { name: 'Categorías de productos' });
    if (rule.sidebar) {
      await expect(sidebar).toBeVisible();
      expect((await sidebar.boundingBox())?.width).toBe(283);
      await expect(sidebar.getByRole('list', { name: 'Categorías' })).toHaveAttribute(
        'data-layout',
        'list',
      );
    } else {
      await expect(sidebar).toHaveCount(0);
    }
    const dropdown = page.getByRole('banner').getByRole('button', { name: /^(CATEGORÍAS|MENÚ)$/ });
    if (rule.title) {
      await expect(dropdown).toHaveText(rule.title);
      await dropdown.click();
      await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
      const panel = page.getByRole('banner').getByRole('list', { name: 'Categorías' });
      await expect(panel).toBeVisible();
      expect(await columnsOf(panel)).toBe(rule.wrapper === 'list' ? 1 : rule.wrapper);
      await expect(panel).toHaveAttribute(
        'data-layout',
        rule.wrapper === 'list' ? 'list' : 'columns',
      );
      // Twenty-one entries in one column are taller than 600 px: the dropdown scrolls.
      const scroll = await page.locator('[data-part="category-panel"]').evaluate((element) => ({
        maxHeight: getComputedStyle(element).maxHeight,
        scrolls: element.scrollHeight > element.clientHeight,
      }));
      expect(scroll.maxHeight).toBe('600px');
      expect(scroll.scrolls).toBe(rule.wrapper === 1 || rule.wrapper === 'list');
      await page.screenshot({ path: path.join(SHOTS_DIR, `template-${id}-desktop-menu.png`) });
      await page.keyboard.press('Escape');
      await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
    } else {
      await expect(dropdown).toHaveCount(0);
    }
    await page.screenshot({
      path: path.join(SHOTS_DIR, `template-${id}-desktop.png`),
      fullPage: true,
    });

    // Phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(sidebar).toHaveCount(0);
    if (rule.sidebar) {
      await page.getByRole('button', { name: 'Mostrar categorías' }).click();
      await expect(sidebar).toBeVisible();
      expect((await sidebar.boundingBox())?.width).toBe(283);
      await page.screenshot({ path: path.join(SHOTS_DIR, `template-${id}-mobile-menu.png`) });
      await page.getByRole('button', { name: 'Cerrar categorías' }).click();
      await expect(sidebar).toHaveCount(0);
    } else {
      await expect(dropdown).toHaveText(rule.title!);
      await dropdown.click();
      const panel = page.getByRole('banner').getByRole('list', { name: 'Categorías' });
      expect(await columnsOf(panel)).toBe(1);
      await page.screenshot({ path: path.join(SHOTS_DIR, `template-${id}-mobile-menu.png`) });
      await page.keyboard.press('Escape');
    }
    await page.screenshot({
      path: path.join(SHOTS_DIR, `template-${id}-mobile.png`),
      fullPage: true,
    });
  });
}
