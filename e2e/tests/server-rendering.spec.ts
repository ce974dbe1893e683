import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { deployTool, run } from '../support/run.ts';

const CATALOG = '[data-remote="mf-catalog"]';
const PRODUCT_LIST_CALL = '/api/services/app/Catalog/GetProductsList';

/** The HTML the server sends, as a search engine or a browser's first paint sees it. */
async function servedHtml(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

/** Console errors and warnings of the page, and the API calls it makes. */
function watch(page: Page) {
  const problems: string[] = [];
  const calls: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return { problems, calls };
}

for (const tenant of ['demo-ar', 'demo-cl']) {
  test(`/${tenant}/ comes rendered from the server and hydrates without a second load`, async ({
    page,
    store,
  }) => {
    const html = await servedHtml(`${store.url}/${tenant}/`);
    expect(html).toContain('data-remote="mf-catalog"');
    expect(html).toContain('"ssr":{"page":"mf-catalog/HomePage"');

    const seen = watch(page);
    await page.goto(`/${tenant}/`);
    const firstCard = page.locator(CATALOG).getByRole('link').first();
    await expect(firstCard).toBeVisible();
    // React owns the markup, and the page has made every call it was going to make.
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
    });
    await page.waitForLoadState('networkidle');
    expect(seen.problems.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
    expect(seen.calls).not.toContain(PRODUCT_LIST_CALL);
  });
}

test('product list and detail hold their products in the HTML, readable without JavaScript', async ({
  browser,
  store,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: store.url });
  const page = await context.newPage();
  await page.goto('/demo-ar/products-list/all');
  const products = page.locator(CATALOG).getByRole('link', { name: /.+/ });
  await expect(products.first()).toBeVisible();
  const href = await page
    .locator(`${CATALOG} a[href*="/product-detail/"]`)
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();

  await page.goto(href!);
  await expect(page.locator(CATALOG).getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
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
