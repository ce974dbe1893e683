import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { MESSAGES } from '../http/errors.js';
import type { ProductDetail } from '../modules/catalog/index.js';
import { arOrder } from '../modules/orders/test-orders.js';
import { simpleItem } from '../modules/pricing/test-carts.js';
import { loggedIn } from '../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';

/**
 * A database that refuses writes (PostgreSQL's read-only error, raised by a trigger on the
 * orders table, as a read-only replica or a full disk would refuse): the buyer gets a Spanish
 * message and nothing of the order is kept, the stock it took included. PostgreSQL only.
 */
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

describe('a database that refuses writes', { skip: !onPostgres && 'needs PostgreSQL' }, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t?.close());

  it('answers a Spanish error and keeps no half order', async () => {
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    const mug: ProductDetail = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    const variant = mug.variants[0]!;
    await t.db
      .updateTable('catalog_variants')
      .set({ stock: 50 })
      .where('id', '=', variant.id)
      .execute();
    const tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    const token = (await loggedIn(t, 'demo-ar', 'comprador@promosur.com.ar', 'PromoSur-2026'))
      .accessToken;
    await sql`create function refuse_writes() returns trigger language plpgsql as $$
      begin raise exception 'cannot execute INSERT in a read-only transaction' using errcode = '25006'; end $$`.execute(
      t.db,
    );
    await sql`create trigger refuse_orders before insert on orders for each statement execute function refuse_writes()`.execute(
      t.db,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Orders/CompleteOrder',
      headers: { ...apiHeaders('demo-ar', token), 'idempotency-key': randomUUID() },
      payload: arOrder([simpleItem(mug, variant, 5)], tandil),
    });
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().error.message, MESSAGES.storageRefused);
    const orders = await t.db
      .selectFrom('order_lines')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(orders.n), 0);
    const { stock } = await t.db
      .selectFrom('catalog_variants')
      .select('stock')
      .where('id', '=', variant.id)
      .executeTakeFirstOrThrow();
    assert.equal(stock, 50);
    // The key was freed: once the database takes writes again, the same order goes through.
    await sql`drop trigger refuse_orders on orders`.execute(t.db);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Orders/CompleteOrder',
      headers: { ...apiHeaders('demo-ar', token), 'idempotency-key': randomUUID() },
      payload: arOrder([simpleItem(mug, variant, 5)], tandil),
    });
    assert.equal(again.statusCode, 200, again.body);
  });
});
