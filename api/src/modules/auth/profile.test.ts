import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { get, inboxOf, loggedIn, login } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_BUYERS } from './auth.seed.js';
import { LOGIN_LOCK } from './login-throttle.js';

const [AR, CL] = DEMO_BUYERS;
const URL = '/api/services/app/Account/UpdateProfile';

describe('Account/UpdateProfile', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp();
    token = (await loggedIn(t, 'demo-ar', AR.email, AR.password)).accessToken;
  });
  after(() => t.close());

  const update = (payload: Record<string, unknown>, as = token, tenant = 'demo-ar') =>
    t.app.inject({ method: 'PUT', url: URL, headers: apiHeaders(tenant, as), payload });
  const profile = {
    name: AR.fullName,
    email: AR.email,
    phoneNumber: AR.phoneNumber,
    company: AR.company,
  };
  /** The buyer's fields as a login answers them. */
  const current = async () => {
    const { email, fullName, phoneNumber, company } = (
      await login(t, 'demo-ar', AR.email, AR.password)
    ).json().result;
    return { email, fullName, phoneNumber, company };
  };

  it("changes the logged-in buyer's name, phone and company", async () => {
    const res = await update({
      ...profile,
      name: '  Martina Sosa Ruiz ',
      phoneNumber: '',
      company: 'Sosa Hnos.',
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().result, {
      userId: res.json().result.userId,
      email: AR.email,
      fullName: 'Martina Sosa Ruiz',
      phoneNumber: null,
      company: 'Sosa Hnos.',
    });
    assert.equal((await current()).company, 'Sosa Hnos.');
  });

  it('refuses bad input in Spanish, naming the field, and changes nothing', async () => {
    const before = await current();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Ingresá tu nombre.'],
      [{ email: 'sin-arroba' }, 'email', 'El campo "email" no tiene un formato válido.'],
      [
        { phoneNumber: '<script>' },
        'phoneNumber',
        'El campo "phoneNumber" no tiene un formato válido.',
      ],
      [{ userId: 99 }, 'userId', 'El campo "userId" no está permitido.'],
      [{ name: 'x'.repeat(121) }, 'name', 'El campo "name" admite como máximo 120 caracteres.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await update({ ...profile, ...change });
      assert.equal(res.statusCode, 400, JSON.stringify(change));
      assert.equal(res.json().error.field, field);
      assert.equal(res.json().error.message, message);
    }
    assert.deepEqual(await current(), before);
  });

  it('refuses an e-mail another account of the tenant uses', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Account/RegisterUser',
      headers: apiHeaders('demo-ar'),
      payload: { name: 'Otra', email: 'otra@promosur.com.ar', password: 'Gorras-con-logo-2026' },
    });
    await t.app.accounts.settled();
    const res = await update({
      ...profile,
      email: 'OTRA@promosur.com.ar',
      currentPassword: AR.password,
    });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().error.field, 'email');
    assert.equal(
      res.json().error.message,
      'Ya hay otra cuenta con ese correo electrónico en esta tienda.',
    );
  });

  it('changes the e-mail with the current password, and tells the old address', async () => {
    const res = await update({
      ...profile,
      email: 'Martina@Estudio-Sosa.com.ar',
      currentPassword: AR.password,
    });
    assert.equal(res.json().result.email, 'martina@estudio-sosa.com.ar');
    const [notice] = await inboxOf(t, AR.email);
    assert.equal(notice?.subject, 'El correo de tu cuenta de Promo Sur cambió');
    assert.match(notice?.text ?? '', /martina@estudio-sosa\.com\.ar/);
    assert.equal(
      (await login(t, 'demo-ar', 'martina@estudio-sosa.com.ar', AR.password)).statusCode,
      200,
    );
    assert.equal((await update({ ...profile, currentPassword: AR.password })).statusCode, 200);
  });

  it('is for logged-in buyers of the tenant only', async () => {
    const guest = (await get(t, 'demo-ar', '/api/TokenAuth/GetAccess')).json().result.accessToken;
    const asGuest = await update(profile, guest);
    assert.equal(asGuest.statusCode, 401);
    assert.equal(asGuest.json().error.message, 'Ingresá con tu cuenta para continuar.');
    assert.equal((await update(profile, token, 'demo-cl')).statusCode, 401);
    assert.equal(
      (
        await t.app.inject({
          method: 'PUT',
          url: URL,
          headers: apiHeaders('demo-ar'),
          payload: profile,
        })
      ).statusCode,
      401,
    );
  });

  it('asks for the current password to change the e-mail, and locks after too many wrong ones', async () => {
    const clToken = (await loggedIn(t, 'demo-cl', CL.email, CL.password)).accessToken;
    const clProfile = { name: CL.fullName, email: 'otro@andesmerch.cl' };
    const change = (currentPassword?: string) =>
      update({ ...clProfile, ...(currentPassword ? { currentPassword } : {}) }, clToken, 'demo-cl');

    const missing = await change();
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(
      [missing.json().error.field, missing.json().error.message],
      ['currentPassword', 'Para cambiar el correo electrónico, ingresa tu contraseña actual.'],
    );
    for (let i = 0; i < LOGIN_LOCK.failures; i += 1) {
      const wrong = await change('no-es-la-contraseña');
      assert.equal(wrong.statusCode, 422);
      assert.deepEqual(
        [wrong.json().error.field, wrong.json().error.message],
        ['currentPassword', 'La contraseña actual no es correcta.'],
      );
    }
    // Braked now, even with the right password: a borrowed session cannot keep guessing, nor log
    // in with a guess from the same address; the buyer's own login elsewhere still works.
    const locked = await change(CL.password);
    assert.equal(locked.statusCode, 429);
    assert.ok(Number(locked.headers['retry-after']) > 0);
    assert.equal((await login(t, 'demo-cl', CL.email, CL.password, '127.0.0.1')).statusCode, 429);
    assert.equal((await login(t, 'demo-cl', CL.email, CL.password)).statusCode, 200);
    assert.equal((await inboxOf(t, CL.email)).length, 0);
  });
});
