import assert from 'node:assert/strict';
import { decideOnSandboxPage } from '../payments/test-sandbox.js';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { inboxOf, loggedIn } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';
import { OrderCliError, runOrderCli } from './order-cli.js';
import { STATUS_MESSAGES } from './order-status.js';
import { ORDER_MESSAGES } from './orders.service.js';
import { arOrder, newBuyer } from './test-orders.js';

const APP = '/api/services/app';

describe('orders history: GetOrders, the status history and npm run order', () => {
  let t: TestApp;
  let ar: Tenant;
  let mug: ProductDetail;
  let tandil: string;
  let token: string;
  let other: string;
  let chilean: string;

  const newOrder = async (bearer = token, email = 'ana@empresa.com.ar') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/CompleteOrder`,
      headers: { ...apiHeaders('demo-ar', bearer), 'idempotency-key': randomUUID() },
      payload: arOrder([simpleItem(mug, variantWithStock(mug, 2), 2)], tandil, { email }),
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: number; number: string; total: number };
  };
  const get = (url: string, bearer = token, tenant = 'demo-ar') =>
    t.app.inject({ method: 'GET', url: `${APP}/${url}`, headers: apiHeaders(tenant, bearer) });
  const orders = async (query = '', bearer = token, tenant = 'demo-ar') => {
    const res = await get(`Orders/GetOrders${query}`, bearer, tenant);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as {
      items: { id: number; status: string; total: number; lineCount: number }[];
      totalCount: number;
    };
  };
  const detail = async (id: number) => (await get(`Orders/GetOrderById?Id=${id}`)).json().result;
  const cli = (...argv: string[]) => runOrderCli(argv, t.app);
  const refused = async (argv: string[], code: 1 | 2, message: RegExp) => {
    await assert.rejects(cli(...argv), (error: unknown) => {
      assert.ok(error instanceof OrderCliError, String(error));
      assert.equal(error.exitCode, code);
      assert.match(error.message, message);
      return true;
    });
  };

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    token = (await newBuyer(t, 'demo-ar', 'historial@empresa.com.ar')).accessToken;
    other = (await newBuyer(t, 'demo-ar', 'ajena@empresa.com.ar')).accessToken;
    chilean = (await loggedIn(t, 'demo-cl', 'compras@andesmerch.cl', 'AndesMerch-2026'))
      .accessToken;
  });
  after(() => t.close());

  it('lists only the buyer’s own orders, newest first, paged', async () => {
    const first = await newOrder();
    const second = await newOrder();
    const third = await newOrder();
    await newOrder(other);
    const page1 = await orders('?Page=1&PageSize=2');
    assert.equal(page1.totalCount, 3);
    assert.deepEqual(
      page1.items.map((o) => o.id),
      [third.id, second.id],
    );
    const page2 = await orders('?Page=2&PageSize=2');
    assert.deepEqual(
      page2.items.map((o) => o.id),
      [first.id],
    );
    assert.equal(page2.items[0]!.status, 'received');
    assert.equal(page2.items[0]!.total, first.total);
    assert.equal(page2.items[0]!.lineCount, 1);
    assert.equal((await orders('', chilean, 'demo-cl')).totalCount, 0, 'the other store sees none');
  });

  it('filters by status and by creation day; a reversed range is refused in Spanish', async () => {
    const old = await newOrder();
    await t.db
      .updateTable('orders')
      .set({ created_at: '2026-01-15T12:00:00.000Z' })
      .where('id', '=', old.id)
      .execute();
    const january = await orders('?From=2026-01-15&To=2026-01-15');
    assert.deepEqual(
      january.items.map((o) => o.id),
      [old.id],
    );
    assert.equal((await orders('?From=2026-01-16&To=2026-01-31')).totalCount, 0);
    await cli('status', String(old.id), 'paid');
    await cli('status', String(old.id), 'in_production');
    const producing = await orders('?Status=in_production');
    assert.deepEqual(
      producing.items.map((o) => o.id),
      [old.id],
    );
    const reversed = await get('Orders/GetOrders?From=2026-02-01&To=2026-01-01');
    assert.equal(reversed.statusCode, 422);
    assert.equal(reversed.json().error.message, STATUS_MESSAGES.dateRange);
    const unknown = await get('Orders/GetOrders?Status=lost');
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().success, false);
  });

  it('answers 404 for another buyer’s or another tenant’s order', async () => {
    const mine = await newOrder();
    const foreign = await get(`Orders/GetOrderById?Id=${mine.id}`, other);
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().error.message, ORDER_MESSAGES.notFound);
    const otherStore = await get(`Orders/GetOrderById?Id=${mine.id}`, chilean, 'demo-cl');
    assert.equal(otherStore.statusCode, 404);
  });

  it('moves forward only through the operator command, keeps the history and e-mails the buyer (the addressee only the tracking)', async () => {
    const email = `seguimiento-${randomUUID().slice(0, 8)}@empresa.com.ar`;
    const order = await newOrder(token, email);
    assert.deepEqual(
      (await detail(order.id)).history.map((s: { status: string }) => s.status),
      ['received'],
    );
    // Staff record the transfer first: an unpaid order does not go to production (issue 30).
    assert.match(await cli('status', String(order.id), 'paid'), /Pagado/);
    assert.match(await cli('status', String(order.id), 'in_production'), /En producción/);
    const link = 'https://seguimiento.andreani.com/envio/360002345';
    const shipped = await cli('status', String(order.id), 'shipped', '--tracking', link);
    assert.match(shipped, /Avisamos a historial@empresa\.com\.ar/);
    const seen = await detail(order.id);
    assert.equal(seen.status, 'shipped');
    assert.equal(seen.trackingUrl, link);
    assert.deepEqual(
      seen.history.map((s: { status: string; trackingUrl: string | null }) => [
        s.status,
        s.trackingUrl,
      ]),
      [
        ['received', null],
        ['paid', null],
        ['in_production', null],
        ['shipped', link],
      ],
    );
    await refused(['status', String(order.id), 'paid'], 1, /solo avanzan/);
    await refused(['status', String(order.id), 'shipped', '--tracking', link], 1, /solo avanzan/);
    assert.equal((await detail(order.id)).history.length, 4, 'a refused move changes nothing');
    // The news goes to the buyer's account, greeted by the account's own name.
    const mail = await inboxOf(t, 'historial@empresa.com.ar');
    const subjects = mail.map((m) => m.subject);
    assert.ok(subjects.includes(`Pedido ${order.number}: en producción`), subjects.join(' | '));
    const shippedMail = mail.find((m) => m.subject === `Pedido ${order.number}: enviado`);
    assert.ok(shippedMail);
    assert.match(shippedMail.text, new RegExp(link));
    assert.match(shippedMail.text, /Podés seguir el envío/);
    assert.match(shippedMail.text, /Hola, Compradora de Prueba:/);
    // The addressee typed at checkout gets only the tracking notice, with nothing typed in it.
    const [notice, ...more] = await inboxOf(t, email);
    assert.equal(more.length, 0, 'one mail to the addressee');
    assert.equal(notice!.subject, 'Un pedido de Promo Sur va en camino');
    assert.match(notice!.text, /^Hola:/m);
    assert.match(notice!.text, new RegExp(link));
    assert.doesNotMatch(notice!.text, /Ana|Pérez|orders\/detail/);
    assert.match(await cli('status', String(order.id), 'delivered'), /Entregado/);
    await refused(['status', String(order.id), 'cancelled'], 1, /solo avanzan/);
  });

  it('refuses mistyped commands with Spanish messages and exit code 2, changing nothing', async () => {
    const order = await newOrder();
    const id = String(order.id);
    await refused([], 2, /Falta el comando/);
    await refused(['borrar', id], 2, /No conozco el comando "borrar"/);
    await refused(['show'], 2, /Falta el id del pedido/);
    await refused(['show', 'abc'], 2, /no es un id de pedido/);
    await refused(['show', '99999999'], 1, /No existe el pedido 99999999/);
    await refused(['status', id, 'perdido'], 2, /"perdido" no es un estado/);
    await refused(['status', id, 'shipped'], 2, /falta el enlace de seguimiento/);
    await refused(['status', id, 'shipped', '--tracking', 'javascript:alert(1)'], 2, /http/);
    await refused(['status', id, 'paid', '--tracking', 'https://x.example'], 2, /solo va con/);
    await refused(['list', '--tienda', 'no-existe'], 1, /No existe una tienda/);
    assert.equal((await detail(order.id)).status, 'received');
    assert.equal((await detail(order.id)).history.length, 1);
  });

  it('lists and shows orders for the operator', async () => {
    const order = await newOrder();
    const listing = await cli('list', '--tienda', 'demo-ar');
    assert.match(listing.split('\n')[0]!, /^id\s+número\s+tienda\s+fecha\s+estado\s+pago$/);
    assert.match(listing, new RegExp(`^${order.id}\\s+${order.number}\\s+demo-ar`, 'm'));
    const shown = await cli('show', String(order.id));
    assert.match(
      shown,
      new RegExp(`Pedido ${order.number} \\(id ${order.id}\\) de la tienda "demo-ar"`),
    );
    assert.match(shown, /Estado: Recibido \(received\)/);
    assert.match(shown, /2 x Taza/);
  });

  it('moves a received order to paid when its card payment is approved', async () => {
    const order = await newOrder();
    const pay = await t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/UpdateOrderPayment`,
      headers: { ...apiHeaders('demo-ar', token), 'idempotency-key': randomUUID() },
      payload: { orderId: order.id, method: 'MP' },
    });
    assert.equal(pay.statusCode, 200, pay.body);
    assert.equal((await detail(order.id)).status, 'received', 'pending is not paid');
    const decided = await decideOnSandboxPage(t, pay.json().result.redirectUrl, 'approved');
    assert.equal(decided.statusCode, 303);
    const paid = await detail(order.id);
    assert.equal(paid.paymentStatus, 'approved');
    assert.equal(paid.status, 'paid');
    assert.deepEqual(
      paid.history.map((s: { status: string }) => s.status),
      ['received', 'paid'],
    );
  });
});
