import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { loggedIn } from '../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';
import type { ProductDetail } from '../modules/catalog/index.js';
import { IDEMPOTENCY_MESSAGES, IN_FLIGHT_LEASE_MS } from '../modules/orders/index.js';
import { createInstancePresence } from '../db/instance-presence.js';
import { eventually } from '../test/eventually.js';
import { arOrder, newBuyer } from '../modules/orders/test-orders.js';
import { decideSandboxPayment } from '../modules/payments/index.js';
import { signWebhook } from '../modules/payments/index.js';
import { simpleItem } from '../modules/pricing/test-carts.js';
import type { Tenant } from '../modules/tenants/index.js';
import { recordFigures, recordTestAppMail } from '../test/figures.js';

/**
 * What a flaky network or an impatient buyer does: the same request many times, at once. Every
 * burst is fired with Promise.all, so on PostgreSQL the requests run on separate connections of
 * the pool at the same time (real concurrency), on SQLite they interleave at each await.
 */
const APP = '/api/services/app';
const TIMES = 10;

describe('duplicates and races', () => {
  let t: TestApp;
  let ar: Tenant;
  let mug: ProductDetail;
  let cap: ProductDetail;
  let tandil: string;
  let token: string;

  const complete = (body: object, key: string, bearer = token) =>
    t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/CompleteOrder`,
      headers: { ...apiHeaders('demo-ar', bearer), 'idempotency-key': key },
      payload: body,
    });
  const count = async (table: 'orders' | 'payment_checkouts' | 'order_status_history') =>
    Number(
      (await t.db.selectFrom(table).select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    );
  const stockOf = async (variantId: number) =>
    (
      await t.db
        .selectFrom('catalog_variants')
        .select('stock')
        .where('id', '=', variantId)
        .executeTakeFirstOrThrow()
    ).stock;
  /** A variant of its own for each test, with a known stock, so tests do not share units. */
  const freshVariant = async (product: ProductDetail, index: number, stock = 100) => {
    const variant = product.variants[index]!;
    await t.db
      .updateTable('catalog_variants')
      .set({ stock })
      .where('id', '=', variant.id)
      .execute();
    return variant;
  };

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    cap = await t.app.catalog.detail(ar, 'gorra-trucker-con-red');
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    token = (await loggedIn(t, 'demo-ar', 'comprador@promosur.com.ar', 'PromoSur-2026'))
      .accessToken;
  });
  after(() => recordTestAppMail('duplicates and races: their mail', t).finally(() => t.close()));

  it(`gives one order and takes the stock once for CompleteOrder sent ${TIMES} times at once with one key`, async () => {
    const variant = await freshVariant(mug, 0);
    const body = arOrder([simpleItem(mug, variant, 3)], tandil);
    const key = randomUUID();
    const ordersBefore = await count('orders');
    const answers = await Promise.all(Array.from({ length: TIMES }, () => complete(body, key)));
    // Each copy either got the order or was told, in Spanish, that the first is still running.
    for (const res of answers) {
      assert.ok([200, 409].includes(res.statusCode), res.body);
      if (res.statusCode === 409)
        assert.equal(res.json().error.message, IDEMPOTENCY_MESSAGES.inFlight);
    }
    const ids = new Set(answers.filter((r) => r.statusCode === 200).map((r) => r.json().result.id));
    // The buyer's retry after the burst replays the same order.
    const retry = await complete(body, key);
    recordFigures(`CompleteOrder ${TIMES}x + retry, one key`, {
      requests: TIMES + 1,
      serverErrors: [...answers, retry].filter((r) => r.statusCode >= 500).length,
      lostOrDoubled: Math.abs((await count('orders')) - (ordersBefore + 1)),
    });
    assert.equal(ids.size, 1);
    assert.equal(retry.statusCode, 200);
    assert.ok(ids.has(retry.json().result.id));
    assert.equal(await count('orders'), ordersBefore + 1);
    assert.equal(await stockOf(variant.id), 97);
  });

  it(`gives one order for one cart sent ${TIMES} times at once under ${TIMES} keys`, async () => {
    const variant = await freshVariant(mug, 1);
    const body = arOrder([simpleItem(mug, variant, 4)], tandil);
    const ordersBefore = await count('orders');
    const answers = await Promise.all(
      Array.from({ length: TIMES }, () => complete(body, randomUUID())),
    );
    recordFigures(`CompleteOrder ${TIMES}x, ${TIMES} keys`, {
      requests: TIMES,
      serverErrors: answers.filter((r) => r.statusCode >= 500).length,
      lostOrDoubled: Math.abs((await count('orders')) - (ordersBefore + 1)),
    });
    for (const res of answers) assert.equal(res.statusCode, 200, res.body);
    assert.equal(new Set(answers.map((r) => r.json().result.id)).size, 1);
    assert.equal(await count('orders'), ordersBefore + 1);
    assert.equal(await stockOf(variant.id), 96);
  });

  it('lets a retry take over a key whose first request died before answering', async () => {
    const variant = await freshVariant(mug, 2);
    const body = arOrder([simpleItem(mug, variant, 1)], tandil);
    const key = randomUUID();
    const first = await complete(body, key);
    assert.equal(first.statusCode, 200, first.body);
    const orderId = first.json().result.id;
    const { body_hash: hash, user_id: userId } = await t.db
      .selectFrom('idempotency_keys')
      .select(['body_hash', 'user_id'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    // What a process killed mid-request leaves: the key held, no answer stored.
    const deadKey = randomUUID();
    const startedAt = (ms: number) => new Date(Date.now() - ms).toISOString();
    await t.db
      .insertInto('idempotency_keys')
      .values({
        tenant_id: ar.id,
        user_id: userId,
        scope: 'CompleteOrder',
        key: deadKey,
        body_hash: hash,
        status_code: null,
        response_json: null,
        created_at: startedAt(1_000),
      })
      .execute();
    // Still fresh: it may yet finish, so the same key waits.
    const early = await complete(body, deadKey);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().error.message, IDEMPOTENCY_MESSAGES.inFlight);
    // Past the lease its holder is gone: retries at once, one takes it and answers the order.
    await t.db
      .updateTable('idempotency_keys')
      .set({ created_at: startedAt(IN_FLIGHT_LEASE_MS + 1_000) })
      .where('key', '=', deadKey)
      .execute();
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(body, deadKey)));
    const done = answers.filter((r) => r.statusCode === 200);
    assert.ok(done.length >= 1, answers.map((r) => r.statusCode).join(','));
    for (const res of done) assert.equal(res.json().result.id, orderId);
    assert.equal(await stockOf(variant.id), 99);
  });

  it('takes a key over at once when its process is gone, and waits while it is alive', async () => {
    const variant = await freshVariant(mug, 3);
    const body = arOrder([simpleItem(mug, variant, 1)], tandil);
    const first = await complete(body, randomUUID());
    assert.equal(first.statusCode, 200, first.body);
    const { body_hash: hash, user_id: userId } = await t.db
      .selectFrom('idempotency_keys')
      .select(['body_hash', 'user_id'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    // Another API process, alive, and a key each: one held by it, one by a process now gone.
    const other = await createInstancePresence(t.config.database, () => undefined);
    const heldKey = (owner: string) => {
      const key = randomUUID();
      return t.db
        .insertInto('idempotency_keys')
        .values({
          tenant_id: ar.id,
          user_id: userId,
          scope: 'CompleteOrder',
          key,
          body_hash: hash,
          status_code: null,
          response_json: null,
          created_at: new Date().toISOString(),
          owner,
        })
        .execute()
        .then(() => key);
    };
    try {
      const gone = await complete(body, await heldKey(randomUUID()));
      assert.equal(gone.statusCode, 200, gone.body);
      assert.equal(gone.json().result.id, first.json().result.id);
      // A SQLite store is one process: only PostgreSQL has other processes to ask about.
      if (t.config.database.dialect === 'postgres') {
        const alive = await complete(body, await heldKey(other.id));
        assert.equal(alive.statusCode, 409, alive.body);
        await other.close();
        // PostgreSQL lists a closed connection a moment longer, until its backend has exited:
        // the takeover waits for what the database says, as a proxy's retry would meet it.
        const probe = await createInstancePresence(t.config.database, () => undefined);
        await eventually(
          async () => ((await probe.isAlive(other.id)) ? undefined : true),
          'the closed connection gone from pg_stat_activity',
        ).finally(() => probe.close());
        const afterItDied = await complete(
          body,
          (
            await t.db
              .selectFrom('idempotency_keys')
              .select('key')
              .where('owner', '=', other.id)
              .executeTakeFirstOrThrow()
          ).key,
        );
        assert.equal(afterItDied.statusCode, 200, afterItDied.body);
      }
    } finally {
      await other.close();
    }
    assert.equal(await stockOf(variant.id), 99);
  });

  describe('payments', () => {
    let orderId: number;
    let paymentId: string;

    const webhook = async () => {
      const provider = (await t.app.payments.providerFor(ar, 'sandbox'))!;
      const requestId = randomUUID();
      const ts = String(Date.now());
      return t.app.inject({
        method: 'POST',
        url: `/api/payments/webhook/demo-ar/sandbox?data.id=${paymentId}&type=payment`,
        headers: {
          'x-request-id': requestId,
          'x-signature': `ts=${ts},v1=${signWebhook(provider.webhookSecret, paymentId, requestId, ts)}`,
        },
        payload: { type: 'payment', data: { id: paymentId } },
      });
    };

    before(async () => {
      const variant = await freshVariant(cap, 0);
      const res = await complete(arOrder([simpleItem(cap, variant, 2)], tandil), randomUUID());
      orderId = res.json().result.id;
    });

    it(`opens one card checkout for UpdateOrderPayment sent ${TIMES} times at once with one key`, async () => {
      const key = randomUUID();
      const checkoutsBefore = await count('payment_checkouts');
      const answers = await Promise.all(
        Array.from({ length: TIMES }, () =>
          t.app.inject({
            method: 'POST',
            url: `${APP}/Orders/UpdateOrderPayment`,
            headers: { ...apiHeaders('demo-ar', token), 'idempotency-key': key },
            payload: { orderId, method: 'MP' },
          }),
        ),
      );
      for (const res of answers) assert.ok([200, 409].includes(res.statusCode), res.body);
      const urls = new Set(
        answers.filter((r) => r.statusCode === 200).map((r) => r.json().result.redirectUrl),
      );
      assert.equal(urls.size, 1);
      assert.equal(await count('payment_checkouts'), checkoutsBefore + 1);
      const preference = new URL([...urls][0]!).pathname.split('/').at(-1)!;
      paymentId = (await decideSandboxPayment(t.db, preference, 'approved'))!.payment_id!;
    });

    it(`applies a payment webhook delivered ${TIMES} times at once exactly once`, async () => {
      const historyBefore = await count('order_status_history');
      const answers = await Promise.all(Array.from({ length: TIMES }, () => webhook()));
      recordFigures(`payment webhook ${TIMES}x`, {
        requests: TIMES,
        serverErrors: answers.filter((r) => r.statusCode >= 500).length,
        lostOrDoubled: Math.abs((await count('order_status_history')) - (historyBefore + 1)),
      });
      for (const res of answers) assert.equal(res.statusCode, 200, res.body);
      const outcomes = answers.map((r) => r.json().result.outcome).sort();
      assert.deepEqual(outcomes, ['applied', ...Array(TIMES - 1).fill('duplicate')]);
      const events = await t.db
        .selectFrom('payment_events')
        .select('outcome')
        .where('payment_id', '=', paymentId)
        .execute();
      assert.deepEqual(
        events.map((e) => e.outcome),
        ['applied'],
      );
      // One step to "paid" in the order's history, not ten.
      assert.equal(await count('order_status_history'), historyBefore + 1);
      const order = await t.app.inject({
        method: 'GET',
        url: `${APP}/Orders/GetOrderById?Id=${orderId}`,
        headers: apiHeaders('demo-ar', token),
      });
      assert.equal(order.json().result.paymentStatus, 'approved');
      assert.equal(order.json().result.status, 'paid');
    });
  });

  it('empties the cart when an order is answered again after its process died before emptying it', async () => {
    const buyer = (await newBuyer(t, 'demo-ar', `vaciar-${randomUUID()}@empresa.com.ar`))
      .accessToken;
    const carts = (method: 'GET' | 'POST', name: string, payload?: object) =>
      t.app.inject({
        method,
        url: `${APP}/ShoppingCarts/${name}`,
        headers: apiHeaders('demo-ar', buyer),
        ...(payload ? { payload } : {}),
      });
    const savedCart = async () => (await carts('GET', 'GetShoppingCartsClient')).json().result;
    const saveCart = async (items: object[]) => {
      const res = await carts('POST', 'CreateOrEditShoppingCart', {
        items,
        version: (await savedCart()).version,
      });
      assert.equal(res.statusCode, 200, res.body);
    };
    const variant = await freshVariant(cap, 2);
    const item = simpleItem(cap, variant, 2);
    await saveCart([item]);
    const body = arOrder([item], tandil);
    const first = await complete(body, randomUUID(), buyer);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual((await savedCart()).items, []);
    // What a process killed between the order and emptying the cart leaves: the cart still full.
    await saveCart([item]);
    const again = await complete(body, randomUUID(), buyer);
    assert.equal(again.json().result.id, first.json().result.id);
    assert.deepEqual((await savedCart()).items, []);
    // A cart the buyer has filled again since is left alone.
    const other = simpleItem(cap, variant, 3);
    await saveCart([other]);
    await complete(body, randomUUID(), buyer);
    assert.deepEqual(
      (await savedCart()).items.map((line: { shoppingCartUUID: string }) => line.shoppingCartUUID),
      [other.shoppingCartUUID],
    );
  });

  it('loses no update when two tabs edit one cart at the same time', async () => {
    const tab = (await newBuyer(t, 'demo-ar', `dos-pestanas-${randomUUID()}@empresa.com.ar`))
      .accessToken;
    const call = (method: 'GET' | 'POST', name: string, payload?: object) =>
      t.app.inject({
        method,
        url: `${APP}/ShoppingCarts/${name}`,
        headers: apiHeaders('demo-ar', tab),
        ...(payload ? { payload } : {}),
      });
    const mugVariant = await freshVariant(mug, 3, 1_000);
    const capVariant = await freshVariant(cap, 1, 1_000);
    let conflicts = 0;
    // What each tab's cart does: read, add its item, save with the version it read; on 409
    // (another tab saved first) read again and re-apply its own change.
    const addFromTab = async (item: object) => {
      for (;;) {
        const cart = (await call('GET', 'GetShoppingCartsClient')).json().result;
        const res = await call('POST', 'CreateOrEditShoppingCart', {
          items: [...cart.items, item],
          version: cart.version,
        });
        if (res.statusCode === 200) return;
        assert.equal(res.statusCode, 409, res.body);
        conflicts += 1;
      }
    };
    const added = { a: [] as string[], b: [] as string[] };
    const tabRun = async (name: 'a' | 'b') => {
      for (let i = 1; i <= 5; i += 1) {
        const item =
          name === 'a' ? simpleItem(mug, mugVariant, i) : simpleItem(cap, capVariant, 10 + i);
        added[name].push(item.shoppingCartUUID);
        await addFromTab(item);
      }
    };
    await Promise.all([tabRun('a'), tabRun('b')]);
    const final = (await call('GET', 'GetShoppingCartsClient')).json().result;
    const saved = final.items.map((item: { shoppingCartUUID: string }) => item.shoppingCartUUID);
    assert.deepEqual([...saved].sort(), [...added.a, ...added.b].sort());
    // Every save bumped the version once: 10 saves, whatever the conflicts in between.
    assert.equal(final.version, 10);
    t.app.log.info({ conflicts }, 'two tabs: stale saves refused and re-applied');
  });
});
