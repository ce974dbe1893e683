import { expect, hexToRgb, test } from '../support/fixtures.ts';

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

test("the catalogue's remote down: its server-rendered page stays, read-only, and the rest works", async ({
  page,
}) => {
  await page.route('**/remotes/mf-catalog/**', (route) => route.abort('connectionrefused'));
  await page.goto('/demo-ar/products-list/all');

  // The products the server sent stay on the page, with a quiet note instead of the fallback.
  const catalog = page.locator('[data-remote="mf-catalog"]');
  await expect(
    page.getByRole('status').filter({ hasText: 'Algunas funciones de esta página no cargaron.' }),
  ).toContainText(
    'Algunas funciones de esta página no cargaron. Podés seguir mirando; recargá para usarlas.',
  );
  await expect(catalog.locator('a[href*="/product-detail/"]')).toHaveCount(24);
  await expect(page.getByText('No pudimos cargar esta sección')).toHaveCount(0);
  // Read-only: its controls do nothing, so they stay disabled; its links still lead somewhere.
  await expect(catalog.getByRole('button', { name: 'Aplicar precio' })).toBeDisabled();
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

  // When the remote is back, coming back to the page shows it working.
  await page.unroute('**/remotes/mf-catalog/**');
  await page.goBack();
  await expect(catalog.getByRole('button', { name: 'Aplicar precio' })).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: 'no cargaron' })).toHaveCount(0);
});

test("the catalogue's remote down on a page the browser renders: its fallback, the rest works", async ({
  page,
}) => {
  await page.goto('/demo-ar/shopping-cart');
  await expect(page.locator('[data-remote="mf-cart"] h1')).toBeVisible();
  await page.route('**/remotes/mf-catalog/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('banner').getByRole('link', { name: 'Nosotros' }).click();
  await expect(page.getByRole('alert')).toContainText('No pudimos cargar esta sección');
  await page.unroute('**/remotes/mf-catalog/**');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(
    page.locator('[data-remote="mf-catalog"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
});

for (const [tenant, wording] of [
  ['demo-ar', /^El carrito no está disponible en este momento: .* Recargá la página/],
  ['demo-cl', /^El carro no está disponible en este momento: .* Recarga la página/],
] as const) {
  test(`${tenant}: with the cart's remote down, 'Agregar al carr…' says so at once, in the store's words`, async ({
    page,
  }) => {
    await page.route('**/remotes/mf-cart/**', (route) => route.abort('connectionrefused'));
    await page.goto(`/${tenant}/product-detail/simple/taza-ceramica-clasica-11-oz`);
    // The shell knows the cart could not load: its button explains.
    await page.getByRole('banner').getByRole('button', { name: /^Carr/ }).click();
    const explanation = page.getByRole('dialog', { name: /^Carr/ });
    await expect(explanation).toContainText('no está disponible en este momento');
    await explanation.getByRole('button', { name: 'Aceptar' }).click();
    // The page's clock stands still: the answer cannot be the bus's 10 s timeout running out.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.getByRole('button', { name: /^Agregar al carr/ }).click();
    await expect(page.getByText(wording)).toBeVisible();
  });
}

/** Each other remote made unreachable in turn: its page shows the fallback, the rest works. */
const REMOTE_PAGES = [
  { remote: 'mf-cart', path: '/demo-ar/shopping-cart' },
  { remote: 'mf-builder', path: '/demo-ar/customize-product?product=taza-ceramica-clasica-11-oz' },
  { remote: 'mf-account', path: '/demo-ar/auth?mode=login' },
] as const;

for (const { remote, path } of REMOTE_PAGES) {
  test(`${remote} down: its page shows the fallback, and the store's home still works`, async ({
    page,
  }) => {
    await page.route(`**/remotes/${remote}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText('No pudimos cargar esta sección');
    if (remote === 'mf-cart') {
      // The drawer is mf-cart's too: the cart button says so instead of doing nothing.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Carrito/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Carrito' })).toContainText(
        'El carrito no está disponible en este momento.',
      );
      await page.getByRole('button', { name: 'Aceptar' }).click();
    }
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(
      page.locator('[data-remote="mf-catalog"]').getByRole('heading', { level: 1 }),
    ).toBeVisible();
  });
}

test('mf-checkout down: a logged-in buyer sees the fallback on the checkout, the rest works', async ({
  page,
}) => {
  await page.goto('/demo-ar/auth?mode=login');
  await page.getByLabel('Correo electrónico').fill('comprador@promosur.com.ar');
  await page.getByLabel('Contraseña', { exact: true }).fill('PromoSur-2026');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
  await page.route('**/remotes/mf-checkout/**', (route) => route.abort('connectionrefused'));
  await page.goto('/demo-ar/checkout');
  await expect(page.getByRole('alert')).toContainText('No pudimos cargar esta sección');
  await page.getByRole('banner').getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(
    page.locator('[data-remote="mf-account"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
});
