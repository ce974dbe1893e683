import type { ConsoleMessage, Page } from '@playwright/test';
import { ONBOARDED_TENANT } from '../fixtures/onboard.ts';
import { expect, test } from '../support/fixtures.ts';
import { servedHtml } from '../support/served-html.ts';

const CATALOG = '[data-remote="mf-catalog"]';
const PRODUCT_LIST_CALL = '/api/services/app/Catalog/GetProductsList';

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

/** The first group of every match of `pattern` in `text`. */
const firstGroups = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => match[1] ?? '');

/** The class names a stylesheet defines (`.name`). */
const classesDefinedIn = (css: string) => firstGroups(css, /\.(-?[A-Za-z_][\w-]*)/g);

test('a server-rendered page links the stylesheets its markup uses, and only those', async ({
  store,
}) => {
  for (const path of [
    '/demo-ar/',
    '/demo-cl/products-list/all',
    '/demo-ar/product-detail/simple/taza-ceramica-clasica-11-oz',
    '/demo-cl/about',
  ]) {
    const html = await servedHtml(`${store.url}${path}`);
    const markup = html.slice(html.indexOf('<div id="root"'));
    const used = new Set(
      firstGroups(markup, /class="([^"]+)"/g).flatMap((names) => names.split(' ')),
    );
    // The template's stylesheet (data-template-style, left out) styles the document, not classes.
    const linked = firstGroups(html, /<link rel="stylesheet" href="([^"]+)">/g);
    const defined = new Set<string>();
    for (const href of linked) {
      const classes = classesDefinedIn(await (await fetch(`${store.url}${href}`)).text());
      // The shell's own (its chrome, and @store/ui's design tokens on :root) are on every page.
      if (href.startsWith('/remotes/'))
        expect(
          classes.some((name) => used.has(name)),
          `${path} links ${href}, whose classes it does not use`,
        ).toBe(true);
      for (const name of classes) defined.add(name);
    }
    // Every class of the apps' CSS modules in the markup is styled before the first paint.
    const unstyled = [...used].filter(
      (name) => /^(shell|catalog)-/.test(name) && !defined.has(name),
    );
    expect(unstyled, `${path}: classes without their stylesheet`).toEqual([]);
  }
});

test("a server-rendered page asks for its remote's scripts from its starter; a page the browser renders, from its head", async ({
  store,
}) => {
  const headScripts = (html: string) =>
    firstGroups(html, /<link rel="preload" as="script" href="([^"]+)">/g);
  const starterScripts = (html: string) =>
    (/<script data-src="[^"]+" data-preloads="([^"]*)">/.exec(html)?.[1] ?? '')
      .split(' ')
      .filter(Boolean);
  for (const path of ['/demo-ar/', '/demo-cl/products-list/all', '/demo-ar/about']) {
    const html = await servedHtml(`${store.url}${path}`);
    expect(headScripts(html), path).toEqual([]);
    expect(starterScripts(html), path).toContainEqual(expect.stringMatching(/remoteEntry\.js$/));
  }
  // The cart and the account are the buyer's own: the browser renders them with these scripts.
  for (const path of ['/demo-ar/shopping-cart', '/demo-cl/profile']) {
    const html = await servedHtml(`${store.url}${path}`);
    expect(headScripts(html), path).toContainEqual(expect.stringMatching(/remoteEntry\.js$/));
    expect(starterScripts(html), path).toEqual([]);
  }
});

