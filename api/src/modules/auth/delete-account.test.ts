import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { inboxOf, linkIn, loggedIn, login, post } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { PERSONAL_DATA_SERVICES } from './personal-data.js';

const PASSWORD = 'Tazas-personalizadas-2026';

/**
 * Spies in the place of each module that keeps per-user data (favourites, saved carts, orders):
 * on the real service where the module exists, a stand-in where it does not exist yet.
 */
function standInHolders(
  t: TestApp,
  forget: (name: string, tenantId: number, userId: number) => void,
) {
  const services = t.app as unknown as Record<string, object | undefined>;
  for (const name of PERSONAL_DATA_SERVICES) {
    const forgetUser = async (tenantId: number, userId: number) => forget(name, tenantId, userId);
    const service = services[name];
    if (service) Object.assign(service, { forgetUser });
    else t.app.decorate(name as never, { forgetUser } as never);
  }
}

describe('Account/DeleteAccount', () => {
  let t: TestApp;
  const forgotten: string[] = [];
  before(async () => {
    t = await createTestApp();
    standInHolders(t, (name, tenantId, userId) => {
      forgotten.push(`${name}:${tenantId}:${userId}`);
    });
  });
  after(() => t.close());

  /** A new active account of demo-ar, logged in. */
  async function buyer(email: string) {
    await post(t, 'demo-ar', 'Account/RegisterUser', {
      name: 'Carla Díaz',
      email,
      password: PASSWORD,
      company: 'Díaz SRL',
      phoneNumber: '+54 351 555-0000',
    });
    const link = linkIn((await inboxOf(t, email))[0]!, '/demo-ar/auth/activate');
    await post(t, 'demo-ar', 'Account/ValidateCodeAuth', {
      userId: Number(link.searchParams.get('userId')),
      confirmationToken: link.searchParams.get('confirmationToken'),
    });
    return loggedIn(t, 'demo-ar', email, PASSWORD);
  }
  const remove = (token: string, query: string, tenant = 'demo-ar') =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/services/app/Account/DeleteAccount?${query}`,
      headers: apiHeaders(tenant, token),
    });

  it('removes the personal data, keeps an anonymous row for orders, and ends every session', async () => {
    const email = 'carla@diaz.com.ar';
    const session = await buyer(email);
    const tenantId = (await t.app.tenants.getByName('demo-ar'))!.id;
    const res = await remove(
      session.accessToken,
      `Email=${encodeURIComponent(email)}&UserId=${session.userId}`,
    );
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().result, { accepted: true });

    assert.deepEqual(
      forgotten,
      PERSONAL_DATA_SERVICES.map((name) => `${name}:${tenantId}:${session.userId}`),
    );
    const row = await t.db
      .selectFrom('auth_users')
      .selectAll()
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      {
        email: row.email,
        name: row.full_name,
        phone: row.phone_number,
        company: row.company,
        hash: row.password_hash,
        status: row.status,
      },
      { email: null, name: '', phone: null, company: null, hash: null, status: 'deleted' },
    );
    for (const table of ['auth_sessions', 'auth_email_codes', 'auth_external_logins'] as const) {
      const left = await t.db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', session.userId)
        .execute();
      assert.deepEqual(left, [], table);
    }
    assert.deepEqual(
      await t.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute(),
      [],
    );

    assert.equal(
      (await remove(session.accessToken, `Email=${email}&UserId=${session.userId}`)).statusCode,
      401,
    );
    assert.equal(
      (
        await post(t, 'demo-ar', '/api/TokenAuth/RefreshToken', {
          refreshToken: session.refreshToken,
        })
      ).statusCode,
      401,
    );
    assert.equal((await login(t, 'demo-ar', email, PASSWORD)).statusCode, 422);
    // The address is free again: it may open a new account.
    const again = await buyer(email);
    assert.notEqual(again.userId, session.userId);
  });

  it("refuses another buyer's id or e-mail with 404, and deletes nothing", async () => {
    const mine = await buyer('uno@example.com');
    const theirs = await buyer('dos@example.com');
    const attempts = [
      `Email=dos@example.com&UserId=${theirs.userId}`,
      `Email=uno@example.com&UserId=${theirs.userId}`,
      `Email=dos@example.com&UserId=${mine.userId}`,
    ];
    for (const query of attempts) {
      const res = await remove(mine.accessToken, query);
      assert.equal(res.statusCode, 404, query);
      assert.equal(res.json().error.message, 'Los datos no corresponden a tu cuenta.');
    }
    assert.equal((await login(t, 'demo-ar', 'uno@example.com', PASSWORD)).statusCode, 200);
    assert.equal((await login(t, 'demo-ar', 'dos@example.com', PASSWORD)).statusCode, 200);
  });

  it('refuses bad input in Spanish and callers who are not that buyer', async () => {
    const mine = await buyer('tres@example.com');
    const bad = await remove(mine.accessToken, 'Email=tres@example.com&UserId=uno');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error.message, 'El campo "UserId" debe ser un número entero.');
    const missing = await remove(mine.accessToken, `UserId=${mine.userId}`);
    assert.equal(missing.json().error.message, 'El campo "Email" es obligatorio.');
    const guest = (
      await t.app.inject({
        method: 'GET',
        url: '/api/TokenAuth/GetAccess',
        headers: apiHeaders('demo-ar'),
      })
    ).json().result.accessToken;
    assert.equal(
      (await remove(guest, `Email=tres@example.com&UserId=${mine.userId}`)).statusCode,
      401,
    );
    assert.equal(
      (await remove(mine.accessToken, `Email=tres@example.com&UserId=${mine.userId}`, 'demo-cl'))
        .statusCode,
      401,
    );
    assert.equal((await login(t, 'demo-ar', 'tres@example.com', PASSWORD)).statusCode, 200);
  });

  it('keeps the account when a module fails to forget, so the deletion can be retried', async () => {
    const failing = await createTestApp();
    try {
      standInHolders(failing, (name) => {
        if (name === 'cart') throw new Error('cart store down');
      });
      const session = await loggedIn(
        failing,
        'demo-ar',
        'comprador@promosur.com.ar',
        'PromoSur-2026',
      );
      const res = await failing.app.inject({
        method: 'DELETE',
        url: `/api/services/app/Account/DeleteAccount?Email=comprador@promosur.com.ar&UserId=${session.userId}`,
        headers: apiHeaders('demo-ar', session.accessToken),
      });
      assert.equal(res.statusCode, 500);
      assert.equal(
        (await login(failing, 'demo-ar', 'comprador@promosur.com.ar', 'PromoSur-2026')).statusCode,
        200,
      );
    } finally {
      await failing.close();
    }
  });
});
