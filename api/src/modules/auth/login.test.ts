import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { freshIp, get, loggedIn, login, post } from '../../test/auth-support.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_BUYERS } from './auth.seed.js';
import { ACCESS_TOKEN_SECONDS } from './login-sessions.js';
import { LOGIN_LOCK } from './login-throttle.js';

const [AR, CL] = DEMO_BUYERS;
const WRONG = 'El correo electrónico o la contraseña no son correctos.';

describe('TokenAuth/Authenticate', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('logs the demo buyer in: canLogin, tokens bound to the tenant, and the user fields', async () => {
    const res = await login(t, 'demo-ar', AR.email, AR.password);
    assert.equal(res.statusCode, 200);
    const result = res.json().result;
    assert.equal(result.canLogin, true);
    assert.equal(result.email, AR.email);
    assert.equal(result.fullName, AR.fullName);
    assert.equal(result.phoneNumber, AR.phoneNumber);
    assert.equal(result.company, AR.company);
    assert.equal(result.expireInSeconds, ACCESS_TOKEN_SECONDS);

    const access = await t.app.tokens.verify(result.accessToken, 'access');
    assert.equal(access.tenant, 'demo-ar');
    assert.equal(access.role, 'user');
    assert.equal(access.userId, result.userId);
    assert.equal(access.subject, `user:${result.userId}`);
    assert.equal(access.expiresAt - access.issuedAt, 15 * 60);
    const refresh = await t.app.tokens.verify(result.refreshToken, 'refresh');
    assert.equal(refresh.sessionId, access.sessionId);
  });

  it('accepts the e-mail in any case and with the spec flag left out', async () => {
    const res = await post(t, 'demo-ar', 'TokenAuth/Authenticate', {
      email: AR.email.toUpperCase(),
      password: AR.password,
    });
    assert.equal(res.json().result.canLogin, true);
  });

  it("keeps each tenant's accounts apart: the same credentials fail on the other tenant", async () => {
    const res = await login(t, 'demo-cl', AR.email, AR.password);
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().error.message, WRONG);
    assert.equal((await login(t, 'demo-cl', CL.email, CL.password)).statusCode, 200);
  });

  it("refuses a user's token on the other tenant", async () => {
    const { accessToken } = await loggedIn(t, 'demo-ar', AR.email, AR.password);
    const res = await get(t, 'demo-cl', '/api/TokenAuth/LogOut', accessToken);
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error.message, 'Tu sesión no corresponde a esta tienda.');
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login(t, 'demo-ar', AR.email, 'not-the-password');
    const unknown = await login(t, 'demo-ar', 'nadie@promosur.com.ar', 'not-the-password');
    for (const res of [wrong, unknown]) {
      assert.equal(res.statusCode, 422);
      assert.equal(res.json().error.message, WRONG);
      assert.equal(res.json().result, null);
    }
  });

  it('brakes an address guessing an account, ever longer, in Spanish with Retry-After; the buyer still logs in from elsewhere', async () => {
    const email = CL.email;
    const attacker = freshIp();
    for (let i = 0; i < LOGIN_LOCK.failures; i += 1)
      assert.equal(
        (await login(t, 'demo-cl', email, `guess-${i}-password`, attacker)).statusCode,
        422,
      );
    // The guessing address waits, even with the right password.
    const locked = await login(t, 'demo-cl', email, CL.password, attacker);
    assert.equal(locked.statusCode, 429);
    assert.equal(
      locked.json().error.message,
      'Hubo demasiados intentos fallidos con esta cuenta. Espera unos minutos o restablece tu contraseña.',
    );
    const firstWait = Number(locked.headers['retry-after']);
    assert.ok(
      firstWait > 0 && firstWait <= LOGIN_LOCK.firstDelayMs / 1000,
      `Retry-After ${firstWait}`,
    );
    // The buyer, from their own address, is not locked out.
    assert.equal((await login(t, 'demo-cl', email, CL.password, freshIp())).statusCode, 200);

    // After the wait the attacker may try again; another wrong password doubles the wait.
    const past = (ms: number) =>
      t.app.db
        .updateTable('auth_login_failures')
        .set({ failed_at: new Date(Date.now() - ms).toISOString() })
        .where('address', '=', attacker)
        .execute();
    await past(LOGIN_LOCK.firstDelayMs + 1000);
    assert.equal(
      (await login(t, 'demo-cl', email, 'guess-again-password', attacker)).statusCode,
      422,
    );
    const longer = await login(t, 'demo-cl', email, CL.password, attacker);
    assert.equal(longer.statusCode, 429);
    const secondWait = Number(longer.headers['retry-after']);
    assert.ok(
      secondWait > firstWait && secondWait <= (2 * LOGIN_LOCK.firstDelayMs) / 1000,
      `Retry-After ${secondWait}`,
    );

    // Unknown e-mails are braked the same way: the brake does not reveal which accounts exist.
    const other = freshIp();
    for (let i = 0; i < LOGIN_LOCK.failures; i += 1)
      await login(t, 'demo-cl', 'nadie@andesmerch.cl', `x-${i}-password`, other);
    assert.equal(
      (await login(t, 'demo-cl', 'nadie@andesmerch.cl', 'whatever-password', other)).statusCode,
      429,
    );
    // Once the window has passed the right password works again from the guessing address.
    await past(LOGIN_LOCK.windowMs + 60_000);
    assert.equal((await login(t, 'demo-cl', email, CL.password, attacker)).statusCode, 200);
  });

  it('throttles one address trying many accounts: 30 a minute, then 429 in Spanish', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1)
      assert.equal(
        (await login(t, 'demo-ar', `persona${i}@example.com`, 'some-password-1', ip)).statusCode,
        422,
      );
    const refused = await login(t, 'demo-ar', AR.email, AR.password, ip);
    assert.equal(refused.statusCode, 429);
    assert.equal(
      refused.json().error.message,
      'Hiciste demasiados intentos. Esperá un momento y volvé a intentar.',
    );
  });

  it('refuses bad input with a Spanish message naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ password: 'x' }, 'email', 'El campo "email" es obligatorio.'],
      [
        { email: 'no-es-un-correo', password: 'x' },
        'email',
        'El campo "email" no tiene un formato válido.',
      ],
      [
        { email: 'ana@correo.c', password: 'x' },
        'email',
        'El campo "email" no tiene un formato válido.',
      ],
      [{ email: AR.email }, 'password', 'El campo "password" es obligatorio.'],
      [
        { email: AR.email, password: 'x'.repeat(257) },
        'password',
        'El campo "password" admite como máximo 256 caracteres.',
      ],
      [
        { email: AR.email, password: AR.password, admin: true },
        'admin',
        'El campo "admin" no está permitido.',
      ],
      [
        { email: AR.email, password: AR.password, isEcommerceClient: 'yes' },
        'isEcommerceClient',
        'El campo "isEcommerceClient" debe ser verdadero o falso.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(t, 'demo-ar', 'TokenAuth/Authenticate', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().error.field, field);
      assert.equal(res.json().error.message, message);
    }
  });

  it('refuses a login that says it is not from a shop client', async () => {
    const res = await post(t, 'demo-ar', 'TokenAuth/Authenticate', {
      email: AR.email,
      password: AR.password,
      isEcommerceClient: false,
    });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().error.message, 'Este ingreso es solo para clientes de la tienda.');
  });
});