test('a server-rendered page asks for and starts its scripts once it is painted, its main picture shown', async ({
  page,
}) => {
  const seen = watch(page);
  // The list's first card's picture is its main one (`fetchpriority="high"`); the home has none.
  for (const [path, mainPictures] of [
    ['/demo-cl/products-list/all', 1],
    ['/demo-ar/', 0],
  ] as const) {
    await page.goto(path);
    // The inline starter marks when it started the shell's script; the page then hydrates.
    await page.waitForFunction(
      () => performance.getEntriesByName('store:scripts-start').length > 0,
    );
    await expect(page.getByRole('banner').getByRole('button', { name: 'Buscar' })).toBeEnabled();
    // A download's timing entry is added on its own schedule, not when its script runs: wait.
    await page.waitForFunction(
      () => performance.getEntriesByName(new URL('/shell/main.js', location.href).href).length > 0,
    );
    const timings = await page.evaluate(() => {
      const at = (entry: PerformanceEntry | undefined) => entry?.startTime ?? Number.NaN;
      const pictures = [
        ...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
      ];
      return {
        scriptsStart: at(performance.getEntriesByName('store:scripts-start')[0]),
        firstPaint: at(performance.getEntriesByName('first-contentful-paint')[0]),
        // When the page asked for each script it downloaded (the shell's, the remote's).
        scriptsAsked: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
        picturesLoaded: pictures.map(
          (picture) =>
            (performance.getEntriesByName(picture.currentSrc)[0] as PerformanceResourceTiming)
              ?.responseEnd ?? Number.NaN,
        ),
      };
    });
    expect(timings.firstPaint, path).toBeLessThan(timings.scriptsStart);
    expect(timings.scriptsAsked.length, path).toBeGreaterThan(1);
    for (const asked of timings.scriptsAsked)
      expect(asked, path).toBeGreaterThanOrEqual(timings.scriptsStart);
    expect(timings.picturesLoaded, path).toHaveLength(mainPictures);
    for (const loaded of timings.picturesLoaded)
      expect(loaded, path).toBeLessThan(timings.scriptsStart);
  }
  expect(seen.problems).toEqual([]);
});

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
    // The remotes find the stylesheets the server linked instead of linking (and loading) them
    // again, and the language the server wrote is the store's.
    const stylesheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => link.href,
      ),
    );
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets).toEqual([...new Set(stylesheets)]);
    expect(html).toContain(`<html lang="${tenant === 'demo-cl' ? 'es-CL' : 'es-AR'}"`);
  });
}

test('product list, detail and the header search work from the HTML, without JavaScript', async ({
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

  // The header's search, sent before any script runs, reaches the results.
  const search = page.getByRole('banner').getByRole('searchbox');
  await search.fill('termo');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/demo-ar\/products-list\/all\?search=termo$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resultados para “termo”' }),
  ).toBeVisible();
  await context.close();
});

test("a phone paints the phone's page before any script runs: a sidebar stays a closed drawer", async ({
  browser,
  store,
}) => {
  // The onboarded tenant's template 4 has the categories beside the page on a desktop.
  for (const [width, sidebarShown] of [
    [390, false],
    [1280, true],
  ] as const) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: store.url,
      viewport: { width, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`/${ONBOARDED_TENANT}/`);
    await expect(page.locator(CATALOG).getByRole('link').first()).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Categorías de productos' });
    if (sidebarShown) await expect(sidebar).toBeVisible();
    else await expect(sidebar).toBeHidden();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `the page at ${width} px`).toBeLessThanOrEqual(width);
    await context.close();
  }
});

test('a quantity typed while the product page hydrates is the quantity added to the cart', async ({
  page,
}) => {
  // The page's scripts are held, as on a slow phone: the server's HTML is all the buyer has.
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/demo-ar/product-detail/simple/taza-ceramica-clasica-11-oz', {
    waitUntil: 'commit',
  });
  const quantity = page.getByRole('textbox', { name: 'Cantidad' });
  const add = page.getByRole('button', { name: 'Agregar al carrito' });
  await expect(quantity).toBeVisible();
  // Typed into now, the field would keep a number React never saw, and the cart would get the
  // one rendered: the controls wait for the page to work instead.
  await expect(quantity).toBeDisabled();
  await expect(add).toBeDisabled();

  release();
  const wanted = String(Number(await quantity.inputValue()) + 3);
  await quantity.fill(wanted);
  await add.click();
  const summary = page.getByRole('dialog', { name: 'Resumen' });
  await expect(summary.getByText(new RegExp(`^Cantidad: ${wanted}$`))).toBeVisible();
});
