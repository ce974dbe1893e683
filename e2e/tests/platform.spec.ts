import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, hexToRgb, test } from '../support/fixtures.ts';
import { REMOTES } from '../support/paths.ts';
import { deployTool, run } from '../support/run.ts';
import { treeHash } from '../support/tree-hash.ts';

const TENANTS = ['demo-ar', 'demo-cl'] as const;

test.describe('each demo tenant is its own store', () => {
  for (const tenant of TENANTS) {
    test(`/${tenant}/ renders with that tenant's name and colours @mobile`, async ({
      page,
      store,
    }) => {
      const config = await store.config(tenant);
      await page.goto(`/${tenant}/`);

      await expect(page).toHaveTitle(new RegExp(config.name));
      await expect(
        page.getByRole('banner').getByRole('link', { name: new RegExp(config.name) }),
      ).toBeVisible();
      // The home page comes from the catalogue remote, in the tenant's primary colour.
      const home = page.locator('[data-remote="mf-catalog"]');
      await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(home.getByRole('link', { name: 'Ver todos los productos' })).toHaveCSS(
        'background-color',
        hexToRgb(config.colors.primary),
      );
    });
  }

  test('the two demo tenants differ in name, environment and colours', async ({ store }) => {
    const [ar, cl] = await Promise.all([store.config('demo-ar'), store.config('demo-cl')]);
    expect(ar.name).not.toBe(cl.name);
    expect([ar.environment, cl.environment]).toEqual(['ARG', 'CL']);
    expect(ar.colors.primary).not.toBe(cl.colors.primary);
    expect(ar.templateFK.id).not.toBe(cl.templateFK.id);
  });

  test('an unknown tenant gets a 404 page', async ({ page }) => {
    const response = await page.goto('/no-existe/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'No encontramos esta tienda',
    );
  });

  test('an unknown address inside a store shows the not-found page with its two ways out', async ({
    page,
  }) => {
    // HTTP 404, so search engines do not index it, with the shell that shows the page.
    const response = await page.goto('/demo-ar/esto-no-existe');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'No encontramos lo que estabas buscando' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Ver todos los productos' }).click();
    await expect(page).toHaveURL(/\/demo-ar\/products-list\/all$/);
  });
});

test('a remote that is down shows its fallback while the rest of the page works', async ({
  page,
}) => {
  await page.route('**/remotes/mf-catalog/**', (route) => route.abort('connectionrefused'));
  await page.goto('/demo-ar/');

  await expect(page.getByRole('alert')).toContainText('No pudimos cargar esta sección');
  // Another remote still works: the cart drawer opens from the header.
  await page.getByRole('button', { name: /^Carrito/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Resumen' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Cerrar resumen' }).click();
  // And the account remote's page opens from the header.
  await page.getByRole('banner').getByRole('link', { name: 'Ingresar' }).click();
  await expect(
    page.locator('[data-remote="mf-account"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();

  // When the remote is back, trying again shows it.
  await page.unroute('**/remotes/mf-catalog/**');
  await page.goBack();
  await expect(
    page.locator('[data-remote="mf-catalog"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
});

test('deploying a new version of one remote changes what the browser shows; rolling back restores it', async ({
  page,
  browser,
  store,
}) => {
  test.setTimeout(240_000);
  const catalogue = page.locator('[data-remote="mf-catalog"]');
  await page.goto('/demo-ar/');
  const liveRelease = await catalogue.getAttribute('data-release');
  expect(liveRelease).toBeTruthy();

  const untouched = async () => ({
    shell: await treeHash(path.join(store.originDir, 'shell')),
    ...Object.fromEntries(
      await Promise.all(
        REMOTES.filter((remote) => remote !== 'mf-catalog').map(async (remote) => [
          remote,
          await treeHash(path.join(store.originDir, 'remotes', remote)),
        ]),
      ),
    ),
  });
  const before = await untouched();

  // A tab that is already open keeps what it loaded.
  const openTab = await browser.newPage();
  await openTab.goto(`${store.url}/demo-ar/`);
  await expect(openTab.locator('[data-remote="mf-catalog"]')).toHaveAttribute(
    'data-release',
    liveRelease!,
  );

  // The catalogue team builds and deploys a new release.
  const buildDir = await mkdtemp(path.join(os.tmpdir(), 'mf-catalog-next-'));
  try {
    await run(
      'node_modules/.bin/pnpm',
      ['--filter', '@store/mf-catalog', 'exec', 'webpack', '--mode', 'production'],
      {
        STORE_RELEASE: 'e2e-next',
        STORE_OUT_DIR: buildDir,
      },
    );
    await deployTool(
      ['deploy', 'mf-catalog', '--from', buildDir, '--version', 'e2e-next'],
      store.originDir,
    );
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }

  await page.reload();
  await expect(catalogue).toHaveAttribute('data-release', 'e2e-next');
  await expect(catalogue.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await untouched()).toEqual(before);

  await openTab.getByRole('link', { name: 'Quiénes somos' }).click();
  await expect(openTab.locator('[data-remote="mf-catalog"]')).toHaveAttribute(
    'data-release',
    liveRelease!,
  );
  await openTab.close();

  const listing = await deployTool(['list'], store.originDir);
  expect(listing).toContain('e2e-next');

  // Operations roll the catalogue back.
  await deployTool(['rollback', 'mf-catalog'], store.originDir);
  await page.reload();
  await expect(catalogue).toHaveAttribute('data-release', liveRelease!);
  expect(await untouched()).toEqual(before);
});
