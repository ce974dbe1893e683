import { ONBOARDED_TENANT } from '../fixtures/onboard.ts';
import { expect, hexToRgb, test } from '../support/fixtures.ts';

const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js**';
const DAY_S = 24 * 60 * 60;

test.describe('locale', () => {
  for (const [tenant, locale, lang] of [
    ['demo-cl', 'cl', 'es-CL'],
    ['demo-ar', 'arg', 'es-AR'],
  ] as const) {
    test(`${tenant} keeps the locale ${locale} in i18n_redirected for 365 days`, async ({
      page,
      context,
    }) => {
      await page.goto(`/${tenant}/`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The shell writes the cookie as it starts, once its scripts have loaded.
      const localeCookie = async () =>
        (await context.cookies()).find((c) => c.name === 'i18n_redirected');
      await expect.poll(async () => (await localeCookie())?.value).toBe(locale);
      const cookie = await localeCookie();
      expect(cookie?.path).toBe(`/${tenant}`);
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
      expect(days).toBeGreaterThan(364.9);
      expect(days).toBeLessThanOrEqual(365);
    });
  }

  test('Chilean texts where Chileans say it otherwise', async ({ page }) => {
    await page.goto('/demo-cl/');
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Síguenos' }),
    ).toBeVisible();
  });
});

test.describe('the onboarded tenant', () => {
  test('is a store of its own, live from its file: name, logo, colours, favicon', async ({
    page,
    store,
  }) => {
    const config = await store.config(ONBOARDED_TENANT);
    expect(config.name).toBe('Norte Regalos Empresariales');
    await page.goto(`/${ONBOARDED_TENANT}/`);
    await expect(page).toHaveTitle(/Norte Regalos Empresariales/);
    const brand = page
      .getByRole('banner')
      .getByRole('link', { name: /^Norte Regalos Empresariales/ });
    await expect(brand).toBeVisible();
    expect(
      await brand.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      /\/tenant-assets\/norte-regalos\/favicon\.[0-9a-f]{8}\.svg$/,
    );
    await expect(page.getByRole('banner')).toHaveCSS(
      'background-color',
      hexToRgb(config.colors.primary),
    );
  });
});

test.describe('chat-link button', () => {
  test('appears 2000 ms after the page, 60 by 60, with the number prefixed by the short link', async ({
    page,
  }) => {
    // The page's clock stands still until the test moves it, so the delay is counted exactly.
    // It is paused a while after the installed time: the installed clock runs until paused, and
    // pausing at a moment it has already passed (a busy machine) would be going back in time.
    const installed = new Date('2026-11-22T12:00:00Z');
    await page.clock.install({ time: installed });
    await page.clock.pauseAt(new Date(installed.getTime() + 10 * 60_000));
    // The delay counts from when the hydrated button starts its timer: React may run that effect
    // a moment after the header's controls work, so the test waits for the timer itself.
    await page.addInitScript(() => {
      const setTimer = window.setTimeout;
      const started: number[] = [];
      Object.assign(window, { chatTimersStarted: started });
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
        if (delay === 2000) started.push(Date.now());
        return setTimer(handler, delay, ...args);
      }) as typeof window.setTimeout;
    });
    await page.goto('/demo-ar/');
    // No frame callback or timer runs on a stopped clock, so the server-rendered page's starter
    // (api/src/site/README.md, "Scripts after the paint") starts the shell by its 3 s fallback.
    await page.clock.runFor(3000);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Buscar' })).toBeEnabled();
    await expect
      .poll(() =>
        page.evaluate(() => (window as { chatTimersStarted?: number[] }).chatTimersStarted),
      )
      .toHaveLength(1);
    const chat = page.getByRole('link', { name: 'Escribinos por WhatsApp' });
    await page.clock.runFor(1999);
    await expect(chat).toBeHidden();
    await page.clock.runFor(1);
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', 'https://wa.me/5491155550000');
    const box = await chat.boundingBox();
    expect([box?.width, box?.height]).toEqual([60, 60]);
  });

  test('uses a link that already starts with the short link as is', async ({ page }) => {
    await page.goto(`/${ONBOARDED_TENANT}/`);
    await expect(page.getByRole('link', { name: 'Escribinos por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5493875550101',
    );
  });
});

