import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { cartOf, loginAs, quoteCalls } from '../quotes/quote-test-support.js';
import { staffCall, staffToken, transferOrder } from './staff-test-support.js';

describe('/api/admin/orders: search, payments, status moves, dashboard, audit', () => {
  let t: TestApp;
  let owner: string;
  let sales: string;
  before(async () => {
    t = await createTestApp();
    owner = await staffToken(t, 'demo-ar', 'owner');
    sales = await staffToken(t, 'demo-ar', 'sales');
  });
  after(() => t.close());

  /** The order's staff version as its page reads it: every write from the page sends it back. */
  const versionOf = async (id: number) =>
    (await staffCall(t, 'demo-ar', sales, 'GET', `/api/admin/orders/${id}`)).json().result
      .version as number;
  /** A write from the order's page, freshly opened unless `version` says what it read. */
  const write = async (
    token: string,
    id: number,
    action: 'payments' | 'refunds' | 'cancel' | 'notes' | 'status',
    body: object,
    version?: number,
  ) =>
    staffCall(t, 'demo-ar', token, 'POST', `/api/admin/orders/${id}/${action}`, {
      ...body,
      version: version ?? (await versionOf(id)),
    });
  const transfer = (amount: string) => ({
    method: 'TRF',
    amount,
    paidOn: '2026-11-27',
    bank: 'Banco Galicia',
    reference: 'TRX-001',
  });
  const pay = (id: number, amount: string, token = sales, version?: number) =>
    write(token, id, 'payments', transfer(amount), version);

  it('adds partial transfers until the total is covered; then the order is paid, also for the buyer', async () => {
    const { id, total, buyerToken } = await transferOrder(t);
    const half = (Math.floor(total * 50) / 100).toFixed(2);
    const first = await pay(id, half.replace('.', ','));
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().result.order.status, 'received');
    assert.equal(first.json().result.paid, Number(half));
    const over = await pay(id, String(total + 1));
    assert.equal(over.statusCode, 422);
    assert.match(over.json().error.message, /supera el saldo pendiente/);
    const rest = first.json().result.balance as number;
    const second = await pay(id, rest.toFixed(2));
    assert.equal(second.statusCode, 200, second.body);
    const detail = second.json().result;
    assert.equal(detail.order.status, 'paid');
    assert.equal(detail.order.paymentStatus, 'approved');
    assert.equal(detail.balance, 0);
    assert.equal(detail.payments.length, 2);
    assert.ok(
      detail.activity.some((a: { action: string }) => a.action === 'order.payment-recorded'),
    );

    const buyer = await t.app.inject({
      method: 'GET',
      url: `/api/services/app/Orders/GetOrderById?Id=${id}`,
      headers: apiHeaders('demo-ar', buyerToken),
    });
    assert.equal(buyer.json().result.status, 'paid');
    const again = await pay(id, '1');
    assert.equal(again.statusCode, 422);
    assert.match(again.json().error.message, /ya está pagado/);
  });

  it('cancels a paid order only after its refund is recorded; partial transfers go back too', async () => {
    const refund = (id: number, body: object, token = sales) => write(token, id, 'refunds', body);
    const cancel = (id: number) =>
      write(sales, id, 'cancel', { reason: 'El cliente se arrepintió' });
    const today = new Date().toISOString().slice(0, 10);

    // Paid in full by transfer: refused until the money is back.
    const { id, total } = await transferOrder(t);
    assert.equal((await pay(id, total.toFixed(2))).statusCode, 200);
    const refused = await cancel(id);
    assert.equal(refused.statusCode, 422);
    assert.match(refused.json().error.message, /cobrados sin devolver: para cancelarlo, primero/);
    // Bad refunds change nothing: a typo in the amount, more than was paid, a future date,
    // a method that does not exist, no reference.
    const bad = [
      [{ method: 'TRF', amount: 'mil', refundedOn: today, reference: 'R-1' }, 422, /con números/],
      [
        { method: 'TRF', amount: String(total + 1), refundedOn: today, reference: 'R-1' },
        422,
        /supera lo cobrado/,
      ],
      [
        { method: 'TRF', amount: '1', refundedOn: '2999-01-01', reference: 'R-1' },
        422,
        /posterior a hoy/,
      ],
      [{ method: 'EFECTIVO', amount: '1', refundedOn: today, reference: 'R-1' }, 400, /./],
      [{ method: 'TRF', amount: '1', refundedOn: today, reference: '' }, 400, /./],
    ] as const;
    for (const [body, status, message] of bad) {
      const res = await refund(id, body);
      assert.equal(res.statusCode, status, JSON.stringify(body));
      assert.match(res.json().error.message, message);
    }
    const back = await refund(id, {
      method: 'TRF',
      amount: total.toFixed(2),
      refundedOn: today,
      reference: 'Transferencia 5521',
    });
    assert.equal(back.statusCode, 200, back.body);
    const detail = back.json().result;
    assert.equal(detail.refunds.length, 1);
    assert.equal(detail.refunds[0].amount, total);
    assert.equal(detail.refunds[0].recordedBy, 'ventas@promosur.com.ar');
    assert.equal(detail.toRefund, 0);
    assert.ok(
      detail.activity.some((a: { action: string }) => a.action === 'order.refund-recorded'),
    );
    assert.equal((await cancel(id)).statusCode, 200);

    // Half paid by transfer (not paid yet): that half goes back before cancelling.
    const partly = await transferOrder(t);
    const half = (Math.floor(partly.total * 50) / 100).toFixed(2);
    assert.equal((await pay(partly.id, half)).statusCode, 200);
    assert.match((await cancel(partly.id)).json().error.message, /cobrados sin devolver/);
    const halfBack = await refund(partly.id, {
      method: 'TRF',
      amount: half,
      refundedOn: today,
      reference: 'Transferencia 5522',
    });
    assert.equal(halfBack.statusCode, 200, halfBack.body);
    assert.equal((await cancel(partly.id)).statusCode, 200);
  });

  it('moves statuses through the orders service: a refused move answers why, in Spanish', async () => {
    const { id } = await transferOrder(t);
    const production = await write(owner, id, 'status', { status: 'shipped' });
    assert.equal(production.statusCode, 422);
    assert.match(production.json().error.message, /enlace de seguimiento/);
    const salesMove = await write(sales, id, 'status', { status: 'in_production' });
    assert.equal(salesMove.statusCode, 403);
    const cancel = await write(sales, id, 'cancel', { reason: 'El cliente lo pidió por teléfono' });
    assert.equal(cancel.statusCode, 200, cancel.body);
    assert.equal(cancel.json().result.status, 'cancelled');
    const back = await write(owner, id, 'status', { status: 'paid' });
    assert.equal(back.statusCode, 422);
    assert.match(back.json().error.message, /«Cancelado» y no puede volver a «Pagado»/);
    const audit = await staffCall(t, 'demo-ar', owner, 'GET', '/api/admin/audit?q=tel%C3%A9fono');
    assert.equal(audit.statusCode, 200);
    const [entry] = audit.json().result.items;
    assert.equal(entry.action, 'order.cancelled');
    assert.equal(entry.actor, 'ventas@promosur.com.ar');
    assert.deepEqual(entry.before, { status: 'received' });
    assert.equal(entry.after.reason, 'El cliente lo pidió por teléfono');
  });

  it('searches by number, e-mail, company, CUIT without dashes, product and SKU; filters and pages', async () => {
    const { id } = await transferOrder(t);
    const detail = (await staffCall(t, 'demo-ar', sales, 'GET', `/api/admin/orders/${id}`)).json()
      .result;
    const line = detail.order.lines[0];
    const find = async (query: string) => {
      const res = await staffCall(t, 'demo-ar', sales, 'GET', `/api/admin/orders?${query}`);
      assert.equal(res.statusCode, 200, res.body);
      return (res.json().result.items as { id: number }[]).map((o) => o.id);
    };
    for (const q of [
      detail.order.number,
      'ANA@EMPRESA.com.ar',
      'compradora s.a',
      '30703088534',
      line.productName ?? line.name,
      line.sku,
    ].filter(Boolean))
      assert.ok((await find(`q=${encodeURIComponent(q)}`)).includes(id), `finds by ${q}`);
    assert.deepEqual(await find('q=nada-que-ver-%25'), []);
    // A search's total counts every match, on its first page and on a page past the last.
    const paged = async (query: string) =>
      (
        await staffCall(t, 'demo-ar', sales, 'GET', `/api/admin/orders?q=compradora&${query}`)
      ).json().result as { items: unknown[]; totalCount: number };
    const every = await paged('pageSize=100');
    const first = await paged('pageSize=1');
    assert.ok(every.items.length > 1 && every.items.length < 100, String(every.items.length));
    assert.deepEqual([first.items.length, first.totalCount], [1, every.items.length]);
    const past = await paged(`pageSize=1&page=${every.items.length + 1}`);
    assert.deepEqual([past.items.length, past.totalCount], [0, every.items.length]);
    assert.ok((await find('status=received&payment=pending')).includes(id));
    assert.ok(!(await find('status=paid')).includes(id));
    // A buyer who deleted the account is no longer found by name or e-mail; the number still is.
    const { user_id: userId, tenant_id: tenantId } = await t.app.db
      .selectFrom('orders')
      .select(['user_id', 'tenant_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.app.orders.forgetUser(Number(tenantId), Number(userId));
    assert.ok(!(await find(`q=${encodeURIComponent('ana@empresa.com.ar')}`)).includes(id));
    assert.ok((await find(`q=${encodeURIComponent(detail.order.number)}`)).includes(id));
    const page = await staffCall(
      t,
      'demo-ar',
      sales,
      'GET',
      '/api/admin/orders?pageSize=1&sort=oldest',
    );
    assert.equal(page.json().result.items.length, 1);
    const range = await staffCall(
      t,
      'demo-ar',
      sales,
      'GET',
      '/api/admin/orders?from=2026-02-01&to=2026-01-01',
    );
    assert.equal(range.statusCode, 422);
    // Another store's staff never sees it.
    const cl = await staffToken(t, 'demo-cl', 'sales');
    assert.equal(
      (await staffCall(t, 'demo-cl', cl, 'GET', `/api/admin/orders/${id}`)).statusCode,
      404,
    );
  });

  it('keeps the team’s notes on an order, in the audit log; empty or foreign notes change nothing', async () => {
    const { id, buyerToken } = await transferOrder(t);
    const version = await versionOf(id);
    const note = async (body: object, token = sales, tenant = 'demo-ar') =>
      staffCall(t, tenant, token, 'POST', `/api/admin/orders/${id}/notes`, {
        version: tenant === 'demo-ar' ? await versionOf(id) : version,
        ...body,
      });
    const added = await note({ text: '  Llamar antes de entregar: portería cierra 18 h.  ' });
    assert.equal(added.statusCode, 200, added.body);
    const [first] = added.json().result.notes;
    assert.equal(first.text, 'Llamar antes de entregar: portería cierra 18 h.');
    assert.equal(first.author, 'ventas@promosur.com.ar');
    const byOwner = await note({ text: 'Confirmado con el cliente.' }, owner);
    assert.deepEqual(
      byOwner.json().result.notes.map((n: { author: string }) => n.author),
      ['ventas@promosur.com.ar', 'duenio@promosur.com.ar'],
    );
    assert.ok(
      byOwner
        .json()
        .result.activity.some((a: { action: string }) => a.action === 'order.note-added'),
    );
    for (const [body, status] of [
      [{ text: '   ' }, 400],
      [{ text: 'x' }, 400],
      [{ text: 'x'.repeat(2001) }, 400],
      [{ text: 'hola', extra: 1 }, 400],
    ] as const)
      assert.equal((await note(body)).statusCode, status, JSON.stringify(body).slice(0, 40));
    const cl = await staffToken(t, 'demo-cl', 'sales');
    assert.equal((await note({ text: 'De otra tienda' }, cl, 'demo-cl')).statusCode, 404);
    const detail = await staffCall(t, 'demo-ar', sales, 'GET', `/api/admin/orders/${id}`);
    assert.equal(detail.json().result.notes.length, 2, 'nothing else was added');
    // The buyer never sees them.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/services/app/Orders/GetOrderById?Id=${id}`,
      headers: apiHeaders('demo-ar', buyerToken),
    });
    assert.ok(!mine.body.includes('portería'));
  });

  it('refuses a write from a page opened before someone else’s (409 in Spanish): the same transfer is never recorded twice', async () => {
    const { id, total } = await transferOrder(t);
    // Sales and the owner open the order's page at the same time.
    const opened = await versionOf(id);
    const half = (Math.floor(total * 50) / 100).toFixed(2);
    assert.equal((await pay(id, half, sales, opened)).statusCode, 200);
    const stale = [
      await pay(id, half, owner, opened),
      await write(owner, id, 'notes', { text: 'Ya pagó la mitad.' }, opened),
      await write(owner, id, 'status', { status: 'paid' }, opened),
      await write(owner, id, 'cancel', { reason: 'Pedido duplicado' }, opened),
      await write(
        owner,
        id,
        'refunds',
        { method: 'TRF', amount: half, refundedOn: '2026-11-27', reference: 'R-9' },
        opened,
      ),
    ];
    for (const res of stale) {
      assert.equal(res.statusCode, 409, res.body);
      assert.match(res.json().error.message, /Otra persona del equipo cambió este pedido/);
    }
    const detail = (await staffCall(t, 'demo-ar', owner, 'GET', `/api/admin/orders/${id}`)).json()
      .result;
    assert.equal(detail.payments.length, 1, 'the transfer is recorded once');
    assert.deepEqual([detail.notes.length, detail.refunds.length], [0, 0]);
    assert.equal(detail.order.status, 'received');
    assert.equal(detail.version, opened + 1, 'one write went through');
    // After «Recargar» the owner's page has the new version, and the note goes in.
    const reloaded = await write(owner, id, 'notes', { text: 'Ya pagó la mitad.' });
    assert.equal(reloaded.statusCode, 200, reloaded.body);

    // Two writes sent at once from pages with one version: the claim is the order's row lock,
    // so exactly one goes through, whichever it is.
    const both = await versionOf(id);
    const answers = await Promise.all([
      pay(id, '1', sales, both),
      write(owner, id, 'notes', { text: 'Llamar al cliente.' }, both),
    ]);
    assert.deepEqual(answers.map((res) => res.statusCode).sort(), [200, 409]);
    // A refused move (a paid order moved to «Pagado» again) changes nothing, not even the
    // version the other open pages hold: their next write still goes through.
    const paid = await transferOrder(t);
    assert.equal((await pay(paid.id, paid.total.toFixed(2))).statusCode, 200);
    const held = await versionOf(paid.id);
    const again = await write(sales, paid.id, 'status', { status: 'paid' }, held);
    assert.equal(again.statusCode, 422, again.body);
    assert.match(again.json().error.message, /no puede volver a «Pagado»/);
    assert.equal(await versionOf(paid.id), held);
    // A version the order never had, or none at all, changes nothing either.
    assert.equal((await pay(id, '1', sales, both + 50)).statusCode, 409);
    const unversioned = await staffCall(
      t,
      'demo-ar',
      sales,
      'POST',
      `/api/admin/orders/${id}/payments`,
      transfer('1'),
    );
    assert.equal(unversioned.statusCode, 400);
    assert.equal((await versionOf(id)) - both, 1);
  });

  it('moves several orders at once; one refused says why and does not stop the others', async () => {
    const waiting = [await transferOrder(t), await transferOrder(t)];
    const done = await transferOrder(t);
    assert.equal((await pay(done.id, done.total.toFixed(2))).statusCode, 200);
    const bulk = (body: object, token = sales) =>
      staffCall(t, 'demo-ar', token, 'POST', '/api/admin/order-moves', body);
    const res = await bulk({
      ids: [waiting[0]!.id, done.id, waiting[1]!.id, 999_999_999],
      status: 'paid',
    });
    assert.equal(res.statusCode, 200, res.body);
    const results = res.json().result as { id: number; moved: boolean; message: string | null }[];
    assert.deepEqual(
      results.map((r) => [r.id, r.moved]),
      [
        [waiting[0]!.id, true],
        [done.id, false],
        [waiting[1]!.id, true],
        [999_999_999, false],
      ],
    );
    assert.match(results[1]!.message!, /no puede volver a «Pagado»/);
    assert.match(results[3]!.message!, /No encontramos/);
    for (const { id } of waiting) {
      const detail = (await staffCall(t, 'demo-ar', sales, 'GET', `/api/admin/orders/${id}`)).json()
        .result;
      assert.equal(detail.order.status, 'paid');
      assert.ok(detail.activity.some((a: { action: string }) => a.action === 'order.status'));
    }
    // Sales may not move orders to production statuses: 403, nothing moves.
    const other = await transferOrder(t);
    const refused = await bulk({ ids: [other.id], status: 'delivered' });
    assert.equal(refused.statusCode, 403);
    for (const body of [
      { ids: [], status: 'paid' },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'paid' },
      { ids: [other.id, other.id], status: 'paid' },
      { ids: [other.id], status: 'shipped' },
    ])
      assert.equal((await bulk(body)).statusCode, 400, JSON.stringify(body).slice(0, 60));
    const still = (
      await staffCall(t, 'demo-ar', sales, 'GET', `/api/admin/orders/${other.id}`)
    ).json().result;
    assert.equal(still.order.status, 'received');
  });

  it('exports the filtered orders as a CSV a spreadsheet opens; bad filters change nothing', async () => {
    const { id, total } = await transferOrder(t);
    const { number } = (
      await staffCall(t, 'demo-ar', sales, 'GET', `/api/admin/orders/${id}`)
    ).json().result.summary;
    const csv = await staffCall(t, 'demo-ar', sales, 'GET', `/api/admin/orders.csv?q=${number}`);
    assert.equal(csv.statusCode, 200, csv.body);
    assert.equal(csv.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(
      String(csv.headers['content-disposition']),
      /filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, row, ...rest] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    assert.equal(
      header,
      'Número;Fecha;Estado;Medio de pago;Pago;Comprador;E-mail;Empresa;CUIT/RUT;Total;Moneda',
    );
    assert.deepEqual(rest, []);
    const fields = row!.split(';');
    assert.equal(fields[0], number);
    assert.deepEqual(fields.slice(2, 5), ['Recibido', 'Transferencia', 'Pendiente']);
    assert.equal(fields[9], total.toFixed(2).replace('.', ','));
    assert.equal(fields[10], 'ARS');
    assert.ok(csv.body.startsWith('\uFEFF'), 'UTF-8 with its BOM, for Excel');

    for (const [query, status] of [
      ['page=2', 400],
      ['status=enviado', 400],
      ['from=2026-02-01&to=2026-01-01', 422],
    ] as const) {
      const refused = await staffCall(t, 'demo-ar', sales, 'GET', `/api/admin/orders.csv?${query}`);
      assert.equal(refused.statusCode, status, query);
      assert.match(refused.json().error.message, /[a-zá-ú]/, 'a Spanish message');
    }
  });

  it('counts today’s and this week’s orders and sales, waiting payments, proofs, expiring quotes, low stock, sales by week', async () => {
    const dashboard = async () => {
      const res = await staffCall(t, 'demo-ar', sales, 'GET', '/api/admin/dashboard');
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result;
    };
    const before = await dashboard();
    const { id, total } = await transferOrder(t);
    // A quote that runs out tomorrow; a variant down to 3 units.
    const { accessToken } = await loginAs(t, 'demo-ar');
    const quote = await quoteCalls(t).post(
      'demo-ar',
      'GenerateQuote',
      { items: await cartOf(t, 'demo-ar', 1) },
      accessToken,
      { 'idempotency-key': randomUUID() },
    );
    assert.equal(quote.statusCode, 200, quote.body);
    await t.db
      .updateTable('quotes')
      .set({ expires_at: new Date(Date.now() + 86_400_000).toISOString() })
      .where('number', '=', quote.json().result.number)
      .execute();
    const variant = await t.db
      .selectFrom('catalog_variants')
      .select(['id', 'sku'])
      .where('stock', '>', 20)
      .where('tenant_id', '=', (await t.app.tenants.getByName('demo-ar'))!.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('catalog_variants')
      .set({ stock: 3 })
      .where('id', '=', variant.id)
      .execute();

    const after = await dashboard();
    assert.equal(after.today.orders, before.today.orders + 1);
    assert.equal(after.today.sales, Number((before.today.sales + total).toFixed(2)));
    assert.equal(after.waitingForPayment, before.waitingForPayment + 1);
    assert.equal(after.quotesExpiring, before.quotesExpiring + 1);
    assert.equal(after.lowStock.count, before.lowStock.count + 1);
    assert.ok(after.lowStock.items.every((i: { stock: number }) => i.stock <= 20));
    // Paid, its design waits for the buyer's approval of the proof.
    assert.equal((await pay(id, total.toFixed(2))).statusCode, 200);
    assert.equal((await dashboard()).proofsWaiting, before.proofsWaiting + 1);
    assert.equal(after.salesByWeek.length, 8);
    assert.equal(after.salesByWeek.at(-1).sales, after.week.sales, 'the last bar is this week');
    assert.ok(
      after.salesByWeek.every(
        (w: { weekStart: string }, i: number, all: { weekStart: string }[]) =>
          i === 0 || Date.parse(w.weekStart) - Date.parse(all[i - 1]!.weekStart) === 7 * 86_400_000,
      ),
    );
  });
});
