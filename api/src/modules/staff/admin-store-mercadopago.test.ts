import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { assertOwnerOnly } from './owner-only-test-support.js';
import { staffCall, staffToken } from './staff-test-support.js';

// Mercado Pago's formats, made-up values.
const ACCESS_TOKEN = 'APP_USR-1234567890123456-112233-0123456789abcdef0123456789abcdef-987654321';
const PUBLIC_KEY = 'APP_USR-0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b';
const WEBHOOK_SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const OTHER_TOKEN = 'APP_USR-1234567890123456-112233-ffffffffffffffffffffffffffffffff-987654321';

interface State {
  value: Record<
    'accessToken' | 'publicKey' | 'webhookSecret',
    { set: boolean; last4: string | null; updatedAt: string | null; updatedBy: string | null }
  > & { cardMode: string };
  revision: string;
}

describe('/api/admin/store/mercadopago: the credentials, write-only, by the owner alone', () => {
  let t: TestApp;
  let server: Server;
  let owner: string;
  /** The Mercado Pago double's `GET /users/me`: who each token is, as Mercado Pago answers. */
  const accounts = new Map([
    [ACCESS_TOKEN, { id: 987654321, nickname: 'PROMOSUR', site_id: 'MLA' }],
    [OTHER_TOKEN, { id: 555, nickname: 'ANDES', site_id: 'MLC' }],
  ]);
  const asked: string[] = [];

  const call = (method: 'GET' | 'PUT' | 'POST', url = '', payload?: object, token = owner) =>
    staffCall(t, 'demo-ar', token, method, `/api/admin/store/mercadopago${url}`, payload);
  const read = async (): Promise<State> => (await call('GET')).json().result;
  const save = (value: Record<string, string>, revision: string, token = owner) =>
    call(
      'PUT',
      '',
      {
        value: { accessToken: '', publicKey: '', webhookSecret: '', ...value },
        revision,
      },
      token,
    );
  const paymentCodes = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/services/app/Orders/GetPaymentMethods',
        headers: apiHeaders('demo-ar'),
      })
    )
      .json()
      .result.map((m: { code: string }) => m.code);

  before(async () => {
    server = createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      response.setHeader('content-type', 'application/json');
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const account = request.url === '/users/me' ? accounts.get(token) : undefined;
      if (!account) response.statusCode = 401;
      response.end(JSON.stringify(account ?? { message: 'invalid_token', status: 401 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ env: { MERCADOPAGO_API_URL: local } });
    owner = await staffToken(t, 'demo-ar', 'owner');
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('starts with nothing saved: the demo store takes cards through the sandbox', async () => {
    const state = await read();
    assert.deepEqual(state.value.accessToken, {
      set: false,
      last4: null,
      updatedAt: null,
      updatedBy: null,
    });
    assert.equal(state.value.cardMode, 'sandbox');
    const check = await call('POST', '/check');
    assert.equal(check.statusCode, 422, check.body);
    assert.equal(
      check.json().error.message,
      'Todavía no hay un token de acceso guardado: guárdelo y pruebe de nuevo.',
    );
    assert.deepEqual(asked, []);
  });

  it('is the owner’s alone: every other role gets a 403 in Spanish and nothing changes', async () => {
    const opened = await read();
    await assertOwnerOnly(t, 'demo-ar', [
      (token) => call('GET', '', undefined, token),
      (token) => save({ accessToken: ACCESS_TOKEN }, opened.revision, token),
      (token) => call('POST', '/check', undefined, token),
    ]);
    assert.deepEqual(await read(), opened);
  });

  it('refuses credentials in a wrong format on their field, in Spanish, and saves nothing', async () => {
    const opened = await read();
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ accessToken: 'mi-token' }, 'accessToken', /^El token de acceso empieza con APP_USR-/],
      [{ publicKey: 'APP_USR-123' }, 'publicKey', /^La clave pública empieza con APP_USR-/],
      [{ webhookSecret: 'corta' }, 'webhookSecret', /^La clave secreta de las notificaciones/],
      [{}, 'accessToken', /^Escriba al menos una credencial nueva/],
      [
        { accessToken: ACCESS_TOKEN, publicKey: PUBLIC_KEY.replace('APP_USR', 'TEST') },
        'publicKey',
        /los dos de prueba \(TEST-\) o los dos de producción/,
      ],
    ];
    for (const [value, field, message] of cases) {
      const res = await save(value, opened.revision);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error.field, field);
      assert.match(res.json().error.message, message);
    }
    assert.deepEqual(await read(), opened);
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    const names = await t.app.tenantSecrets.names(ar.id);
    assert.deepEqual(
      names.filter((name) => name.startsWith('mercadoPago')),
      [],
    );
  });

  it('saves them sealed, shows only the last 4, who and when, and never sends a value back', async () => {
    const opened = await read();
    const res = await save(
      { accessToken: ` ${ACCESS_TOKEN} `, publicKey: PUBLIC_KEY, webhookSecret: WEBHOOK_SECRET },
      opened.revision,
    );
    assert.equal(res.statusCode, 200, res.body);
    for (const secret of [ACCESS_TOKEN, PUBLIC_KEY, WEBHOOK_SECRET, ACCESS_TOKEN.slice(8, 30)])
      assert.ok(!res.body.includes(secret), 'no credential in the answer');
    const saved: State = res.json().result;
    assert.equal(saved.value.accessToken.last4, '4321');
    assert.equal(saved.value.publicKey.last4, '4a5b');
    assert.equal(saved.value.webhookSecret.last4, '8f90');
    assert.equal(saved.value.accessToken.updatedBy, 'duenio@promosur.com.ar');
    assert.ok(saved.value.accessToken.updatedAt);
    // The payments module reads them as it reads the terminal's, and the sandbox is off.
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    assert.deepEqual(await t.app.tenantSecrets.mercadoPago(ar.id), {
      accessToken: ACCESS_TOKEN,
      webhookSecret: WEBHOOK_SECRET,
    });
    assert.equal(saved.value.cardMode, 'mercadopago');
    assert.deepEqual(await paymentCodes(), ['MP', 'TRF', 'CHQ']);

    const audit = await staffCall(
      t,
      'demo-ar',
      owner,
      'GET',
      '/api/admin/audit?q=store%3Amercadopago',
    );
    assert.ok(!audit.body.includes(ACCESS_TOKEN) && !audit.body.includes(WEBHOOK_SECRET));
    const [entry] = audit.json().result.items as {
      action: string;
      before: State['value'];
      after: State['value'];
    }[];
    assert.equal(entry?.action, 'store.mercadopago.saved');
    assert.equal(entry?.before.accessToken.set, false);
    assert.equal(entry?.after.accessToken.last4, '4321');

    // A page opened before that save is told so; an empty field keeps what is saved.
    const stale = await save({ accessToken: OTHER_TOKEN }, opened.revision);
    assert.equal(stale.statusCode, 409, stale.body);
    assert.equal(
      stale.json().error.message,
      'Otra persona cambió las credenciales mientras tanto. Se muestran los actuales: revíselos y guarde de nuevo.',
    );
    assert.equal((await t.app.tenantSecrets.mercadoPago(ar.id))?.accessToken, ACCESS_TOKEN);
  });

  it('«Probar conexión» asks the configured Mercado Pago API about the saved token', async () => {
    const ok = await call('POST', '/check');
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(
      ok.json().result.message,
      'Conexión correcta: Mercado Pago reconoce la cuenta PROMOSUR (número 987654321).',
    );
    assert.equal(asked.at(-1), 'GET /users/me');

    const other = await save({ accessToken: OTHER_TOKEN }, (await read()).revision);
    assert.equal(other.statusCode, 200, other.body);
    const foreign = await call('POST', '/check');
    assert.equal(foreign.statusCode, 422, foreign.body);
    assert.match(foreign.json().error.message, /de otro país \(MLC\)/);

    accounts.delete(OTHER_TOKEN);
    const refused = await call('POST', '/check');
    assert.equal(refused.statusCode, 422, refused.body);
    assert.match(
      refused.json().error.message,
      /^Mercado Pago no aceptó el token de acceso guardado \(respondió 401\)/,
    );
  });
});
