import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { FIELD_MESSAGES } from '@store/contracts/checkout-rules';
import { loggedIn } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import { arOrder } from '../orders/test-orders.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';
import { PAYMENT_MESSAGES } from './payments-messages.js';
import { RECONCILE_AFTER_MS } from './payments.routes.js';
import { decideSandboxPayment } from './sandbox-provider.js';
import { decideOnSandboxPage } from './test-sandbox.js';
import { signWebhook } from './webhook-signature.js';

const APP = '/api/services/app';

describe('payments: methods, transfer, cheque and card through the sandbox provider', () => {
  let t: TestApp;
  let ar: Tenant;
  let mug: ProductDetail;
  let tandil: string;
  let token: string;

  const headers = (key?: string) => ({
    ...apiHeaders('demo-ar', token),
    ...(key ? { 'idempotency-key': key } : {}),
  });
  const newOrder = async () => {
    const item = simpleItem(mug, variantWithStock(mug, 5), 2);
    const res = await t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/CompleteOrder`,
      headers: headers(randomUUID()),
      payload: arOrder([item], tandil),
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: number; total: number };
  };
  const pay = (payload: object, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/UpdateOrderPayment`,
      headers: headers(key),
      payload,
    });
  const orderOf = async (id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${APP}/Orders/GetOrderById?Id=${id}`,
        headers: headers(),
      })
    ).json().result;
  const redirectOf = async (orderId: number): Promise<string> => {
    const res = await pay({ orderId, method: 'MP' });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result.redirectUrl;
  };
  const checkoutOf = async (orderId: number) =>
    new URL(await redirectOf(orderId)).pathname.split('/').at(-1)!;
  const webhook = async (
    paymentId: string,
    options: { secret?: string; type?: string; ts?: string } = {},
  ) => {
    const provider = (await t.app.payments.providerFor(ar, 'sandbox'))!;
    const requestId = randomUUID();
    const ts = options.ts ?? String(Date.now());
    const v1 = signWebhook(options.secret ?? provider.webhookSecret, paymentId, requestId, ts);
    return t.app.inject({
      method: 'POST',
      url: `/api/payments/webhook/demo-ar/sandbox?data.id=${paymentId}&type=${options.type ?? 'payment'}`,
      headers: { 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
      payload: { type: options.type ?? 'payment', data: { id: paymentId } },
    });
  };
  const eventsOf = (paymentId: string) =>
    t.db.selectFrom('payment_events').selectAll().where('payment_id', '=', paymentId).execute();

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    token = (await loggedIn(t, 'demo-ar', 'comprador@promosur.com.ar', 'PromoSur-2026'))
      .accessToken;
  });
  after(() => t.close());

  it('lists CHQ, MP and TRF; an order starts with NONE', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${APP}/Orders/GetPaymentMethods`,
      headers: headers(),
    });
    assert.deepEqual(
      res
        .json()
        .result.map((m: { code: string }) => m.code)
        .sort(),
      ['CHQ', 'MP', 'TRF'],
    );
    const order = await orderOf((await newOrder()).id);
    assert.equal(order.payment, 'NONE');
  });

  it("answers the tenant's bank details for a transfer and leaves the order pending", async () => {
    const order = await newOrder();
    const res = await pay({ orderId: order.id, method: 'TRF' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.bankDetails.cbu, '0070123120000009750146');
    assert.equal(res.json().result.total, order.total);
    const after = await orderOf(order.id);
    assert.deepEqual([after.payment, after.paymentStatus], ['TRF', 'pending']);
  });

  it('records a cheque dated up to 360 days ahead, and refuses a bad one in Spanish', async () => {
    const order = await newOrder();
    const bad = await pay({
      orderId: order.id,
      method: 'CHQ',
      cheque: { bank: 'Banco Nación', number: '123', paymentDate: '2020-01-01' },
    });
    assert.equal(bad.statusCode, 422);
    assert.equal(bad.json().error.field, 'paymentDate');
    assert.equal(bad.json().error.message, FIELD_MESSAGES.chequeDate);
    assert.equal((await orderOf(order.id)).payment, 'NONE', 'a refusal changes nothing');
    const inMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const good = await pay({
      orderId: order.id,
      method: 'CHQ',
      cheque: { bank: 'Banco Nación', number: '123', paymentDate: inMonth },
    });
    assert.equal(good.statusCode, 200, good.body);
    assert.deepEqual(
      [(await orderOf(order.id)).payment, (await orderOf(order.id)).paymentStatus],
      ['CHQ', 'pending'],
    );
  });

  it('pays by card on the hosted page: redirect back with the payment, signed webhook, approved once', async () => {
    const order = await newOrder();
    const redirect = await redirectOf(order.id);
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(redirect).pathname + new URL(redirect).search,
    });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Aprobar/);
    assert.match(page.body, /Rechazar/);
    assert.match(page.body, /Dejar pendiente/);
    const decided = await decideOnSandboxPage(t, redirect, 'approved');
    assert.equal(decided.statusCode, 303);
    const back = new URL(decided.headers.location as string);
    assert.equal(back.pathname, '/demo-ar/confirm-purchase');
    assert.equal(back.searchParams.get('status'), 'approved');
    assert.equal(back.searchParams.get('external_reference'), String(order.id));
    const paymentId = back.searchParams.get('payment_id')!;
    assert.equal((await orderOf(order.id)).paymentStatus, 'approved');
    // The return page asks too: the same approval is not applied twice.
    const status = await t.app.inject({
      method: 'GET',
      url: `${APP}/Orders/GetOrderPaymentStatus?Id=${order.id}&paymentId=${paymentId}`,
      headers: headers(),
    });
    assert.deepEqual(status.json().result, {
      orderId: order.id,
      payment: 'MP',
      status: 'approved',
      paymentId,
    });
    const events = await eventsOf(paymentId);
    assert.deepEqual(
      events.map((e) => [e.status, e.outcome]),
      [['approved', 'applied']],
    );
    const again = await pay({ orderId: order.id, method: 'TRF' });
    assert.equal(again.json().error.message, PAYMENT_MESSAGES.paid);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const order = await newOrder();
    const preference = await checkoutOf(order.id);
    const row = await decideSandboxPayment(t.db, preference, 'approved');
    const res = await webhook(row!.payment_id!, { secret: 'not-the-secret' });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error.message, PAYMENT_MESSAGES.badSignature);
    assert.equal((await eventsOf(row!.payment_id!)).length, 0);
    assert.equal((await orderOf(order.id)).paymentStatus, 'pending');
  });

  it('ignores duplicates and out-of-order notifications', async () => {
    const order = await newOrder();
    const preference = await checkoutOf(order.id);
    const pending = await decideSandboxPayment(t.db, preference, 'pending');
    const paymentId = pending!.payment_id!;
    assert.equal((await webhook(paymentId)).json().result.outcome, 'ignored');
    await decideSandboxPayment(t.db, preference, 'approved');
    assert.equal((await webhook(paymentId)).json().result.outcome, 'applied');
    // Mercado Pago retries: the same notification again, and the older one late.
    assert.equal((await webhook(paymentId)).json().result.outcome, 'duplicate');
    assert.equal((await webhook(paymentId)).json().result.outcome, 'duplicate');
    // A rejection reported after the approval never undoes it.
    await t.db
      .updateTable('sandbox_payments')
      .set({ status: 'rejected' })
      .where('preference_id', '=', preference)
      .execute();
    assert.equal((await webhook(paymentId)).json().result.outcome, 'ignored');
    assert.equal((await orderOf(order.id)).paymentStatus, 'approved');
    assert.equal(
      (await webhook(paymentId, { type: 'merchant_order' })).json().result.outcome,
      'ignored',
    );
  });

  it('completes the order once when the return page and the webhook race', async () => {
    const order = await newOrder();
    const preference = await checkoutOf(order.id);
    const paymentId = (await decideSandboxPayment(t.db, preference, 'approved'))!.payment_id!;
    const returned = () =>
      t.app.inject({
        method: 'GET',
        url: `${APP}/Orders/GetOrderPaymentStatus?Id=${order.id}&paymentId=${paymentId}`,
        headers: headers(),
      });
    const answers = await Promise.all([
      webhook(paymentId),
      returned(),
      webhook(paymentId),
      returned(),
    ]);
    for (const res of answers) assert.equal(res.statusCode, 200, res.body);
    const events = await eventsOf(paymentId);
    assert.deepEqual(
      events.map((e) => e.outcome),
      ['applied'],
    );
    assert.equal((await orderOf(order.id)).paymentStatus, 'approved');
  });

  it('lets a rejected payment be retried', async () => {
    const order = await newOrder();
    const first = await checkoutOf(order.id);
    const rejected = (await decideSandboxPayment(t.db, first, 'rejected'))!.payment_id!;
    await webhook(rejected);
    assert.equal((await orderOf(order.id)).paymentStatus, 'rejected');
    const second = await checkoutOf(order.id);
    assert.notEqual(second, first);
    assert.equal((await orderOf(order.id)).paymentStatus, 'pending');
    await webhook((await decideSandboxPayment(t.db, second, 'approved'))!.payment_id!);
    assert.equal((await orderOf(order.id)).paymentStatus, 'approved');
  });

  it('holds an order whose payment does not match its amount', async () => {
    const order = await newOrder();
    const preference = await checkoutOf(order.id);
    await t.db
      .updateTable('sandbox_payments')
      .set({ amount: 1 })
      .where('preference_id', '=', preference)
      .execute();
    const paymentId = (await decideSandboxPayment(t.db, preference, 'approved'))!.payment_id!;
    assert.equal((await webhook(paymentId)).json().result.outcome, 'mismatch');
    assert.equal((await orderOf(order.id)).paymentStatus, 'pending');
  });

  it('reconciles card orders left pending when no notification came', async () => {
    const order = await newOrder();
    const preference = await checkoutOf(order.id);
    await decideSandboxPayment(t.db, preference, 'approved');
    assert.equal(await t.app.payments.reconcile(RECONCILE_AFTER_MS), 0, 'too recent to ask');
    const old = new Date(Date.now() - RECONCILE_AFTER_MS - 60_000).toISOString();
    await t.db.updateTable('orders').set({ updated_at: old }).where('id', '=', order.id).execute();
    assert.equal(await t.app.payments.reconcile(RECONCILE_AFTER_MS), 1);
    assert.equal((await orderOf(order.id)).paymentStatus, 'approved');
  });

  const postDecision = (preference: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${preference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  const sandboxRowOf = (preference: string) =>
    t.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('preference_id', '=', preference)
      .executeTakeFirstOrThrow();

  it("refuses a decision posted without the page's token, or with another, and changes nothing", async () => {
    const order = await newOrder();
    const redirect = await redirectOf(order.id);
    const preference = new URL(redirect).pathname.split('/').at(-1)!;
    for (const payload of ['decision=approved', 'decision=approved&token=not-the-token']) {
      const res = await postDecision(preference, payload);
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(res.json().error.message, PAYMENT_MESSAGES.sandboxToken);
    }
    // The page opened without its token shows no form.
    const bare = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${preference}` });
    assert.equal(bare.statusCode, 403);
    assert.doesNotMatch(bare.body, /Aprobar/);
    assert.equal((await sandboxRowOf(preference)).status, 'created');
    assert.equal((await orderOf(order.id)).paymentStatus, 'pending');
    // The buyer's own page still works once, and its token only once.
    const token = new URL(redirect).searchParams.get('token')!;
    assert.equal((await decideOnSandboxPage(t, redirect, 'approved')).statusCode, 303);
    const replay = await postDecision(preference, `decision=rejected&token=${token}`);
    assert.equal(replay.statusCode, 409, replay.body);
    assert.equal(replay.json().error.message, PAYMENT_MESSAGES.checkoutDecided);
    assert.equal((await orderOf(order.id)).paymentStatus, 'approved');
  });

  it('uses a token once: a "pending" decision cannot be followed by an approval with it', async () => {
    const order = await newOrder();
    const redirect = await redirectOf(order.id);
    const preference = new URL(redirect).pathname.split('/').at(-1)!;
    assert.equal((await decideOnSandboxPage(t, redirect, 'pending')).statusCode, 303);
    const token = new URL(redirect).searchParams.get('token')!;
    const again = await postDecision(preference, `decision=approved&token=${token}`);
    assert.equal(again.statusCode, 403, again.body);
    assert.equal((await sandboxRowOf(preference)).status, 'pending');
    assert.equal((await orderOf(order.id)).paymentStatus, 'pending');
  });

  it('lets a sandbox checkout expire: its page and its form refuse it in Spanish', async () => {
    const order = await newOrder();
    const redirect = await redirectOf(order.id);
    const preference = new URL(redirect).pathname.split('/').at(-1)!;
    const row = await sandboxRowOf(preference);
    assert.ok(row.expires_at && row.expires_at > new Date().toISOString(), 'it has an expiry');
    await t.db
      .updateTable('sandbox_payments')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('preference_id', '=', preference)
      .execute();
    const token = new URL(redirect).searchParams.get('token')!;
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/${preference}?token=${token}`,
    });
    assert.equal(page.statusCode, 410);
    assert.match(page.body, /Este pago venció/);
    const res = await postDecision(preference, `decision=approved&token=${token}`);
    assert.equal(res.statusCode, 410, res.body);
    assert.equal(res.json().error.message, PAYMENT_MESSAGES.checkoutExpired);
    assert.equal((await sandboxRowOf(preference)).status, 'created');
    assert.equal((await orderOf(order.id)).paymentStatus, 'pending');
  });

  it('takes no payment on a cancelled order: a late approval is recorded for a refund', async () => {
    const order = await newOrder();
    const redirect = await redirectOf(order.id);
    await t.app.orders.changeStatus(ar, order.id, 'cancelled', null);
    for (const method of ['MP', 'TRF'] as const) {
      const res = await pay({ orderId: order.id, method });
      assert.equal(res.statusCode, 422, res.body);
      assert.equal(res.json().error.message, PAYMENT_MESSAGES.cancelled);
    }
    // The buyer approves on the page opened before the cancellation: the money is in, the order
    // stays cancelled and unpaid, and the payment is flagged for a refund.
    const decided = await decideOnSandboxPage(t, redirect, 'approved');
    assert.equal(decided.statusCode, 303, decided.body);
    const paymentId = new URL(decided.headers.location as string).searchParams.get('payment_id')!;
    const after = await orderOf(order.id);
    assert.deepEqual([after.status, after.paymentStatus], ['cancelled', 'pending']);
    assert.deepEqual(
      (await eventsOf(paymentId)).map((e) => [e.status, e.outcome]),
      [['approved', 'refund_due']],
    );
  });

  it('refuses a signed notification older than 10 minutes with 400, recording nothing', async () => {
    const order = await newOrder();
    const preference = await checkoutOf(order.id);
    const paymentId = (await decideSandboxPayment(t.db, preference, 'approved'))!.payment_id!;
    for (const ts of [
      String(Date.now() - 30 * 86_400_000),
      String(Date.now() - 11 * 60_000),
      String(Math.floor((Date.now() - 11 * 60_000) / 1000)),
    ]) {
      const old = await webhook(paymentId, { ts });
      assert.equal(old.statusCode, 400, old.body);
      assert.equal(old.json().error.message, PAYMENT_MESSAGES.staleWebhook);
    }
    assert.equal((await eventsOf(paymentId)).length, 0);
    assert.equal((await orderOf(order.id)).paymentStatus, 'pending');
    // Within the tolerance, in seconds as in milliseconds.
    const fresh = await webhook(paymentId, { ts: String(Math.floor(Date.now() / 1000) - 60) });
    assert.equal(fresh.json().result.outcome, 'applied');
  });
});
