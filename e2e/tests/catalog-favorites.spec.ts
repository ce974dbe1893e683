import { expect, test } from '../support/fixtures.ts';
import { DEMO_BUYERS } from './account-support.ts';

/** The trucker cap, as each tenant names it. */
const CAP = {
  'demo-ar': { slug: 'gorra-trucker-con-red', name: 'Gorra trucker con red' },
  'demo-cl': { slug: 'jockey-trucker-con-malla', name: 'Jockey trucker con malla' },
} as const;

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: a guest is sent to log in; a buyer keeps favourites`, async ({ page }) => {
    await page.goto(`/${tenant}/favorites`);
    await expect(page).toHaveURL(new RegExp(`/${tenant}/auth\\?mode=login&from=%2Ffavorites$`));

    // The demo buyer logs in through the form and comes back to the favourites.
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(DEMO_BUYERS[tenant].email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_BUYERS[tenant].password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(new RegExp(`/${tenant}/favorites$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();

    // A reload keeps the session; the heart saves the cap.
    await page.goto(`/${tenant}/product-detail/simple/${CAP[tenant].slug}`);
    const heart = page.getByRole('button', { name: 'Agregar a favoritos' });
    await heart.click();
    await expect(page.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto(`/${tenant}/favorites`);
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    const favourites = page.getByRole('list', { name: 'Favoritos' });
    await expect(favourites.getByRole('link')).toHaveText([CAP[tenant].name]);

    await favourites.getByRole('link').click();
    await page.getByRole('button', { name: 'Quitar de favoritos' }).click();
    await expect(page.getByRole('button', { name: 'Agregar a favoritos' })).toBeVisible();
    await page.goto(`/${tenant}/favorites`);
    await expect(
      page.getByRole('heading', { name: /Todavía no tenés favoritos|Todavía no tienes favoritos/ }),
    ).toBeVisible();
  });
}
