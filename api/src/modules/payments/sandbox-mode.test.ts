import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../../config.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { demoBuyer, placeOrder, type Buyer } from '../invoices/test-invoices.js';
import { runTenantCli } from '../tenants/index.js';
import { PAYMENT_MESSAGES } from './payments-messages.js';
import { sandboxProvider } from './sandbox-provider.js';
import { signWebhook } from './webhook-signature.js';

const APP = '/api/services/app';

/** Issue 31: the card sandbox is a demo method, only where a tenant is marked demo. */
describe('payments: the sandbox only for demo stores', () => {
  let t: TestApp;
  let ar: Buyer;
  let cl: Buyer;

  const methodsOf = async (tenant: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${APP}/Orders/GetPaymentMethods`,
        headers: apiHeaders(tenant),
      })
    )
      .json()
      .result.map((m: { code: string }) => m.code);
  const payByCard = (buyer: Buyer, orderId: number) =>
    t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/UpdateOrderPayment`,
      headers: { ...apiHeaders(buyer.tenant, buyer.token), 'idempotency-key': randomUUID() },
      payload: { orderId, method: 'MP' },
    });
  const orderOf = async (buyer: Buyer, id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${APP}/Orders/GetOrderById?Id=${id}`,
        headers: apiHeaders(buyer.tenant, buyer.token),
      })
    ).json().result;
  /** A notification signed with the sandbox's secret of that store, on the sandbox's path. */
  const sandboxWebhook = async (tenantName: string, paymentId: string) => {
    const tenant = (await t.app.tenants.getByName(tenantName))!;
    const secret = sandboxProvider(t.db, {
      tenantId: tenant.id,
      secretsKey: t.app.config.tenantSecretsKey,
      publicUrl: '',
    }).webhookSecret;
    const requestId = randomUUID();
    const ts = String(Date.now());
    return t.app.inject({
      method: 'POST',
      url: `/api/payments/webhook/${tenantName}/sandbox?data.id=${paymentId}&type=payment`,
      headers: {
        'x-request-id': requestId,
        'x-signature': `ts=${ts},v1=${signWebhook(secret, paymentId, requestId, ts)}`,
      },
      payload: { type: 'payment', data: { id: paymentId } },
    });
  };

  before(async () => {
    t = await createTestApp();
    ar = await demoBuyer(t, 'demo-ar');
    cl = await demoBuyer(t, 'demo-cl');
  });
  after(() => t.close());

  it('offers transfer and cheque only in a store with no card payments, and says so', async () => {
    await runTenantCli(['create', join(REPO_ROOT, 'e2e/fixtures/tenant-norte.yaml')], t.app);
    assert.deepEqual(await methodsOf('norte-regalos'), ['TRF', 'CHQ']);
    assert.match(
      await runTenantCli(['show', 'norte-regalos'], t.app),
      /cardPayments: "?sin configurar: la tienda ofrece solo transferencia y cheque/,
    );
    // Marked demo by the operator: the sandbox takes cards.
    assert.match(
      await runTenantCli(['payment', 'norte-regalos', '--sandbox'], t.app),
      /tienda de demostración/,
    );
    assert.deepEqual(await methodsOf('norte-regalos'), ['MP', 'TRF', 'CHQ']);
  });

  it('refuses a card payment and the sandbox webhook in a store out of sandbox mode', async () => {
    const tenant = (await t.app.tenants.getByName('demo-ar'))!;
    const order = await placeOrder(t, ar);
    await t.app.payments.setSandbox(tenant.id, false);
    try {
      const res = await payByCard(ar, order.id);
      assert.equal(res.statusCode, 422, res.body);
      assert.equal(res.json().error.message, PAYMENT_MESSAGES.noCard);
      assert.equal((await orderOf(ar, order.id)).payment, 'NONE', 'nothing changed');
      const hook = await sandboxWebhook('demo-ar', '123456');
      assert.equal(hook.statusCode, 403, hook.body);
      assert.equal(hook.json().error.message, PAYMENT_MESSAGES.providerOff);
    } finally {
      await t.app.payments.setSandbox(tenant.id, true);
    }
  });

  it('turns the sandbox off for a store given real credentials: an open sandbox checkout pays nothing', async () => {
    const order = await placeOrder(t, cl);
    const opened = await payByCard(cl, order.id);
    assert.equal(opened.statusCode, 200, opened.body);
    const redirect = new URL(opened.json().result.redirectUrl);
    assert.match(redirect.pathname, /^\/api\/payments\/sandbox\//);
    const message = await runTenantCli(['payment', 'demo-cl'], t.app, process.cwd(), {
      MP_ACCESS_TOKEN: 'APP_USR-real',
      MP_WEBHOOK_SECRET: 'real-secret',
    });
    assert.match(message, /Credenciales de Mercado Pago guardadas/);
    assert.match(await runTenantCli(['show', 'demo-cl'], t.app), /cardPayments: Mercado Pago/);
    await assert.rejects(
      runTenantCli(['payment', 'demo-cl', '--sandbox'], t.app),
      /tiene credenciales de Mercado Pago/,
    );
    const decided = await t.app.inject({
      method: 'POST',
      url: redirect.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=approved&token=${redirect.searchParams.get('token')}`,
    });
    assert.equal(decided.statusCode, 403, decided.body);
    assert.equal(decided.json().error.message, PAYMENT_MESSAGES.providerOff);
    const row = await t.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('preference_id', '=', redirect.pathname.split('/').at(-1)!)
      .executeTakeFirstOrThrow();
    assert.deepEqual([row.status, row.payment_id], ['created', null]);
    assert.equal((await orderOf(cl, order.id)).paymentStatus, 'pending');
    const hook = await sandboxWebhook('demo-cl', '123456');
    assert.equal(hook.statusCode, 403, hook.body);
  });
});
