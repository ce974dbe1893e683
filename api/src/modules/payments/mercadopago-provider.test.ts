import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { loggedIn } from '../../test/auth-support.js';
import { readJsonBody } from '../../test/request-body.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { arOrder } from '../orders/test-orders.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';
import { signWebhook } from './webhook-signature.js';

const APP = '/api/services/app';
const MP_HOST = 'https://api.mercadopago.com';
const ACCESS_TOKEN = 'APP_USR-test-token';
const WEBHOOK_SECRET = 'tenant-webhook-secret';

/**
 * The official SDK has its address fixed (no option to change it), so the test sends its requests
 * to a local double of Mercado Pago's API by rewriting the host in `fetch`: the SDK, the adapter
 * and the store's routes all run for real.
 */
describe('Mercado Pago Checkout Pro through the official SDK (local HTTP double)', () => {
  let t: TestApp;
  let server: Server;
  const realFetch = globalThis.fetch;
  const requests: {
    method: string;
    url: string;
    headers: Record<string, unknown>;
    body: unknown;
  }[] = [];
  const payments = new Map<string, Record<string, unknown>>();

  before(async () => {
    server = createServer(async (request, response) => {
      const body = await readJsonBody(request);
      const url = new URL(request.url!, 'http://double').pathname.replace(/\/$/, '');
      requests.push({ method: request.method!, url, headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      const payment = /^\/v1\/payments\/(\d+)$/.exec(url)?.[1];
      if (request.method === 'POST' && url === '/checkout/preferences')
        return response.end(
          JSON.stringify({
            id: 'pref-1',
            init_point: 'https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=pref-1',
          }),
        );
      if (payment && payments.has(payment))
        return response.end(JSON.stringify(payments.get(payment)));
      response.statusCode = 404;
      response.end(JSON.stringify({ message: 'not found', status: 404 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    globalThis.fetch = (input, init) =>
      realFetch(typeof input === 'string' ? input.replace(MP_HOST, local) : input, init);
    t = await createTestApp();
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    await t.app.tenantSecrets.set(ar.id, {
      mercadoPagoAccessToken: ACCESS_TOKEN,
      mercadoPagoWebhookSecret: WEBHOOK_SECRET,
    });
  });
  after(async () => {
    globalThis.fetch = realFetch;
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('opens a preference with the server total, then takes the signed notification after re-fetching', async () => {
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    const mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    const tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    const { accessToken } = await loggedIn(
      t,
      'demo-ar',
      'comprador@promosur.com.ar',
      'PromoSur-2026',
    );
    const headers = (key?: string) => ({
      ...apiHeaders('demo-ar', accessToken),
      ...(key ? { 'idempotency-key': key } : {}),
    });
    const order = (
      await t.app.inject({
        method: 'POST',
        url: `${APP}/Orders/CompleteOrder`,
        headers: headers(randomUUID()),
        payload: arOrder([simpleItem(mug, variantWithStock(mug, 2), 2)], tandil),
      })
    ).json().result;

    const key = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/UpdateOrderPayment`,
      headers: headers(key),
      payload: { orderId: order.id, method: 'MP' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(
      res.json().result.redirectUrl,
      'https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=pref-1',
    );
    const created = requests.find((r) => r.url === '/checkout/preferences')!;
    assert.equal(created.headers.authorization, `Bearer ${ACCESS_TOKEN}`);
    assert.equal(created.headers['x-idempotency-key'], key);
    const body = created.body as {
      items: { unit_price: number; currency_id: string; quantity: number }[];
      external_reference: string;
      notification_url: string;
      back_urls: { success: string };
      expires: boolean;
    };
    assert.deepEqual(
      [body.items[0]!.unit_price, body.items[0]!.currency_id, body.items[0]!.quantity],
      [order.total, 'ARS', 1],
    );
    assert.equal(body.external_reference, String(order.id));
    assert.match(body.notification_url, /\/api\/payments\/webhook\/demo-ar\/mercadopago$/);
    assert.match(
      body.back_urls.success,
      new RegExp(`/demo-ar/confirm-purchase\\?orderId=${order.id}$`),
    );
    assert.equal(body.expires, true);

    payments.set('555001', {
      id: 555001,
      status: 'approved',
      external_reference: String(order.id),
      transaction_amount: order.total,
      currency_id: 'ARS',
    });
    const notify = (secret: string) => {
      const requestId = randomUUID();
      const ts = String(Date.now());
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/demo-ar/mercadopago?data.id=555001&type=payment',
        headers: {
          'x-request-id': requestId,
          'x-signature': `ts=${ts},v1=${signWebhook(secret, '555001', requestId, ts)}`,
        },
        payload: { type: 'payment', data: { id: '555001' } },
      });
    };
    assert.equal((await notify('forged')).statusCode, 401);
    // Mercado Pago cannot be reached to check it: 503 with Retry-After (it notifies again later),
    // nothing recorded.
    const reachable = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('fetch failed'));
    const unreachable = await notify(WEBHOOK_SECRET).finally(() => {
      globalThis.fetch = reachable;
    });
    assert.equal(unreachable.statusCode, 503, unreachable.body);
    assert.ok(Number(unreachable.headers['retry-after']) > 0);
    assert.equal(
      (
        await t.db
          .selectFrom('payment_events')
          .selectAll()
          .where('payment_id', '=', '555001')
          .execute()
      ).length,
      0,
    );
    const ok = await notify(WEBHOOK_SECRET);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().result.outcome, 'applied');
    assert.ok(
      requests.some((r) => r.method === 'GET' && r.url === '/v1/payments/555001'),
      'the payment is re-fetched',
    );
    const after = await t.app.inject({
      method: 'GET',
      url: `${APP}/Orders/GetOrderById?Id=${order.id}`,
      headers: headers(),
    });
    assert.equal(after.json().result.paymentStatus, 'approved');
  });
});
