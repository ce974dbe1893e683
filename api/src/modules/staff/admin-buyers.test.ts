import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { login } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { runOrderCli } from '../orders/index.js';
import { arOrder, newBuyer } from '../orders/test-orders.js';
import { addDays, localDate, TIME_ZONES } from '../quotes/index.js';
import { attachedPdf, cartOf, quoteCalls } from '../quotes/quote-test-support.js';
import type { StaffRole } from './staff-roles.js';
import { staffCall, staffMemberToken, staffToken } from './staff-test-support.js';

const FORBIDDEN = (role: string) =>
  `Tu rol «${role}» no tiene permiso para esta acción. Un dueño de la tienda puede cambiar tu rol.`;
const BLOCKED_AR =
  'Tu cuenta está bloqueada en esta tienda: no podés ingresar ni hacer pedidos. Comunicate con la tienda para resolverlo.';
const PASSWORD = 'Clave-de-prueba-2026';

describe('/api/admin/buyers and /api/admin/quotes: buyers, block, credit terms, quotes', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  let clOwner: string;
  /** A demo-ar buyer of this run: a unique company, an order (with its CUIT) and a quote. */
  const buyer = {
    email: `zorzal-${randomUUID().slice(0, 8)}@aislados.com.ar`,
    company: `Zorzales ${randomUUID().slice(0, 6)} S.R.L.`,
    id: 0,
    token: '',
    quote: { id: '', number: 0 },
    orderId: 0,
  };

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    token = tokens.owner,
    tenant = 'demo-ar',
  ) => staffCall(t, tenant, token, method, `/api/admin${url}`, payload);
  const buyerPage = async () => (await call('GET', `/buyers/${buyer.id}`)).json().result;
  const auditOf = async (subject: string) =>
    (await call('GET', `/audit?q=${encodeURIComponent(subject)}`)).json().result.items as {
      action: string;
      actor: string;
      subject: string;
      before: unknown;
      after: unknown;
    }[];
  const tandil = async () =>
    (await t.app.addressBook.locations('ARG', '06791')).find((l) => l.name === 'Tandil')!.id;
  const placeOrder = (token: string, items: unknown[], tandilId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/app/Orders/CompleteOrder',
      headers: { ...apiHeaders('demo-ar', token), 'idempotency-key': randomUUID() },
      payload: arOrder(items, tandilId, {
        shoppingCart: { shoppingCartProductsFK: items, shoppingCartMode: 'direct' },
      }),
    });

  before(async () => {
    t = await createTestApp();
    tokens.owner = await staffToken(t, 'demo-ar', 'owner');
    tokens.sales = await staffToken(t, 'demo-ar', 'sales');
    tokens.production = await staffMemberToken(t, 'demo-ar', 'production');
    tokens.catalogue = await staffMemberToken(t, 'demo-ar', 'catalogue');
    clOwner = await staffToken(t, 'demo-cl', 'owner');

    const made = await newBuyer(t, 'demo-ar', buyer.email);
    buyer.id = made.userId;
    buyer.token = made.accessToken;
    await t.db
      .updateTable('auth_users')
      .set({ company: buyer.company, full_name: 'Zorzal Colorado' })
      .where('id', '=', buyer.id)
      .execute();
    const items = await cartOf(t, 'demo-ar', 1);
    const order = await placeOrder(buyer.token, items, await tandil());
    assert.equal(order.statusCode, 200, order.body);
    buyer.orderId = order.json().result.id;
    const quote = await quoteCalls(t).post('demo-ar', 'GenerateQuote', { items }, buyer.token);
    assert.equal(quote.statusCode, 200, quote.body);
    buyer.quote = { id: quote.json().result.id, number: quote.json().result.number };
  });
  after(() => t.close());

  it('lets owner and sales in; production and catalogue get 403 in Spanish; a buyer 401', async () => {
    const routes: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/buyers'],
      ['GET', `/buyers/${buyer.id}`],
      ['POST', `/buyers/${buyer.id}/block`, { version: 0, blocked: false }],
      ['PUT', `/buyers/${buyer.id}/credit-terms`, { version: 0, creditTerms: null }],
      ['GET', '/quotes'],
      ['GET', `/quotes/${buyer.quote.id}`],
      ['POST', `/quotes/${buyer.quote.id}/validity`, { version: 0, validUntil: '2020-01-01' }],
      ['POST', `/quotes/${buyer.quote.id}/send`, {}],
    ];
    for (const [method, url, body] of routes) {
      for (const [role, name] of [
        ['production', 'Producción'],
        ['catalogue', 'Catálogo'],
      ] as const) {
        const res = await call(method, url, body, tokens[role]);
        assert.equal(res.statusCode, 403, `${role} ${method} ${url}`);
        assert.equal(res.json().error.message, FORBIDDEN(name));
      }
      const asBuyer = await call(method, url, body, buyer.token);
      assert.equal(asBuyer.statusCode, 401, `a buyer's token on ${url}`);
    }
    for (const role of ['owner', 'sales'] as const) {
      assert.equal((await call('GET', '/buyers', undefined, tokens[role])).statusCode, 200);
      assert.equal((await call('GET', '/quotes', undefined, tokens[role])).statusCode, 200);
    }
  });

  it('finds a buyer by name, e-mail, company or the CUIT of their orders, with their figures', async () => {
    for (const q of ['zorzal colorado', buyer.email.toUpperCase(), buyer.company, '30703088534']) {
      const res = await call('GET', `/buyers?q=${encodeURIComponent(q)}`);
      assert.equal(res.statusCode, 200, res.body);
      const ids = res.json().result.items.map((b: { id: number }) => b.id);
      assert.ok(ids.includes(buyer.id), `«${q}» finds the buyer`);
    }
    const [row] = (await call('GET', `/buyers?q=${encodeURIComponent(buyer.company)}`)).json()
      .result.items;
    assert.equal(row.totalCount, undefined);
    assert.deepEqual(
      { ...row, lastOrderAt: typeof row.lastOrderAt },
      {
        id: buyer.id,
        name: 'Zorzal Colorado',
        email: buyer.email,
        company: buyer.company,
        status: 'active',
        blocked: false,
        creditTerms: null,
        orderCount: 1,
        lastOrderAt: 'string',
      },
    );
    const page = (await call('GET', '/buyers')).json().result;
    assert.equal(page.pageSize, 20);
    assert.ok(page.totalCount >= 2);
    const none = (await call('GET', `/buyers?q=${encodeURIComponent('nadie-así-%_')}`)).json();
    assert.equal(none.result.totalCount, 0);
    const bad = await call('GET', '/buyers?page=0');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error.message, /page/);
  });

  it('shows the buyer’s page with their orders and quotes; another store’s staff get 404', async () => {
    const page = await buyerPage();
    assert.equal(page.phoneNumber, '1145551234');
    assert.equal(page.orders.totalCount, 1);
    assert.equal(page.orders.items[0].id, buyer.orderId);
    assert.equal(page.quotes.totalCount, 1);
    assert.equal(page.quotes.items[0].id, buyer.quote.id);
    // The orders table filtered by the buyer: the page's «Ver todos».
    const orders = (await call('GET', `/orders?buyer=${buyer.id}`)).json().result;
    assert.deepEqual(
      orders.items.map((o: { id: number }) => o.id),
      [buyer.orderId],
    );

    for (const url of [
      `/buyers/${buyer.id}`,
      `/quotes/${buyer.quote.id}`,
      `/quotes/${buyer.quote.id}/send`,
    ]) {
      const method = url.endsWith('/send') ? 'POST' : 'GET';
      const res = await call(method, url, method === 'POST' ? {} : undefined, clOwner, 'demo-cl');
      assert.equal(res.statusCode, 404, url);
    }
    const block = await call(
      'POST',
      `/buyers/${buyer.id}/block`,
      { version: page.version, blocked: true },
      clOwner,
      'demo-cl',
    );
    assert.equal(block.statusCode, 404);
    assert.equal(block.json().error.message, 'No encontramos ese comprador en esta tienda.');
    const cl = (
      await call(
        'GET',
        `/buyers?q=${encodeURIComponent(buyer.email)}`,
        undefined,
        clOwner,
        'demo-cl',
      )
    ).json();
    assert.equal(cl.result.totalCount, 0);
    assert.equal((await buyerPage()).blocked, false, 'nothing changed');
  });

  it('gives credit terms with days, checked in Spanish, audited, the CLI through the same function', async () => {
    const { version } = await buyerPage();
    for (const days of [0, 181, 2.5]) {
      const bad = await call('PUT', `/buyers/${buyer.id}/credit-terms`, {
        version,
        creditTerms: { days },
      });
      assert.equal(bad.statusCode, 400, String(days));
      assert.match(bad.json().error.message, /days/);
    }
    const huge = await call('PUT', `/buyers/${buyer.id}/credit-terms`, {
      version: 2 ** 31,
      creditTerms: null,
    });
    assert.equal(huge.statusCode, 400, 'a version past the database column: 400, not 500');
    assert.equal((await buyerPage()).creditTerms, null, 'nothing saved');

    const res = await call(
      'PUT',
      `/buyers/${buyer.id}/credit-terms`,
      { version, creditTerms: { days: 45 } },
      tokens.sales,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().result.creditTerms, { days: 45 });
    assert.equal(res.json().result.version, version + 1);
    const [entry] = await auditOf(`buyer:${buyer.id}`);
    assert.deepEqual(
      [entry!.action, entry!.actor, entry!.before, entry!.after],
      [
        'buyer.credit-terms',
        'ventas@promosur.com.ar',
        { creditTerms: null },
        { creditTerms: { days: 45 } },
      ],
    );

    // The second of two staff saves from the same page: 409 with what it holds now.
    const stale = await call('PUT', `/buyers/${buyer.id}/credit-terms`, {
      version,
      creditTerms: null,
    });
    assert.equal(stale.statusCode, 409);
    assert.equal(
      stale.json().error.message,
      'Otra persona cambió este comprador mientras se editaba y no se guardó nada. Ahora está habilitado y tiene crédito a 45 días. Hay que recargar para ver los datos actuales.',
    );

    // A new order copies the terms: it may go to production before it is paid.
    const order = await placeOrder(buyer.token, await cartOf(t, 'demo-ar', 1), await tandil());
    assert.equal(order.json().result.creditTerms, true);

    const said = await runOrderCli(['credit', 'demo-ar', buyer.email, 'off'], t.app);
    assert.match(said, /no tiene crédito/);
    const afterCli = await buyerPage();
    assert.equal(afterCli.creditTerms, null);
    const [cli] = await auditOf(`buyer:${buyer.id}`);
    assert.deepEqual(
      [cli!.actor, cli!.before, cli!.after],
      ['operador de la plataforma', { creditTerms: { days: 45 } }, { creditTerms: null }],
    );
    await assert.rejects(
      runOrderCli(['credit', 'demo-ar', buyer.email, 'on', '0'], t.app),
      /entre 1 y 180/,
    );
  });

  it('blocks: login and orders refused in Spanish, tokens stop at once; unblocks', async () => {
    const { version } = await buyerPage();
    const items = await cartOf(t, 'demo-ar', 1);
    const tandilId = await tandil();
    const refresh = (await login(t, 'demo-ar', buyer.email, PASSWORD)).json().result
      .refreshToken as string;

    const res = await call('POST', `/buyers/${buyer.id}/block`, { version, blocked: true });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.blocked, true);
    assert.ok(res.json().result.blockedAt);

    const refused = await login(t, 'demo-ar', buyer.email, PASSWORD);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error.message, BLOCKED_AR);
    const order = await placeOrder(buyer.token, items, tandilId);
    assert.equal(order.statusCode, 401);
    assert.equal(order.json().error.message, BLOCKED_AR);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/RefreshToken',
      headers: apiHeaders('demo-ar'),
      payload: { refreshToken: refresh },
    });
    assert.equal(renewed.statusCode, 401);
    assert.equal(renewed.json().error.message, BLOCKED_AR);
    // A wrong password still says only that: a block is told to whoever proves the account.
    const wrong = await login(t, 'demo-ar', buyer.email, 'otra-clave-cualquiera');
    assert.equal(wrong.statusCode, 422);

    const [entry] = await auditOf(`buyer:${buyer.id}`);
    assert.deepEqual(
      [entry!.action, entry!.before, entry!.after],
      ['buyer.blocked', { blocked: false }, { blocked: true }],
    );

    const unblocked = await call('POST', `/buyers/${buyer.id}/block`, {
      version: version + 1,
      blocked: false,
    });
    assert.equal(unblocked.statusCode, 200, unblocked.body);
    assert.equal(unblocked.json().result.blocked, false);
    const back = await login(t, 'demo-ar', buyer.email, PASSWORD);
    assert.equal(back.statusCode, 200, back.body);
    buyer.token = back.json().result.accessToken;
    assert.equal((await placeOrder(buyer.token, items, tandilId)).statusCode, 200);
    assert.equal((await auditOf(`buyer:${buyer.id}`))[0]!.action, 'buyer.unblocked');

    const stale = await call('POST', `/buyers/${buyer.id}/block`, { version, blocked: true });
    assert.equal(stale.statusCode, 409);
    assert.equal((await buyerPage()).blocked, false);
  });

  it('lists the store’s quotes by number, buyer or company, open, expired or converted', async () => {
    const find = async (query: string) =>
      (await call('GET', `/quotes?${query}`)).json().result.items.map((q: { id: string }) => q.id);
    assert.ok((await find(`q=${buyer.quote.number}`)).includes(buyer.quote.id));
    assert.ok((await find(`q=N°${buyer.quote.number}`)).includes(buyer.quote.id));
    assert.ok((await find(`q=${encodeURIComponent(buyer.company)}`)).includes(buyer.quote.id));
    assert.ok((await find(`q=zorzal%20colorado&status=open`)).includes(buyer.quote.id));
    assert.deepEqual(await find(`q=${encodeURIComponent(buyer.company)}&status=expired`), []);
    const [row] = (await call('GET', `/quotes?buyer=${buyer.id}`)).json().result.items;
    assert.equal(row.buyerId, buyer.id);
    assert.equal(row.company, buyer.company);
    assert.equal(row.currency, 'ARS');
    assert.equal(row.status, 'vigente');

    const bad = await call('GET', '/quotes?status=abierta');
    assert.equal(bad.statusCode, 400);
    const cl = await call('GET', `/quotes?q=${buyer.quote.number}`, undefined, clOwner, 'demo-cl');
    assert.ok(
      !cl.json().result.items.some((q: { id: string }) => q.id === buyer.quote.id),
      'another store’s staff never see it',
    );
  });

  it('extends a quote within the rules, in Spanish, with 409 for a stale version, audited', async () => {
    const url = `/quotes/${buyer.quote.id}`;
    const quote = (await call('GET', url)).json().result;
    const today = localDate(new Date(), TIME_ZONES.ARG);
    assert.equal(quote.today, today);
    assert.equal(quote.latestValidUntil, addDays(today, 90));
    assert.ok(quote.lines.length >= 1);

    const refusals: [string, string][] = [
      [quote.validUntil, 'La nueva fecha tiene que ser posterior a la actual'],
      [addDays(today, 91), 'Una cotización vale como máximo 90 días desde hoy'],
      ['2026-02-30', 'Elija la nueva fecha de validez'],
    ];
    for (const [validUntil, message] of refusals) {
      const res = await call('POST', `${url}/validity`, { version: quote.version, validUntil });
      assert.equal(res.statusCode, 400, validUntil);
      assert.ok(res.json().error.message.startsWith(message), res.json().error.message);
    }
    for (const body of [
      { version: 0, validUntil: 'mañana' },
      { version: 2 ** 31, validUntil: addDays(today, 20) },
    ]) {
      const shape = await call('POST', `${url}/validity`, body);
      assert.equal(shape.statusCode, 400, JSON.stringify(body));
    }

    const later = addDays(today, 60);
    const res = await call(
      'POST',
      `${url}/validity`,
      { version: quote.version, validUntil: later },
      tokens.sales,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.validUntil, later);
    // The buyer sees the new date on their own quote.
    const own = await quoteCalls(t).get(
      'demo-ar',
      `GetQuoteById?Id=${buyer.quote.id}`,
      buyer.token,
    );
    assert.equal(own.json().result.validUntil, later);

    const stale = await call('POST', `${url}/validity`, {
      version: quote.version,
      validUntil: addDays(today, 70),
    });
    assert.equal(stale.statusCode, 409);
    assert.match(stale.json().error.message, /Otra persona cambió la cotización/);
    const [entry] = await auditOf(`quote:${buyer.quote.id}`);
    assert.deepEqual(
      [entry!.action, entry!.actor, entry!.before, entry!.after],
      [
        'quote.extended',
        'ventas@promosur.com.ar',
        { validUntil: quote.validUntil, version: quote.version },
        { validUntil: later, version: quote.version + 1 },
      ],
    );

    // Expired, then converted: the filters follow; a converted quote's validity stays.
    await t.db
      .updateTable('quotes')
      .set({ expires_at: '2020-01-01T03:00:00.000Z' })
      .where('public_id', '=', buyer.quote.id)
      .execute();
    const expired = (await call('GET', `/quotes?status=expired&buyer=${buyer.id}`)).json().result;
    assert.deepEqual(
      expired.items.map((q: { id: string; status: string }) => [q.id, q.status]),
      [[buyer.quote.id, 'vencida']],
    );
    await t.db
      .updateTable('quotes')
      .set({ converted_order_id: buyer.orderId })
      .where('public_id', '=', buyer.quote.id)
      .execute();
    const converted = (await call('GET', `/quotes?status=converted&buyer=${buyer.id}`)).json();
    assert.equal(converted.result.items[0].orderId, buyer.orderId);
    const now = (await call('GET', url)).json().result;
    const locked = await call('POST', `${url}/validity`, {
      version: now.version,
      validUntil: addDays(today, 10),
    });
    assert.equal(locked.statusCode, 422);
    assert.equal(
      locked.json().error.message,
      `La cotización N.º ${buyer.quote.number} ya se convirtió en un pedido: su validez no cambia.`,
    );
  });

  it('sends the quote again to the buyer, with its PDF, through the outbox, audited', async () => {
    // What earlier steps queued for this buyer (the role matrix's sends, the welcome) goes out
    // first: delivered in one round with this send, any of them could be the newest in the sink.
    await t.app.accounts.settled();
    await t.app.mail.deliverDue();
    const res = await call('POST', `/quotes/${buyer.quote.id}/send`, {});
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().result.sentTo, [buyer.email]);
    await t.app.mail.deliverDue();
    const pdf = await attachedPdf(t, buyer.email);
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    const [entry] = await auditOf(`quote:${buyer.quote.id}`);
    assert.deepEqual(
      [entry!.action, entry!.after],
      ['quote.sent', { number: buyer.quote.number, sentTo: [buyer.email] }],
    );
    const unknown = await call('POST', `/quotes/${randomUUID()}/send`, {});
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error.message, 'No encontramos esa cotización.');
  });
});
