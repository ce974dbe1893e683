import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomBytes, randomUUID } from 'node:crypto';
import { STAFF_EVENT_NAMES } from '@store/contracts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { runOrderCli } from '../orders/index.js';
import { decideOnSandboxPage } from '../payments/test-sandbox.js';
import { LIVE_MESSAGES } from './admin-events.routes.js';
import { openStream, recordTransfer, ticketUrl } from './live-events-test-support.js';
import { ROLE_NAMES } from './staff-roles.js';
import { staffCall, staffMemberToken, staffToken, transferOrder } from './staff-test-support.js';

const { orderPlaced, paymentChanged } = STAFF_EVENT_NAMES;
const FORBIDDEN = (role: keyof typeof ROLE_NAMES) =>
  `Tu rol «${ROLE_NAMES[role]}» no tiene permiso para esta acción. Un dueño de la tienda puede cambiar tu rol.`;

type OrderEvent = {
  order: { id: number; number: string; buyer: string; company: string; total: number };
  paid?: number;
  balance?: number;
};
const orderOf = (event: { data: unknown }) => event.data as OrderEvent;

describe('the back office live events: tickets, the stream, who gets what', () => {
  let t: TestApp;
  let owner: string;

  before(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    owner = await staffToken(t, 'demo-ar', 'owner');
  });
  after(() => t.close());

  const stream = (url: string) => t.app.inject({ method: 'GET', url, headers: apiHeaders(null) });

  it('tells the owner of a new order, its transfer chosen, and each payment staff record', async () => {
    const live = await openStream(t.app, await ticketUrl(t.app, 'demo-ar', owner));
    await live.until('conectado');
    assert.match(live.raw(), /^retry: \d+$/m);

    const { id, total } = await transferOrder(t);
    const placed = orderOf(await live.next(orderPlaced));
    assert.equal(placed.order.id, id);
    assert.equal(placed.order.total, total);
    assert.match(placed.order.number, /\d/);
    assert.ok(placed.order.buyer.length > 0, 'the buyer is named');
    const chosen = await live.next(paymentChanged);
    assert.equal(orderOf(chosen).order.id, id);
    assert.deepEqual(
      [
        (chosen.data as { order: { paymentStatus: string } }).order.paymentStatus,
        orderOf(chosen).paid,
      ],
      ['pending', 0],
    );

    const half = Math.round(total * 50) / 100;
    await recordTransfer(t, owner, id, half);
    const part = orderOf(await live.next(paymentChanged, live.seen.indexOf(chosen) + 1));
    assert.equal(part.order.id, id);
    assert.equal(part.paid, half);
    assert.equal(part.balance, Math.round((total - half) * 100) / 100);
    await live.close();
  });

  it("tells of a card payment the provider approved (the sandbox's page, as Mercado Pago's)", async () => {
    const live = await openStream(t.app, await ticketUrl(t.app, 'demo-ar', owner));
    await live.until('conectado');
    const { id, total, buyerToken } = await transferOrder(t);
    await live.next(paymentChanged);
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Orders/UpdateOrderPayment',
      headers: { ...apiHeaders('demo-ar', buyerToken), 'idempotency-key': randomUUID() },
      payload: { orderId: id, method: 'MP' },
    });
    assert.equal(card.statusCode, 200, card.body);
    const decided = await decideOnSandboxPage(t, card.json().result.redirectUrl, 'approved');
    assert.equal(decided.statusCode, 303, decided.body);
    // The card chosen (pending), then approved: the approval is the one that says paid.
    type Facts = { order: { id: number; payment: string; paymentStatus: string } };
    let event = await live.next(paymentChanged);
    while ((event.data as Facts).order.paymentStatus !== 'approved')
      event = await live.next(paymentChanged, live.seen.indexOf(event) + 1);
    const { order, paid, balance } = event.data as Facts & { paid: number; balance: number };
    assert.deepEqual(
      [order.id, order.payment, order.paymentStatus, paid, balance],
      [id, 'MP', 'approved', total, 0],
    );
    await live.close();
  });

  it('tells of an order moved to paid from the command line', async () => {
    const live = await openStream(t.app, await ticketUrl(t.app, 'demo-ar', owner));
    await live.until('conectado');
    const { id } = await transferOrder(t);
    await live.next(orderPlaced);
    await live.next(paymentChanged);
    const from = live.seen.length;
    await runOrderCli(['status', String(id), 'paid'], t.app);
    const moved = orderOf(await live.next(paymentChanged, from));
    assert.equal(moved.order.id, id);
    assert.equal((moved.order as unknown as { status: string }).status, 'paid');
    await live.close();
  });

  it('lets sales and production open the stream, refuses catalogue and buyers in Spanish', async () => {
    for (const role of ['production'] as const) {
      const token = await staffMemberToken(t, 'demo-ar', role);
      const live = await openStream(t.app, await ticketUrl(t.app, 'demo-ar', token));
      await live.until('conectado');
      await live.close();
    }
    const sales = await staffToken(t, 'demo-ar', 'sales');
    const salesStream = await openStream(t.app, await ticketUrl(t.app, 'demo-ar', sales));
    await salesStream.until('conectado');
    await salesStream.close();

    const catalogue = await staffMemberToken(t, 'demo-ar', 'catalogue');
    const refused = await staffCall(
      t,
      'demo-ar',
      catalogue,
      'POST',
      '/api/admin/events/ticket',
      {},
    );
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error.message, FORBIDDEN('catalogue'));

    const buyer = (await transferOrder(t)).buyerToken;
    const asBuyer = await staffCall(t, 'demo-ar', buyer, 'POST', '/api/admin/events/ticket', {});
    assert.equal(asBuyer.statusCode, 401);
    assert.match(asBuyer.json().error.message, /equipo|sesión/);
  });

  it('opens the stream once per ticket, within its minute, for its own store only', async () => {
    const url = await ticketUrl(t.app, 'demo-ar', owner);
    const first = await openStream(t.app, url);
    await first.until('conectado');
    await first.close();
    const again = await stream(url);
    assert.equal(again.statusCode, 401);
    assert.equal(again.json().error.message, LIVE_MESSAGES.badTicket);

    const made = await stream(
      `/api/admin/events?tenant=demo-ar&ticket=${randomBytes(32).toString('base64url')}`,
    );
    assert.equal(made.statusCode, 401);
    assert.equal(made.json().error.message, LIVE_MESSAGES.badTicket);

    const late = await ticketUrl(t.app, 'demo-ar', owner);
    await t.db
      .updateTable('staff_event_tickets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const expired = await stream(late);
    assert.equal(expired.statusCode, 401);
    assert.equal(expired.json().error.message, LIVE_MESSAGES.badTicket);

    const chilean = await staffToken(t, 'demo-cl', 'owner');
    const clUrl = await ticketUrl(t.app, 'demo-cl', chilean);
    const elsewhere = await stream(clUrl.replace('tenant=demo-cl', 'tenant=demo-ar'));
    assert.equal(elsewhere.statusCode, 403);
    assert.equal(elsewhere.json().error.message, LIVE_MESSAGES.otherStore);
  });

  it('refuses a ticket whose member lost the orders since it was given', async () => {
    const sales = await staffToken(t, 'demo-ar', 'sales');
    const url = await ticketUrl(t.app, 'demo-ar', sales);
    const me = (await staffCall(t, 'demo-ar', sales, 'GET', '/api/admin/me')).json().result;
    const moved = await staffCall(t, 'demo-ar', owner, 'PUT', `/api/admin/staff/${me.id}`, {
      role: 'catalogue',
    });
    assert.equal(moved.statusCode, 200, moved.body);
    const refused = await stream(url);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error.message, FORBIDDEN('catalogue'));
    await staffCall(t, 'demo-ar', owner, 'PUT', `/api/admin/staff/${me.id}`, { role: 'sales' });
  });

  it("never sends one store's orders to another store's staff", async () => {
    const chilean = await staffToken(t, 'demo-cl', 'owner');
    const cl = await openStream(t.app, await ticketUrl(t.app, 'demo-cl', chilean));
    const ar = await openStream(t.app, await ticketUrl(t.app, 'demo-ar', owner));
    await Promise.all([cl.until('conectado'), ar.until('conectado')]);
    const { id } = await transferOrder(t);
    assert.equal(orderOf(await ar.next(orderPlaced)).order.id, id);
    // Events are written in order: the marker published after demo-ar's order comes after it.
    const clTenant = (await t.app.tenants.getByName('demo-cl'))!;
    t.app.staffLive.publish(clTenant.id, orderPlaced, { marker: true });
    const first = await cl.next(orderPlaced);
    assert.deepEqual(first.data, { marker: true });
    assert.deepEqual(cl.seen, [first]);
    await Promise.all([cl.close(), ar.close()]);
  });

  it('ends open streams when the server closes, without waiting for the browsers', async () => {
    const other = await createTestApp();
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const token = await staffToken(other, 'demo-ar', 'owner');
    const live = await openStream(other.app, await ticketUrl(other.app, 'demo-ar', token));
    await live.until('conectado');
    assert.equal(other.app.staffLive.size, 1);
    await other.close();
    await live.ended();
  });
});
