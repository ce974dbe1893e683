import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { freshIp, inboxOf, linkIn, loggedIn, login, post } from '../../test/auth-support.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ACCOUNT_ADDRESS_LIMIT } from './account-rate-limit.js';
import { DEMO_BUYERS } from './auth.seed.js';

const [AR, CL] = DEMO_BUYERS;
const NEW_PASSWORD = 'Mochilas-bordadas-2026';
const INVALID = 'El enlace para cambiar la contraseña no es válido o ya venció. Pedí uno nuevo.';

describe('password reset', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const requestReset = (tenant: string, email: string, ip = freshIp()) =>
    post(
      t,
      tenant,
      'Account/SendPasswordResetCodePartner',
      { email, isEcommerceClient: true },
      { ip },
    );
  const reset = (tenant: string, body: Record<string, unknown>) =>
    post(t, tenant, 'Account/ResetPassword', { isEcommerceClient: true, ...body });
  const resetLink = async (email: string) => {
    const [mail] = await inboxOf(t, email);
    assert.ok(mail, `no mail to ${email}`);
    return linkIn(mail, '/auth/reset-password');
  };

  it('answers every e-mail the same way and writes only to accounts that exist', async () => {
    const known = await requestReset('demo-ar', AR.email);
    const unknown = await requestReset('demo-ar', 'nadie@promosur.com.ar');
    for (const res of [known, unknown]) {
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), known.json());
    }
    const [mail] = await inboxOf(t, AR.email);
    assert.equal(mail?.subject, 'Restablecé tu contraseña de Promo Sur');
    const link = linkIn(mail!, '/demo-ar/auth/reset-password');
    assert.equal(link.searchParams.get('email'), AR.email);
    assert.deepEqual(await inboxOf(t, 'nadie@promosur.com.ar'), []);
  });

  /**
   * Runs `during` while another connection holds back every write to the e-mail codes, so that
   * work which writes them cannot finish until `during` has returned. PostgreSQL only:
   * better-sqlite3 waits for a lock synchronously, so a lock held in this same process would
   * stop the process itself.
   */
  async function withCodesHeldBack<T>(during: () => Promise<T>): Promise<T> {
    return t.db.connection().execute(async (other) => {
      await sql`begin`.execute(other);
      await sql`lock table auth_email_codes in exclusive mode`.execute(other);
      try {
        return await during();
      } finally {
        await sql`rollback`.execute(other);
      }
    });
  }

  // The timeout only ends a test that would otherwise wait forever on the held-back work.
  it(
    'answers before doing any work, so the answer cannot tell a known e-mail from an unknown one',
    { timeout: 20_000 },
    async (context) => {
      if (t.config.database.dialect !== 'postgres') return context.skip('PostgreSQL only');
      const codes = async () =>
        Number(
          (
            await t.db
              .selectFrom('auth_email_codes')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirst()
          )?.n ?? 0,
        );
      const before = await codes();
      const answers = await withCodesHeldBack(async () => ({
        known: await requestReset('demo-cl', CL.email),
        unknown: await requestReset('demo-cl', 'nadie@andesmerch.cl'),
        codesWhenAnswered: await codes(),
      }));
      assert.equal(answers.known.statusCode, 200);
      assert.equal(answers.known.body, answers.unknown.body);
      assert.equal(answers.codesWhenAnswered, before);
      // Once let through, the work writes the known account's code and sends its e-mail.
      await t.app.accounts.settled();
      assert.equal(await codes(), before + 1);
      const [mail] = await inboxOf(t, CL.email);
      assert.equal(mail?.subject, 'Restablece tu contraseña de Andes Merch');
    },
  );

  it('sets a new password with the link: the old one stops working and every session ends', async () => {
    const session = await loggedIn(t, 'demo-cl', CL.email, CL.password);
    await requestReset('demo-cl', CL.email);
    const link = await resetLink(CL.email);
    const res = await reset('demo-cl', {
      email: CL.email,
      resetCode: link.searchParams.get('resetCode'),
      password: NEW_PASSWORD,
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().result, { canLogin: true });
    assert.equal((await login(t, 'demo-cl', CL.email, CL.password)).statusCode, 422);
    assert.equal((await login(t, 'demo-cl', CL.email, NEW_PASSWORD)).json().result.canLogin, true);
    const refresh = await post(t, 'demo-cl', '/api/TokenAuth/RefreshToken', {
      refreshToken: session.refreshToken,
    });
    assert.equal(refresh.statusCode, 401);
    // The link works once.
    const again = await reset('demo-cl', {
      email: CL.email,
      resetCode: link.searchParams.get('resetCode'),
      password: 'Otra-clave-mas-2026',
    });
    assert.equal(again.statusCode, 422);
    assert.equal((await login(t, 'demo-cl', CL.email, NEW_PASSWORD)).statusCode, 200);
  });

  it('refuses a wrong, expired, replaced or foreign code, and a weak password, changing nothing', async () => {
    await requestReset('demo-ar', AR.email);
    const first = await resetLink(AR.email);
    await requestReset('demo-ar', AR.email);
    const latest = await resetLink(AR.email);
    const code = latest.searchParams.get('resetCode');
    const refused: [string, Record<string, unknown>, string][] = [
      ['demo-ar', { email: AR.email, resetCode: 'x'.repeat(43), password: NEW_PASSWORD }, INVALID],
      [
        'demo-ar',
        { email: AR.email, resetCode: first.searchParams.get('resetCode'), password: NEW_PASSWORD },
        INVALID,
      ],
      [
        'demo-ar',
        { email: 'otro@promosur.com.ar', resetCode: code, password: NEW_PASSWORD },
        INVALID,
      ],
      [
        'demo-cl',
        { email: AR.email, resetCode: code, password: NEW_PASSWORD },
        'El enlace para cambiar la contraseña no es válido o ya venció. Pide uno nuevo.',
      ],
      [
        'demo-ar',
        { email: AR.email, resetCode: code, password: '12345678' },
        'Esa contraseña es muy común y fácil de adivinar. Elegí otra.',
      ],
    ];
    for (const [tenant, body, message] of refused) {
      const res = await reset(tenant, body);
      assert.ok([400, 422].includes(res.statusCode), JSON.stringify(body));
      assert.equal(res.json().error.message, message);
    }
    await t.db
      .updateTable('auth_email_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const expired = await reset('demo-ar', {
      email: AR.email,
      resetCode: code,
      password: NEW_PASSWORD,
    });
    assert.equal(expired.statusCode, 422);
    assert.equal(expired.json().error.field, 'resetCode');
    assert.equal((await login(t, 'demo-ar', AR.email, AR.password)).json().result.canLogin, true);
  });

  it('refuses bad input in Spanish, naming the field', async () => {
    const res = await reset('demo-ar', { email: AR.email, password: NEW_PASSWORD });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.message, 'El campo "resetCode" es obligatorio.');
    const noEmail = await post(t, 'demo-ar', 'Account/SendPasswordResetCodePartner', {
      isEcommerceClient: true,
    });
    assert.equal(noEmail.json().error.message, 'El campo "email" es obligatorio.');
  });

  it('limits reset requests per e-mail and address together: 5 every 15 minutes, then 429 in Spanish', async () => {
    const office = '192.0.2.77';
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT.max; i += 1)
      assert.equal((await requestReset('demo-ar', 'p0@example.com', office)).statusCode, 200);
    const refused = await requestReset('demo-ar', 'P0@Example.com', office);
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().error.message, /^Hiciste demasiados intentos/);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // Colleagues behind the same address, and the buyer from another one, still get theirs.
    for (let i = 1; i < 8; i += 1)
      assert.equal((await requestReset('demo-ar', `p${i}@example.com`, office)).statusCode, 200);
    assert.equal((await requestReset('demo-ar', 'p0@example.com', freshIp())).statusCode, 200);
  });

  it('limits one address over many e-mails', async () => {
    const ip = '192.0.2.78';
    for (let i = 0; i < t.app.config.accountAddressLimits.accountMail; i += 1)
      assert.equal((await requestReset('demo-ar', `q${i}@example.com`, ip)).statusCode, 200);
    assert.equal((await requestReset('demo-ar', 'otro@example.com', ip)).statusCode, 429);
  });

  it('sends a new activation link instead to an account not yet activated', async () => {
    const email = 'pendiente@example.com';
    await post(t, 'demo-ar', 'Account/RegisterUser', {
      name: 'Pendiente',
      email,
      password: NEW_PASSWORD,
    });
    await requestReset('demo-ar', email);
    const subjects = (await inboxOf(t, email)).map((m) => m.subject);
    assert.deepEqual(subjects, ['Activá tu cuenta de Promo Sur', 'Activá tu cuenta de Promo Sur']);
  });
});
