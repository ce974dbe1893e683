import { ONBOARDED_TENANT, tenantCli } from '../fixtures/onboard.ts';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_BUYERS, fillLogin } from './account-support.ts';
import { addToCart, drawer } from './cart-support.ts';

/** What the stores say, and where: each page's title, each country's words, pages without a store. */
const SIMPLE = '/product-detail/simple/taza-ceramica-clasica-11-oz';

for (const [tenant, store, cart] of [
  ['demo-ar', 'Promo Sur', 'Carrito'],
  ['demo-cl', 'Andes Merch', 'Carro'],
] as const) {
  test(`${tenant}: the cart, auth and profile pages name the tab, also reached inside the site`, async ({
    page,
  }) => {
    await page.goto(`/${tenant}/shopping-cart`);
    await expect(page).toHaveTitle(`${cart} | ${store}`);
    const login = `${tenant === 'demo-cl' ? 'Ingresa' : 'Ingresá'} a tu cuenta | ${store}`;
    await page.goto(`/${tenant}/auth?mode=login`);
    await expect(page).toHaveTitle(login);
    await page.goto(`/${tenant}/profile`);
    // A guest is sent to log in first; the buyer then gets the profile.
    await expect(page).toHaveTitle(login);
    await fillLogin(page, DEMO_BUYERS[tenant].email, DEMO_BUYERS[tenant].password);
    await expect(page).toHaveURL(new RegExp(`/${tenant}/profile$`));
    await expect(page).toHaveTitle(`Mi perfil | ${store}`);
    // Inside the site, from a product back home: the store's name alone.
    await page.goto(`/${tenant}${SIMPLE}`);
    await expect(page).toHaveTitle(/^Taza cerámica clásica/);
    await page
      .getByRole('banner')
      .getByRole('link', { name: `${store}, Inicio` })
      .click();
    await expect(page).toHaveTitle(store);
  });

  test(`${tenant}: says '${cart.toLowerCase()}' everywhere: header, login line, buttons, drawer`, async ({
    page,
  }) => {
    const word = cart.toLowerCase();
    await page.goto(`/${tenant}${SIMPLE}`);
    const cartButton = page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${cart}`) });
    await expect(cartButton).toBeEnabled();
    await addToCart(page);
    await expect(drawer(page).getByRole('button', { name: `Ver ${word}` })).toBeVisible();
    await expect(page.getByText(`Agregaste Taza cerámica clásica 11 oz al ${word}.`)).toBeVisible();
    await page.goto(`/${tenant}/auth?mode=login`);
    await expect(page.getByText(new RegExp(`y guardar tu ${word}\\.$`))).toBeVisible();
    // Argentina never says 'carro', Chile never 'carrito': the header, every button, the account
    // pages (the catalogue's own product names are data, not the store's words).
    const other = tenant === 'demo-cl' ? /carrito/i : /\bcarro\b/i;
    for (const path of ['/', SIMPLE, '/shopping-cart', '/auth?mode=login', '/auth?mode=register']) {
      await page.goto(`/${tenant}${path}`);
      await expect(page.locator('#root h1').first()).toBeVisible();
      const words = await page.evaluate(() => [
        document.querySelector('header')?.textContent ?? '',
        ...[...document.querySelectorAll('button, [role="button"]')].map(
          (button) => `${button.textContent} ${button.getAttribute('aria-label') ?? ''}`,
        ),
        ...[...document.querySelectorAll('[data-remote="mf-account"] p')].map(
          (paragraph) => paragraph.textContent ?? '',
        ),
      ]);
      expect(
        words.filter((text) => other.test(text)),
        path,
      ).toEqual([]);
    }
  });
}

test('a bad activation link shows the auth error popup (spec section 8)', async ({ page }) => {
  await page.goto('/demo-cl/auth/activate?userId=abc');
  const popup = page.getByRole('alertdialog', { name: 'No pudimos validar tu cuenta' });
  await expect(popup).toContainText(
    'El enlace está incompleto. Ábrelo de nuevo desde el correo o pide uno nuevo.',
  );
  await popup.getByRole('button', { name: 'Aceptar' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enviar un enlace nuevo' })).toBeVisible();
});

test('an unknown store says so in neutral Spanish, right in Argentina and in Chile', async ({
  page,
}) => {
  const response = await page.goto('/tienda-que-no-existe/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta tienda');
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/Revisá|buscás|Revisa\b|buscas\b/);
});

test("the tenant CLI names the store's real address, whatever port it serves on", async ({
  store,
}) => {
  // Run as an operator would in another terminal: without the store's PORT.
  // The store's public origin (its PUBLIC_URL), with the port it really serves on.
  const origin = new URL(store.url).origin;
  const listing = await tenantCli(['list']);
  expect(listing).toContain(`${origin}/${ONBOARDED_TENANT}/`);
  expect(listing).not.toContain(':8080/');
});
