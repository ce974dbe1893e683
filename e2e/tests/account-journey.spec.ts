import { expect, test } from '../support/fixtures.ts';
import { accountLink, fillLogin, linkIn, mailTo } from './account-support.ts';

const PASSWORD = 'Lapiceras-con-logo-2026';

test('a buyer registers, activates by e-mail, logs in, edits the profile and e-mail, logs out and in, and deletes the account', async ({
  page,
  store,
}) => {
  test.setTimeout(120_000);
  const email = `lucia.${Date.now()}@estudio-perez.com.ar`;

  // Register.
  await page.goto('/demo-ar/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Creá tu cuenta' })).toBeVisible();
  await page.getByLabel('Nombre y apellido').fill('Lucía Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Empresa' }).fill('Estudio Pérez');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisá tu correo' })).toBeVisible();

  // Not activated yet: the login answers canLogin false and shows the feedback screen.
  await page.getByRole('link', { name: 'Ir a ingresar' }).click();
  await fillLogin(page, email, PASSWORD);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu cuenta todavía no está activa' }),
  ).toBeVisible();

  // The activation e-mail, branded and in Spanish, arrives through SMTP.
  const activation = await mailTo(store.url, email, 'Activá tu cuenta de Promo Sur');
  expect(activation.text).toContain('Hola, Lucía Pérez:');
  await page.goto(linkIn(activation, '/demo-ar/auth/activate'));
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Tu cuenta está activa!' }),
  ).toBeVisible();

  // Log in.
  await page.getByRole('link', { name: 'Ir a ingresar' }).click();
  await fillLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/demo-ar\/?$/);
  await accountLink(page, 'Mi cuenta').click();

  // Edit the profile.
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Empresa' })).toHaveValue('Estudio Pérez');
  await page.getByRole('textbox', { name: 'Empresa' }).fill('Pérez & Asociados');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('+54 11 4444-1234');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardamos tus datos.' })).toBeVisible();

  // Change the e-mail: it asks for the current password, and the old address is told.
  const newEmail = `lucia.perez.${Date.now()}@perez-asociados.com.ar`;
  await page.getByLabel('Correo electrónico').fill(newEmail);
  await page.getByLabel('Contraseña actual').fill('no-es-mi-contraseña');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByLabel('Contraseña actual')).toHaveAccessibleDescription(
    /^La contraseña actual no es correcta\./,
  );
  await page.getByLabel('Contraseña actual').fill(PASSWORD);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByLabel('Contraseña actual')).toBeHidden();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(newEmail);
  const notice = await mailTo(store.url, email, 'El correo de tu cuenta de Promo Sur cambió');
  expect(notice.text).toContain(newEmail);

  // Log out: home, as a guest.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/demo-ar\/?$/);
  await expect(accountLink(page, 'Ingresar')).toBeVisible();

  // Log in again: the profile saved on the server comes back.
  await accountLink(page, 'Ingresar').click();
  await fillLogin(page, newEmail, PASSWORD);
  await expect(accountLink(page, 'Mi cuenta')).toBeVisible();
  await accountLink(page, 'Mi cuenta').click();
  // By role, not by label: a label containing the word elsewhere (the home page's section on
  // the companies that trust the store) is no field, and would fail before the profile opens.
  await expect(page.getByRole('textbox', { name: 'Empresa' })).toHaveValue('Pérez & Asociados');
  await expect(page.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('+54 11 4444-1234');

  // Delete the account, after confirming.
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
  await expect(confirm).toContainText(newEmail);
  await confirm.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/demo-ar\/?$/);
  await expect(accountLink(page, 'Ingresar')).toBeVisible();

  // The account is gone: its credentials no longer open a session.
  await accountLink(page, 'Ingresar').click();
  await fillLogin(page, newEmail, PASSWORD);
  await expect(page.getByRole('alertdialog')).toContainText(
    'El correo electrónico o la contraseña no son correctos.',
  );
});

test('a Chilean buyer resets a forgotten password from the e-mail link', async ({
  page,
  store,
}) => {
  // A Chilean account of its own (the demo buyer is shared with other journeys).
  const email = `diego.${Date.now()}@vina-andes.cl`;
  const headers = { 'X-Tenant': 'demo-cl' };
  await page.request.post('/api/services/app/Account/RegisterUser', {
    headers,
    data: { name: 'Diego Muñoz', email, password: 'Jockeys-con-logo-2026' },
  });
  const activation = new URL(
    linkIn(
      await mailTo(store.url, email, 'Activa tu cuenta de Andes Merch'),
      '/demo-cl/auth/activate',
    ),
    store.url,
  );
  await page.goto(`${activation.pathname}${activation.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Tu cuenta está activa!' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Ir a ingresar' }).click();
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recupera tu contraseña' }),
  ).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeVisible();

  const mail = await mailTo(store.url, email, 'Restablece tu contraseña de Andes Merch');
  await page.goto(linkIn(mail, '/demo-cl/auth/reset-password'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' }),
  ).toBeVisible();
  const next = 'Botellas-grabadas-2026';
  await page.getByLabel('Contraseña nueva').fill(next);
  await page.getByLabel('Repite la contraseña').fill(next);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu contraseña cambió' })).toBeVisible();

  await page.getByRole('link', { name: 'Ir a ingresar' }).click();
  await fillLogin(page, email, 'Jockeys-con-logo-2026');
  await expect(page.getByRole('alertdialog')).toContainText(
    'El correo electrónico o la contraseña no son correctos.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
  await fillLogin(page, email, next);
  await expect(accountLink(page, 'Mi cuenta')).toBeVisible();
});
