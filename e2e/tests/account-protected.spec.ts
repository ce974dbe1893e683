import { expect, test } from '../support/fixtures.ts';
import { accountLink, DEMO_BUYERS, fillLogin } from './account-support.ts';

for (const [tenant, page] of [
  ['demo-ar', '/profile'],
  ['demo-cl', '/favorites'],
] as const) {
  test(`${tenant}: a guest opening ${page} logs in and comes back to it`, async ({ page: tab }) => {
    await tab.goto(`/${tenant}${page}`);
    await expect(tab).toHaveURL(
      new RegExp(`/${tenant}/auth\\?mode=login&from=${encodeURIComponent(page)}$`),
    );
    const buyer = DEMO_BUYERS[tenant];
    await fillLogin(tab, buyer.email, buyer.password);
    await expect(tab).toHaveURL(new RegExp(`/${tenant}${page}$`));
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(accountLink(tab, 'Mi cuenta')).toBeVisible();
  });
}

test('a session survives a reload and ends for every tab at logout @mobile', async ({
  page,
  context,
}) => {
  const buyer = DEMO_BUYERS['demo-ar'];
  await page.goto('/demo-ar/auth?mode=login&from=%2Fprofile');
  await fillLogin(page, buyer.email, buyer.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(buyer.email);

  const other = await context.newPage();
  await other.goto('/demo-ar/profile');
  await expect(other.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/demo-ar\/?$/);
  // The other tab follows: its protected page sends it to the login.
  await expect(other).toHaveURL(/\/demo-ar\/auth\?mode=login&from=%2Fprofile$/);
});

test('a wrong password shows the auth error popup and keeps the buyer a guest', async ({
  page,
}) => {
  await page.goto('/demo-ar/auth?mode=login');
  await fillLogin(page, DEMO_BUYERS['demo-ar'].email, 'no-es-la-clave');
  const popup = page.getByRole('alertdialog');
  await expect(popup).toContainText('El correo electrónico o la contraseña no son correctos.');
  await popup.getByRole('button', { name: 'Aceptar' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresá a tu cuenta' })).toBeVisible();
});
