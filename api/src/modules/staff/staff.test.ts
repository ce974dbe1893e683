import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { inboxOf, linkIn } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { runTenantCommand } from '../../cli/tenant-command.js';
import { demo, staffCall, staffToken, totpCode, transferOrder } from './staff-test-support.js';
import { sealPlainTotpSecrets, totpVault } from './staff-totp.js';
import { createStaffRepository } from './staff.repository.js';

describe('staff: login, second factor, audiences, roles, invitations', () => {
  let t: TestApp;
  let owner: string;
  let sales: string;
  before(async () => {
    t = await createTestApp();
    owner = await staffToken(t, 'demo-ar', 'owner');
    sales = await staffToken(t, 'demo-ar', 'sales');
  });
  after(() => t.close());

  it('asks an owner for a TOTP code after the password; a code works once', async () => {
    const member = demo('demo-cl', 'owner');
    const login = await staffCall(t, 'demo-cl', undefined, 'POST', '/api/admin/auth/login', {
      email: member.email,
      password: member.password,
    });
    assert.equal(login.statusCode, 200, login.body);
    const { step, accessToken, challenge } = login.json().result;
    assert.equal(step, 'totp');
    assert.equal(accessToken, null);
    const wrong = await staffCall(
      t,
      'demo-cl',
      undefined,
      'POST',
      '/api/admin/auth/second-factor',
      { challenge, code: '000000' },
    );
    assert.equal(wrong.statusCode, 422);
    assert.match(wrong.json().error.message, /código no es correcto/);
    const code = await totpCode(member.totpSecret!);
    const right = await staffCall(
      t,
      'demo-cl',
      undefined,
      'POST',
      '/api/admin/auth/second-factor',
      { challenge, code },
    );
    assert.equal(right.statusCode, 200, right.body);
    assert.equal(right.json().result.member.role, 'owner');
    const again = await staffCall(
      t,
      'demo-cl',
      undefined,
      'POST',
      '/api/admin/auth/second-factor',
      { challenge, code },
    );
    assert.equal(again.statusCode, 422, 'the same code twice');
  });

  it('refuses a wrong password in Spanish and brakes the fifth on, like the buyers', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        headers: apiHeaders('demo-ar'),
        remoteAddress: ip,
        payload: { email: demo('demo-ar', 'sales').email, password: 'no-es-la-clave' },
      });
      statuses.push(res.statusCode);
    }
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429]);
  });

  it('never opens a staff route with a buyer token, nor a buyer route with a staff token', async () => {
    const { buyerToken } = await transferOrder(t);
    const asBuyer = await staffCall(t, 'demo-ar', buyerToken, 'GET', '/api/admin/orders');
    assert.equal(asBuyer.statusCode, 401);
    assert.match(asBuyer.json().error.message, /sesión/);
    const asStaff = await staffCall(
      t,
      'demo-ar',
      owner,
      'GET',
      '/api/services/app/Orders/GetOrders',
    );
    assert.equal(asStaff.statusCode, 401);
    const elsewhere = await staffCall(t, 'demo-cl', owner, 'GET', '/api/admin/orders');
    assert.equal(elsewhere.statusCode, 401);
    assert.equal(
      (await staffCall(t, 'demo-ar', undefined, 'GET', '/api/admin/dashboard')).statusCode,
      401,
    );
  });

  it('gives each role its rights, with a Spanish 403 for the rest', async () => {
    const invite = await staffCall(t, 'demo-ar', sales, 'POST', '/api/admin/staff', {
      email: 'x@promosur.com.ar',
      role: 'sales',
    });
    assert.equal(invite.statusCode, 403);
    assert.match(invite.json().error.message, /Tu rol «Ventas» no tiene permiso/);
    assert.equal((await staffCall(t, 'demo-ar', sales, 'GET', '/api/admin/audit')).statusCode, 403);
    assert.equal(
      (await staffCall(t, 'demo-ar', sales, 'GET', '/api/admin/orders')).statusCode,
      200,
    );
    assert.equal((await staffCall(t, 'demo-ar', owner, 'GET', '/api/admin/staff')).statusCode, 200);
  });

  it('invites a production member by e-mail (72 hours); the link logs them in once', async () => {
    const email = 'taller@promosur.com.ar';
    const res = await staffCall(t, 'demo-ar', owner, 'POST', '/api/admin/staff', {
      email,
      name: 'Taller',
      role: 'production',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.member.status, 'invited');
    const [mail] = await inboxOf(t, email);
    assert.ok(mail, 'the invitation e-mail');
    const link = linkIn(mail, '/demo-ar/admin/invitation');
    const code = link.searchParams.get('code')!;
    const weak = await staffCall(
      t,
      'demo-ar',
      undefined,
      'POST',
      '/api/admin/auth/accept-invitation',
      { code, password: '123' },
    );
    assert.equal(weak.statusCode, 422);
    const accepted = await staffCall(
      t,
      'demo-ar',
      undefined,
      'POST',
      '/api/admin/auth/accept-invitation',
      { code, password: 'Taller-Seguro-2026' },
    );
    assert.equal(accepted.statusCode, 200, accepted.body);
    const production = accepted.json().result.accessToken as string;
    assert.equal(accepted.json().result.member.role, 'production');
    const twice = await staffCall(
      t,
      'demo-ar',
      undefined,
      'POST',
      '/api/admin/auth/accept-invitation',
      { code, password: 'Taller-Seguro-2026' },
    );
    assert.equal(twice.statusCode, 422);

    const { id } = await transferOrder(t);
    const pay = await staffCall(
      t,
      'demo-ar',
      production,
      'POST',
      `/api/admin/orders/${id}/payments`,
      {
        method: 'TRF',
        amount: '1',
        paidOn: '2026-01-02',
        bank: 'Banco Nación',
        reference: 'X',
        version: 0,
      },
    );
    assert.equal(pay.statusCode, 403);
    assert.match(pay.json().error.message, /«Producción»/);

    // Removed: the token stops at the next request.
    const memberId = res.json().result.member.id as number;
    assert.equal(
      (await staffCall(t, 'demo-ar', owner, 'DELETE', `/api/admin/staff/${memberId}`)).statusCode,
      200,
    );
    assert.equal(
      (await staffCall(t, 'demo-ar', production, 'GET', '/api/admin/dashboard')).statusCode,
      401,
    );
  });

  it('npm run tenant -- owner: prints an invitation; the owner sets up TOTP and gets recovery codes', async () => {
    const out = await runTenantCommand(['owner', 'demo-cl', 'nueva.duena@andesmerch.cl'], t.app);
    const link = new URL(/https?:\/\/\S+/.exec(out)![0]);
    assert.equal(link.pathname, '/demo-cl/admin/invitation');
    const accepted = await staffCall(
      t,
      'demo-cl',
      undefined,
      'POST',
      '/api/admin/auth/accept-invitation',
      { code: link.searchParams.get('code'), password: 'Cordillera-Clave-2026' },
    );
    assert.equal(accepted.statusCode, 200, accepted.body);
    const setup = accepted.json().result;
    assert.equal(setup.step, 'totp-setup');
    assert.match(setup.otpauthUri, /^otpauth:\/\/totp\//);
    const done = await staffCall(t, 'demo-cl', undefined, 'POST', '/api/admin/auth/second-factor', {
      challenge: setup.challenge,
      code: await totpCode(setup.totpSecret),
    });
    assert.equal(done.statusCode, 200, done.body);
    const codes = done.json().result.recoveryCodes as string[];
    assert.equal(codes.length, 10);
    const { totp_secret: stored } = await t.db
      .selectFrom('staff_members')
      .select('totp_secret')
      .where('email', '=', 'nueva.duena@andesmerch.cl')
      .executeTakeFirstOrThrow();
    assert.ok(!stored!.includes(setup.totpSecret), 'the secret is not stored in clear');

    const login = await staffCall(t, 'demo-cl', undefined, 'POST', '/api/admin/auth/login', {
      email: 'nueva.duena@andesmerch.cl',
      password: 'Cordillera-Clave-2026',
    });
    const { challenge } = login.json().result;
    const recovered = await staffCall(
      t,
      'demo-cl',
      undefined,
      'POST',
      '/api/admin/auth/second-factor',
      { challenge, code: codes[0] },
    );
    assert.equal(recovered.statusCode, 200, recovered.body);
    const reused = await staffCall(
      t,
      'demo-cl',
      undefined,
      'POST',
      '/api/admin/auth/second-factor',
      { challenge, code: codes[0] },
    );
    assert.equal(reused.statusCode, 422);
    await assert.rejects(
      runTenantCommand(['owner', 'no-existe', 'a@b.cl'], t.app),
      /No existe la tienda/,
    );
  });

  it('a secret stored in clear before sealing still opens, and is sealed when the app starts', async () => {
    const member = demo('demo-ar', 'owner');
    await t.db
      .updateTable('staff_members')
      .set({ totp_secret: member.totpSecret })
      .where('email', '=', member.email)
      .execute();
    const vault = totpVault(t.app.config.tenantSecretsKey);
    const repository = createStaffRepository(t.db);
    assert.equal(await sealPlainTotpSecrets(repository, vault), 1);
    const row = await repository.byEmail(
      (await t.app.tenants.getByName('demo-ar'))!.id,
      member.email,
    );
    assert.notEqual(row!.totp_secret, member.totpSecret);
    assert.equal(vault.open(row!.totp_secret!), member.totpSecret);
    assert.equal(await sealPlainTotpSecrets(repository, vault), 0, 'once');
    assert.equal(
      vault.open(member.totpSecret!),
      member.totpSecret,
      'a secret in clear opens as it is',
    );
  });
});
