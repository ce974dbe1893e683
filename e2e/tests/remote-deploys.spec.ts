import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, storeFixture, test as storeTest } from '../support/fixtures.ts';
import { REMOTES } from '../support/paths.ts';
import { deployTool, run } from '../support/run.ts';
import { servedHtml } from '../support/served-html.ts';
import { startStore, type RunningStore } from '../support/store-server.ts';
import { treeHash } from '../support/tree-hash.ts';

/**
 * Deploys and rollbacks of a remote, as the catalogue team and operations make them. They change
 * which version every page gets, so they run on a store of their own: the other journeys keep
 * the versions they expect.
 */
const test = storeTest.extend<object, { deployStore: RunningStore }>({
  deployStore: [
    async ({}, use) => {
      const store = await startStore();
      await use(store);
      await store.stop();
    },
    // Publishing, migrating and seeding a store of its own takes a while on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ deployStore }, use) => use(deployStore.url),
  store: async ({ deployStore }, use) => {
    await use(storeFixture(deployStore.url, deployStore.originDir, deployStore.dataDir));
  },
});

const CATALOG = '[data-remote="mf-catalog"]';

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

test('the server rendering follows deploys and rollbacks, and a broken server build falls back to the browser', async ({
  page,
  store,
}) => {
  test.setTimeout(420_000);
  const home = `${store.url}/demo-ar/`;
  const liveRelease = /data-remote="mf-catalog" data-release="([^"]+)"/.exec(
    await servedHtml(home),
  )?.[1];
  expect(liveRelease).toBeTruthy();
  const deployManifest = JSON.parse(
    await readFile(path.join(store.originDir, 'deploy', 'remotes.json'), 'utf8'),
  ) as { remotes: Record<string, { version: string }> };
  const liveVersion = deployManifest.remotes['mf-catalog']!.version;

  const buildDir = await mkdtemp(path.join(os.tmpdir(), 'mf-catalog-ssr-'));
  const brokenDir = `${buildDir}-broken`;
  try {
    // Both builds (browser and server) of a new release, as the catalogue team publishes them.
    await run('node_modules/.bin/pnpm', ['--filter', '@store/mf-catalog', 'run', 'build'], {
      STORE_RELEASE: 'e2e-ssr-next',
      STORE_OUT_DIR: buildDir,
    });
    await deployTool(
      ['deploy', 'mf-catalog', '--from', buildDir, '--version', 'e2e-ssr-next'],
      store.originDir,
    );
    expect(await servedHtml(home)).toContain('data-release="e2e-ssr-next"');

    // A release whose server container throws: the page is still served, rendered by the browser.
    await cp(buildDir, brokenDir, { recursive: true });
    await writeFile(
      path.join(brokenDir, 'server', 'remoteEntry.js'),
      "throw new Error('broken server build');\n",
    );
    await deployTool(
      ['deploy', 'mf-catalog', '--from', brokenDir, '--version', 'e2e-ssr-broken'],
      store.originDir,
    );
    const fallback = await servedHtml(home);
    expect(fallback).not.toContain('data-remote="mf-catalog"');
    expect(fallback).not.toContain('"ssr":');
    await page.goto('/demo-ar/');
    await expect(page.locator(CATALOG)).toHaveAttribute('data-release', 'e2e-ssr-next');
    await expect(page.locator(CATALOG).getByRole('link').first()).toBeVisible();
  } finally {
    await rm(buildDir, { recursive: true, force: true });
    await rm(brokenDir, { recursive: true, force: true });
  }

  await deployTool(['rollback', 'mf-catalog', '--to', 'e2e-ssr-next'], store.originDir);
  expect(await servedHtml(home)).toContain('data-release="e2e-ssr-next"');
  await deployTool(['rollback', 'mf-catalog', '--to', liveVersion], store.originDir);
  expect(await servedHtml(home)).toContain(`data-release="${liveRelease!}"`);
});
