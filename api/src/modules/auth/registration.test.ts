import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { inboxOf, linkIn, login, post } from '../../test/auth-support.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_BUYERS } from './auth.seed.js';

const [AR] = DEMO_BUYERS;
const PASSWORD = 'Lapiceras-con-logo-2026';

describe('registration and activation', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const register = (tenant: string, body: Record<string, unknown>) =>
    post(t, tenant, 'Account/RegisterUser', { isEcommerceClient: true, ...body });
  const activate = (tenant: string, link: URL) =>
    post(t, tenant, 'Account/ValidateCodeAuth', {
      userId: Number(link.searchParams.get('userId')),
      confirmationToken: link.searchParams.get('confirmationToken'),
    });
  const userCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('auth_users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('registers, e-mails a branded Spanish activation link, and logs in only after activation', async () => {
    const email = 'lucia@estudio.com.ar';
    const res = await register('demo-ar', {
      name: 'Lucía Pérez',
      email,
      password: PASSWORD,
      company: 'Estudio P',
      phoneNumber: '+54 11 4444-1234',
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().result, { accepted: true });

    const [mail] = await inboxOf(t, email);
    assert.ok(mail);
    assert.equal(mail.subject, 'Activá tu cuenta de Promo Sur');
    assert.match(mail.from, /Promo Sur/);
    assert.match(mail.text, /Hola, Lucía Pérez:/);
    assert.match(mail.html ?? '', /#1b3a8c|rgb/i, 'in the tenant colour');
    assert.match(mail.html ?? '', /tenant-assets\/demo-ar\/logo\.svg/);
    const link = linkIn(mail, '/demo-ar/auth/activate');

    const before = await login(t, 'demo-ar', email, PASSWORD);
    assert.equal(before.statusCode, 200);
    assert.equal(before.json().result.canLogin, false);
    assert.equal(before.json().result.accessToken, null);

    const activated = await activate('demo-ar', link);
    assert.equal(activated.statusCode, 200);
    assert.deepEqual(activated.json().result, { canLogin: true });
    const after = (await login(t, 'demo-ar', email, PASSWORD)).json().result;
    assert.equal(after.canLogin, true);
    assert.equal(after.fullName, 'Lucía Pérez');
    assert.equal(after.company, 'Estudio P');
    // Clicking the link again only confirms.
    assert.deepEqual((await activate('demo-ar', link)).json().result, { canLogin: true });
  });

  it('writes to Chilean buyers in Chilean Spanish, with their store', async () => {
    const email = 'pedro@vina.cl';
    await register('demo-cl', { name: 'Pedro Soto', email, password: PASSWORD });
    const [mail] = await inboxOf(t, email);
    assert.equal(mail?.subject, 'Activa tu cuenta de Andes Merch');
    assert.match(mail?.text ?? '', /confirma tu correo/);
    linkIn(mail!, '/demo-cl/auth/activate');
  });

  it('refuses a wrong, foreign or tampered activation code and changes nothing', async () => {
    const email = 'tomas@agencia.com.ar';
    await register('demo-ar', { name: 'Tomás', email, password: PASSWORD });
    const link = linkIn((await inboxOf(t, email))[0]!, '/demo-ar/auth/activate');
    const userId = Number(link.searchParams.get('userId'));
    const attempts = [
      ['demo-ar', { userId, confirmationToken: 'x'.repeat(43) }],
      ['demo-cl', { userId, confirmationToken: link.searchParams.get('confirmationToken') }],
      [
        'demo-ar',
        { userId: userId + 1000, confirmationToken: link.searchParams.get('confirmationToken') },
      ],
    ] as const;
    for (const [tenant, body] of attempts) {
      const res = await post(t, tenant, 'Account/ValidateCodeAuth', body);
      assert.equal(res.statusCode, 422);
      assert.match(res.json().error.message, /^El enlace de activación no es válido o ya venció\./);
    }
    assert.equal((await login(t, 'demo-ar', email, PASSWORD)).json().result.canLogin, false);
    const bad = await post(t, 'demo-ar', 'Account/ValidateCodeAuth', {
      userId: 'uno',
      confirmationToken: 'x',
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error.field, 'userId');
  });

  it('answers an existing account the same way, tells its owner by e-mail, and changes nothing', async () => {
    const res = await register('demo-ar', {
      name: 'Intruso',
      email: AR.email,
      password: 'otra-clave-larga-1',
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().result, { accepted: true });
    const [mail] = await inboxOf(t, AR.email);
    assert.equal(mail?.subject, 'Ya tenés una cuenta en Promo Sur');
    assert.equal(
      (await login(t, 'demo-ar', AR.email, AR.password)).json().result.fullName,
      AR.fullName,
    );
    assert.equal((await login(t, 'demo-ar', AR.email, 'otra-clave-larga-1')).statusCode, 422);
  });

  it('lets a pending account register again with new details and a new link', async () => {
    const email = 'repite@example.com';
    await register('demo-ar', { name: 'Primera', email, password: PASSWORD });
    await register('demo-ar', { name: 'Segunda', email, password: 'nueva-clave-larga-2' });
    // Both mails can be in one outbox round, sent side by side, so the sink may receive the
    // second first: each is told by its greeting, as the buyer would read it.
    const mails = await inboxOf(t, email);
    assert.equal(mails.length, 2);
    const first = mails.find((mail) => /Hola, Primera:/.test(mail.text));
    const latest = mails.find((mail) => /Hola, Segunda:/.test(mail.text));
    assert.ok(first && latest, 'one mail greets each registration');
    assert.equal(
      (await activate('demo-ar', linkIn(first, '/demo-ar/auth/activate'))).statusCode,
      422,
    );
    assert.equal(
      (await activate('demo-ar', linkIn(latest, '/demo-ar/auth/activate'))).statusCode,
      200,
    );
    assert.equal(
      (await login(t, 'demo-ar', email, 'nueva-clave-larga-2')).json().result.canLogin,
      true,
    );
  });

  it('lets the same e-mail have an account in each tenant', async () => {
    const email = 'dos-tiendas@example.com';
    await register('demo-ar', { name: 'Ana AR', email, password: PASSWORD });
    await register('demo-cl', { name: 'Ana CL', email, password: 'otra-clave-larga-3' });
    const mails = await inboxOf(t, email);
    assert.deepEqual(mails.map((m) => m.subject).sort(), [
      'Activa tu cuenta de Andes Merch',
      'Activá tu cuenta de Promo Sur',
    ]);
  });

  it('refuses weak passwords and bad fields in Spanish, naming the field, creating nothing', async () => {
    const base = { name: 'Ana', email: 'ana@example.com', password: PASSWORD };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'corta1' }, 'password', 'La contraseña debe tener al menos 8 caracteres.'],
      [
        { password: 'Password123' },
        'password',
        'Esa contraseña es muy común y fácil de adivinar. Elegí otra.',
      ],
      [
        { password: 'contraseña' },
        'password',
        'Esa contraseña es muy común y fácil de adivinar. Elegí otra.',
      ],
      [
        { password: 'ana@example.com' },
        'password',
        'La contraseña no puede ser tu correo electrónico.',
      ],
      [{ name: '   ' }, 'name', 'Ingresá tu nombre.'],
      [{ name: '' }, 'name', 'El campo "name" no puede estar vacío.'],
      [{ email: 'ana@' }, 'email', 'El campo "email" no tiene un formato válido.'],
      // The checkout's rule: a one-letter domain ending is refused here too.
      [{ email: 'ana@correo.c' }, 'email', 'El campo "email" no tiene un formato válido.'],
      [
        { phoneNumber: 'llamame' },
        'phoneNumber',
        'El campo "phoneNumber" no tiene un formato válido.',
      ],
      [
        { company: 'x'.repeat(121) },
        'company',
        'El campo "company" admite como máximo 120 caracteres.',
      ],
    ];
    const count = await userCount();
    for (const [change, field, message] of cases) {
      const res = await register('demo-ar', { ...base, ...change });
      assert.equal(res.statusCode, 400, JSON.stringify(change));
      assert.equal(res.json().error.field, field);
      assert.equal(res.json().error.message, message);
    }
    await t.app.accounts.settled();
    assert.equal(await userCount(), count);
    assert.deepEqual(await inboxOf(t, 'ana@example.com'), []);
  });

  it('accepts long passphrases', async () => {
    const res = await register('demo-ar', {
      name: 'Larga',
      email: 'larga@example.com',
      password: 'una frase bastante larga '.repeat(4),
    });
    assert.equal(res.statusCode, 200);
  });

  it('throttles registrations per address: 10 every 15 minutes, then 429 in Spanish', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 10; i += 1)
      assert.equal(
        (
          await post(
            t,
            'demo-cl',
            'Account/RegisterUser',
            { name: 'X', email: `r${i}@example.com`, password: PASSWORD },
            { ip },
          )
        ).statusCode,
        200,
      );
    const refused = await post(
      t,
      'demo-cl',
      'Account/RegisterUser',
      { name: 'X', email: 'r99@example.com', password: PASSWORD },
      { ip },
    );
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().error.message, /^Hiciste demasiados intentos/);
  });

  it('resends the activation link of a pending account only, answering every e-mail alike', async () => {
    const email = 'reenvio@example.com';
    await register('demo-ar', { name: 'Reenvío', email, password: PASSWORD });
    await inboxOf(t, email);
    for (const address of [email, 'nadie@example.com', AR.email]) {
      const res = await post(t, 'demo-ar', 'Account/SendEmailActivationEcommerceLink', {
        email: address,
        isEcommerceClient: true,
      });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json().result, { accepted: true });
    }
    assert.equal((await inboxOf(t, email)).length, 2);
    assert.deepEqual(await inboxOf(t, 'nadie@example.com'), []);
    assert.equal((await inboxOf(t, AR.email)).filter((m) => /Activá/.test(m.subject)).length, 0);
  });
});

describe('a tenant without registration in the shop', () => {
  it('refuses to create accounts, in Spanish', async () => {
    const t = await createTestApp();
    try {
      const tenant = await t.app.tenants.getByName('demo-ar');
      await t.db
        .updateTable('tenants')
        .set({ settings_json: JSON.stringify({ ...tenant!.settings, registrationInShop: false }) })
        .where('name', '=', 'demo-ar')
        .execute();
      const res = await post(t, 'demo-ar', 'Account/RegisterUser', {
        name: 'Ana',
        email: 'ana@example.com',
        password: PASSWORD,
      });
      assert.equal(res.statusCode, 403);
      assert.equal(
        res.json().error.message,
        'Esta tienda no permite crear cuentas desde el sitio.',
      );
      assert.deepEqual(await inboxOf(t, 'ana@example.com'), []);
    } finally {
      await t.close();
    }
  });
});
