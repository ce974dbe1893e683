import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { readJsonBody } from '../../test/request-body.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';
import { tandilQuotePayload } from '../shipping/test-shipping-quotes.js';
import { assertOwnerOnly } from './owner-only-test-support.js';
import { staffCall, staffToken } from './staff-test-support.js';

// Made-up credentials in Zippin's shape; the double knows the first pair only.
const API_TOKEN = 'zp-tok-4f9a1c7e2b';
const API_SECRET = 'zp-sec-0d3b8e6a51c9';
const WRONG_SECRET = 'zp-sec-ffffffffffff';

interface State {
  value: {
    account: { accountId: string; originId: string } | null;
    apiToken: { set: boolean; last4: string | null; updatedBy: string | null };
    apiSecret: { set: boolean; last4: string | null; updatedBy: string | null };
    quotesFrom: 'zippin' | 'rate-tables';
  };
  revision: string;
}
type Typed = Partial<Record<'accountId' | 'originId' | 'apiToken' | 'apiSecret', string>> & {
  enabled?: boolean;
};

describe('/api/admin/store/zippin: the store’s Zippin account, its credentials write-only, by the owner alone', () => {
  let t: TestApp;
  let server: Server;
  let owner: string;
  let mug: ProductDetail;
  let tandil: string;
  /** The carriers the checkout offers from the demo store's rate tables (and its pickup). */
  let fromTables: string[] = [];
  /** What the Zippin double received: each quote's Basic credentials and body. */
  const asked: { auth: string | undefined; body: Record<string, unknown> }[] = [];

  const call = (method: 'GET' | 'PUT' | 'POST', url = '', payload?: object, token = owner) =>
    staffCall(t, 'demo-ar', token, method, `/api/admin/store/zippin${url}`, payload);
  const read = async (): Promise<State> => (await call('GET')).json().result;
  const save = (typed: Typed, revision: string, token = owner) =>
    call(
      'PUT',
      '',
      {
        value: {
          enabled: true,
          accountId: '',
          originId: '',
          apiToken: '',
          apiSecret: '',
          ...typed,
        },
        revision,
      },
      token,
    );
  /** The carriers the checkout offers for 2 mugs to Tandil. */
  const checkoutCarriers = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Orders/GetShippingQuote',
      headers: apiHeaders('demo-ar'),
      payload: tandilQuotePayload([simpleItem(mug, variantWithStock(mug, 2), 2)], tandil),
    });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().result.all_results as { carrier: { name: string } }[])
      .map((option) => option.carrier.name)
      .sort();
  };

  before(async () => {
    // A local double of Zippin's quote API: only the right token and secret get options.
    server = createServer(async (request, response) => {
      const auth = request.headers.authorization;
      asked.push({ auth, body: await readJsonBody(request) });
      response.setHeader('content-type', 'application/json');
      if (auth !== `Basic ${Buffer.from(`${API_TOKEN}:${API_SECRET}`).toString('base64')}`) {
        response.statusCode = 401;
        response.end(JSON.stringify({ message: 'Unauthenticated.' }));
        return;
      }
      response.end(
        JSON.stringify({
          all_results: [
            {
              logistic_type: 'crossdock',
              carrier: { id: 208, name: 'Correo Argentino', logo: null },
              service_type: { code: 'standard_delivery', name: 'Entrega a domicilio' },
              delivery_time: { min: 3, max: 6 },
              amounts: { price: 4958.68, price_incl_tax: 6000 },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ env: { ZIPPIN_API_URL: local } });
    owner = await staffToken(t, 'demo-ar', 'owner');
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('starts without an account: the checkout quotes from the rate tables, and the check says what is missing', async () => {
    const state = await read();
    assert.equal(state.value.account, null);
    assert.equal(state.value.apiToken.set, false);
    assert.equal(state.value.quotesFrom, 'rate-tables');
    const check = await call('POST', '/check');
    assert.equal(check.statusCode, 422, check.body);
    assert.equal(
      check.json().error.message,
      'Todavía no hay una cuenta de Zippin guardada con su token y su clave secreta: guárdelos y pruebe de nuevo.',
    );
    fromTables = await checkoutCarriers();
    assert.ok(fromTables.length > 1 && !fromTables.includes('Correo Argentino'));
    assert.deepEqual(asked, []);
  });

  it('is the owner’s alone: every other role gets a 403 in Spanish and nothing changes', async () => {
    const opened = await read();
    await assertOwnerOnly(t, 'demo-ar', [
      (token) => call('GET', '', undefined, token),
      (token) =>
        save(
          { accountId: '4321', originId: '8765', apiToken: API_TOKEN, apiSecret: API_SECRET },
          opened.revision,
          token,
        ),
      (token) => call('POST', '/check', undefined, token),
    ]);
    assert.deepEqual(await read(), opened);
  });

  it('refuses what cannot quote, each on its field in Spanish, and saves nothing', async () => {
    const opened = await read();
    const good = {
      accountId: '4321',
      originId: '8765',
      apiToken: API_TOKEN,
      apiSecret: API_SECRET,
    };
    const cases: [Typed, string, string][] = [
      [
        { ...good, accountId: 'cuenta-1' },
        'accountId',
        'Número de cuenta: solo números, como lo muestra Zippin en «Configuración».',
      ],
      [
        { ...good, originId: '' },
        'originId',
        'Número de origen: solo números, como lo muestra Zippin en «Configuración».',
      ],
      [
        { ...good, apiToken: 'con espacios adentro' },
        'apiToken',
        'El token de la API tiene de 8 a 200 caracteres, sin espacios.',
      ],
      [
        { ...good, apiSecret: '' },
        'apiSecret',
        'Escriba la clave secreta de la API: está en «Configuración > API» de su cuenta de Zippin.',
      ],
    ];
    for (const [typed, field, message] of cases) {
      const res = await save(typed, opened.revision);
      assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
      assert.deepEqual([res.json().error.field, res.json().error.message], [field, message]);
    }
    const notJson = await call('PUT', '', { value: { enabled: 'sí' }, revision: opened.revision });
    assert.equal(notJson.statusCode, 400);
    assert.deepEqual(await read(), opened);
  });

  it('saves the account: the checkout quotes through Zippin at once, the check tries it, the audit keeps no credential', async () => {
    const opened = await read();
    const res = await save(
      { accountId: ' 4321 ', originId: '8765', apiToken: API_TOKEN, apiSecret: API_SECRET },
      opened.revision,
    );
    assert.equal(res.statusCode, 200, res.body);
    const saved: State = res.json().result;
    assert.deepEqual(saved.value.account, { accountId: '4321', originId: '8765' });
    assert.equal(saved.value.apiToken.last4, API_TOKEN.slice(-4));
    assert.equal(saved.value.apiSecret.updatedBy, 'duenio@promosur.com.ar');
    assert.equal(saved.value.quotesFrom, 'zippin');
    assert.ok(!res.body.includes(API_TOKEN) && !res.body.includes(API_SECRET));

    // Zippin's carrier, and the store's own pickup beside it: no rate table's carrier.
    assert.deepEqual(await checkoutCarriers(), ['Correo Argentino', 'Promo Sur']);
    assert.ok(fromTables.includes('Promo Sur'));
    const quoted = asked.at(-1)!;
    assert.deepEqual([quoted.body.account_id, quoted.body.origin_id], ['4321', '8765']);

    const check = await call('POST', '/check');
    assert.equal(check.statusCode, 200, check.body);
    assert.match(
      check.json().result.message,
      /^Zippin respondió con 1 opción de envío para un paquete de 1 kg a .+, Ciudad Autónoma de Buenos Aires\.$/,
    );

    const audit = await staffCall(t, 'demo-ar', owner, 'GET', '/api/admin/audit?q=store%3Azippin');
    assert.ok(!audit.body.includes(API_TOKEN) && !audit.body.includes(API_SECRET));
    const [entry] = audit.json().result.items as { action: string; after: State['value'] }[];
    assert.equal(entry?.action, 'store.zippin.saved');
    assert.deepEqual(entry?.after.account, { accountId: '4321', originId: '8765' });
  });

  it('keeps a stored credential when its field comes empty, and says so when Zippin refuses a new one', async () => {
    const opened = await read();
    const kept = await save({ accountId: '4321', originId: '8765' }, opened.revision);
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json().result.value.apiSecret.last4, API_SECRET.slice(-4));

    const wrong = await save(
      { accountId: '4321', originId: '8765', apiSecret: WRONG_SECRET },
      kept.json().result.revision,
    );
    assert.equal(wrong.statusCode, 200, wrong.body);
    const check = await call('POST', '/check');
    assert.equal(check.statusCode, 422, check.body);
    assert.equal(
      check.json().error.message,
      'Zippin rechazó el token y la clave secreta (401): revíselos en «Configuración > API» de su cuenta de Zippin.',
    );
    const right = await save(
      { accountId: '4321', originId: '8765', apiSecret: API_SECRET },
      wrong.json().result.revision,
    );
    assert.equal(right.statusCode, 200, right.body);
  });

  it('answers 409 to a save over someone else’s, and changes nothing', async () => {
    const opened = await read();
    const first = await save({ accountId: '1111', originId: '8765' }, opened.revision);
    assert.equal(first.statusCode, 200, first.body);
    const second = await save({ accountId: '2222', originId: '8765' }, opened.revision);
    assert.equal(second.statusCode, 409, second.body);
    assert.equal(
      second.json().error.message,
      'Otra persona cambió la cuenta de Zippin mientras tanto. Se muestran los actuales: revíselos y guarde de nuevo.',
    );
    assert.deepEqual((await read()).value.account, { accountId: '1111', originId: '8765' });
  });

  it('turned off, the checkout quotes from the rate tables again and the credentials stay stored', async () => {
    const opened = await read();
    const res = await save({ enabled: false }, opened.revision);
    assert.equal(res.statusCode, 200, res.body);
    const state: State = res.json().result;
    assert.equal(state.value.account, null);
    assert.equal(state.value.quotesFrom, 'rate-tables');
    assert.equal(state.value.apiToken.set, true);
    const before = asked.length;
    assert.deepEqual(await checkoutCarriers(), fromTables);
    assert.equal(asked.length, before, 'Zippin was not asked');
  });
});