test.describe('tag manager', () => {
  test('is retried once per second until it loads', async ({ page }) => {
    const attempts: number[] = [];
    await page.route(GTM_SCRIPT, async (route) => {
      attempts.push(Date.now());
      if (attempts.length < 3) return route.abort('connectionrefused');
      return route.fulfill({
        contentType: 'application/javascript',
        body: 'window.__tagManager = window.dataLayer.find((e) => e.event === "gtm.js") ? "iniciado" : "sin dataLayer";',
      });
    });
    await page.goto(`/${ONBOARDED_TENANT}/`);
    await expect(page.locator('html')).toHaveAttribute('data-tag-manager', 'loaded');
    expect(
      await page.evaluate(() => (window as unknown as { __tagManager: string }).__tagManager),
    ).toBe('iniciado');
    expect(attempts).toHaveLength(3);
    for (let i = 1; i < attempts.length; i += 1)
      expect(attempts[i]! - attempts[i - 1]!).toBeGreaterThanOrEqual(950);
  });

  test('gives up after 10 attempts', async ({ page }) => {
    test.setTimeout(60_000);
    let attempts = 0;
    await page.route(GTM_SCRIPT, (route) => {
      attempts += 1;
      return route.abort('connectionrefused');
    });
    await page.goto(`/${ONBOARDED_TENANT}/`);
    await expect(page.locator('html')).toHaveAttribute('data-tag-manager', 'failed', {
      timeout: 20_000,
    });
    expect(attempts).toBe(10);
  });

  test('runs nowhere near sign-in: the account page loads afresh, without any tenant script', async ({
    page,
  }) => {
    await page.route(GTM_SCRIPT, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: '' }),
    );
    await page.goto(`/${ONBOARDED_TENANT}/`);
    await expect(page.locator('html')).toHaveAttribute('data-tag-manager', 'loaded');
    // A full page load (not the router's), so the account page gets its own CSP.
    const freshPage = page.waitForEvent('load');
    await page.getByRole('banner').getByRole('link', { name: 'Ingresar' }).click();
    await freshPage;
    await expect(
      page.locator('[data-remote="mf-account"]').getByRole('heading', { level: 1 }),
    ).toBeVisible();
    await expect(page.locator('script[data-tenant-script]')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-tag-manager', /.*/);
  });

  test('each page allows exactly the hosts its tenant needs', async ({ request }) => {
    const csp = async (url: string) =>
      (await request.get(url)).headers()['content-security-policy'] ?? '';
    // A server-rendered page (the homes) also allows its one inline starter, by its hash.
    const starter = "'sha256-[A-Za-z0-9+/]+=*'";
    expect(await csp(`/${ONBOARDED_TENANT}/`)).toMatch(
      new RegExp(`script-src 'self' https://www\\.googletagmanager\\.com ${starter};`),
    );
    expect(await csp(`/${ONBOARDED_TENANT}/auth`)).toContain("script-src 'self';");
    expect(await csp('/demo-ar/')).toMatch(new RegExp(`script-src 'self' ${starter};`));
  });
});

test.describe('boot', () => {
  test("a page rendered in the browser starts with the 'Cargando' overlay, which goes once the store is shown", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/demo-ar/shopping-cart')).text();
    expect(html).toMatch(/<div class="store-boot" role="status">Cargando<\/div>/);
    await page.goto('/demo-ar/shopping-cart');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Cargando$/ })).toHaveCount(0);
  });

  test('a server-rendered page arrives painted, without the overlay, and its buttons work once hydrated', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/demo-ar/')).text();
    expect(html).not.toContain('class="store-boot"');
    expect(html).toContain('data-remote="mf-catalog"');
    await page.goto('/demo-ar/');
    const cart = page.getByRole('banner').getByRole('button', { name: /^Carrito/ });
    await expect(cart).toBeEnabled();
    await cart.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('progress bar', () => {
  test('turns to failure when a request of the page fails, then goes away', async ({ page }) => {
    await page.route('**/api/users/distributor/logo_url*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          result: null,
          success: false,
          error: { code: 500, message: 'Ocurrió un error inesperado.', details: null },
          unAuthorizedRequest: false,
        }),
      }),
    );
    // The list comes rendered from the server; going home from it loads the home's data in the
    // browser, where the failing request shows on the bar.
    await page.goto('/demo-ar/products-list/all');
    await expect(page.getByRole('banner').getByRole('button', { name: /^Carrito/ })).toBeEnabled();
    await page.getByRole('banner').getByRole('link', { name: 'Inicio', exact: true }).click();
    const failed = page.getByRole('progressbar', { name: 'No se pudo completar la operación' });
    await expect(failed).toBeVisible();
    await expect(failed).toHaveAttribute('data-state', 'failed');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // The rest of the page is there.
    await expect(
      page.locator('[data-remote="mf-catalog"]').getByRole('heading', { level: 1 }),
    ).toBeVisible();
  });
});

test.describe('not found', () => {
  test('an unknown page of a store offers all products and the home page', async ({ page }) => {
    await page.goto('/demo-cl/no-existe/esta-pagina');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No encontramos lo que estabas buscando' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/demo-cl\/?$/);
    await expect(
      page.locator('[data-remote="mf-catalog"]').getByRole('heading', { level: 1 }),
    ).toBeVisible();
  });

  test('an unknown store answers 404', async ({ page }) => {
    const response = await page.goto('/tienda-que-no-existe/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta tienda');
  });
});

test.describe('sitemap and robots', () => {
  test('every store lists its pages with absolute addresses', async ({ request, store }) => {
    const xml = await (await request.get(`/${ONBOARDED_TENANT}/sitemap.xml`)).text();
    // The e2e store's public address (PUBLIC_URL) is its own.
    expect(xml).toContain(`<loc>${store.url}/${ONBOARDED_TENANT}/</loc>`);
    expect(xml).toContain(`/${ONBOARDED_TENANT}/about</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${store.url}/${ONBOARDED_TENANT}/sitemap.xml`);
  });
});
