import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const BUYERS = {
  'demo-ar': { email: 'comprador@promosur.com.ar', password: 'PromoSur-2026' },
  'demo-cl': { email: 'compras@andesmerch.cl', password: 'AndesMerch-2026' },
} as const;

/**
 * Logs the demo buyer in. mf-account's login form is not in main yet, so the test calls
 * TokenAuth/Authenticate and stores the session under the keys the shell restores it from
 * (shell/src/session/session-storage.ts). Replace with the form ('Correo electrónico',
 * 'Contraseña', 'Ingresar') once it lands.
 */
async function logIn(page: Page, tenant: keyof typeof BUYERS) {
  const response = await page.request.post('/api/services/app/TokenAuth/Authenticate', {
    headers: { 'X-Tenant': tenant },
    data: { ...BUYERS[tenant], isEcommerceClient: true },
  });
  expect(response.status()).toBe(200);
  const user = (
    (await response.json()) as {
      result: {
        userId: number;
        email: string;
        accessToken: string;
        refreshToken: string | null;
        fullName: string | null;
        phoneNumber: string | null;
        company: string | null;
      };
    }
  ).result;
  await page.evaluate(
    ({ tenant, user }) => {
      localStorage.setItem(
        `store:${tenant}:session`,
        JSON.stringify({
          userId: user.userId,
          email: user.email,
          accessToken: user.accessToken,
          refreshToken: user.refreshToken,
        }),
      );
      localStorage.setItem(
        `store:${tenant}:profile`,
        JSON.stringify({
          fullName: user.fullName ?? '',
          email: user.email,
          phoneNumber: user.phoneNumber,
          company: user.company,
        }),
      );
    },
    { tenant, user },
  );
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: a guest is sent to log in; a buyer keeps favourites`, async ({ page }) => {
    await page.goto(`/${tenant}/favorites`);
    await expect(page).toHaveURL(new RegExp(`/${tenant}/auth\\?mode=login&from=%2Ffavorites$`));

    await logIn(page, tenant);
    await page.goto(
      `/${tenant}/product-detail/simple/gorra-trucker-con-red`.replace(
        'gorra-trucker-con-red',
        tenant === 'demo-cl' ? 'jockey-trucker-con-malla' : 'gorra-trucker-con-red',
      ),
    );
    const heart = page.getByRole('button', { name: 'Agregar a favoritos' });
    await heart.click();
    await expect(page.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto(`/${tenant}/favorites`);
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    const favourites = page.getByRole('list', { name: 'Favoritos' });
    await expect(favourites.getByRole('link')).toHaveText([
      tenant === 'demo-cl' ? 'Jockey trucker con malla' : 'Gorra trucker con red',
    ]);

    await favourites.getByRole('link').click();
    await page.getByRole('button', { name: 'Quitar de favoritos' }).click();
    await expect(page.getByRole('button', { name: 'Agregar a favoritos' })).toBeVisible();
    await page.goto(`/${tenant}/favorites`);
    await expect(
      page.getByRole('heading', { name: /Todavía no tenés favoritos|Todavía no tienes favoritos/ }),
    ).toBeVisible();
  });
}
