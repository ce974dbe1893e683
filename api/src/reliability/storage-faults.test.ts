import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { dialectOf } from '../db/database.js';
import type { ProductDetail } from '../modules/catalog/index.js';
import { simpleItem, variantWithStock } from '../modules/pricing/test-carts.js';
import type { Tenant } from '../modules/tenants/index.js';
import { dumpTables, ownTables, withoutBackgroundWork } from '../test/table-dump.js';
import { apiHeaders, createTestApp, type TestApp, userAccessToken } from '../test/test-app.js';
import { MESSAGES, refusedByStorage, STORAGE_RETRY_AFTER_SECONDS } from '../http/errors.js';
import { recordFigures, recordTestAppMail } from '../test/figures.js';

/**
 * The database refusing writes, as a full disk or a read-only database makes it: the buyer is
 * told in Spanish that nothing changed, nothing did change, and the same request goes through
 * once the database writes again.
 */
type Fault = 'full' | 'read-only';

/**
 * SQLite: no page beyond those it has (SQLITE_FULL), or its query-only switch (SQLITE_READONLY).
 * PostgreSQL: every table of the test's schema raising what a full disk (53100) or a read-only
 * transaction (25006) raises.
 */
async function refuseWrites(t: TestApp, fault: Fault): Promise<() => Promise<void>> {
  if (dialectOf(t.db) === 'sqlite') {
    if (fault === 'read-only') {
      await sql`pragma query_only = on`.execute(t.db);
      return async () => void (await sql`pragma query_only = off`.execute(t.db));
    }
    const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(t.db)).rows[0]!;
    await sql.raw(`pragma max_page_count = ${pages.page_count}`).execute(t.db);
    return async () => void (await sql`pragma max_page_count = 1073741823`.execute(t.db));
  }
  const [code, message] =
    fault === 'full'
      ? ['53100', 'could not extend file: No space left on device']
      : ['25006', 'cannot execute statement in a read-only transaction'];
  await sql
    .raw(
      `create function refuse_writes() returns trigger language plpgsql as $$ begin ` +
        `raise exception '${message}' using errcode = '${code}'; end $$`,
    )
    .execute(t.db);
  const tables = await ownTables(t.db);
  for (const table of tables) {
    await sql
      .raw(
        `create trigger refuse_writes before insert or update or delete on "${table}" ` +
          `for each statement execute function refuse_writes()`,
      )
      .execute(t.db);
  }
  return async () => {
    for (const table of tables)
      await sql.raw(`drop trigger refuse_writes on "${table}"`).execute(t.db);
    await sql`drop function refuse_writes()`.execute(t.db);
  };
}

describe('a full or read-only database, on either dialect', () => {
  let t: TestApp;
  let products: ProductDetail[];
  const CARTS = '/api/services/app/ShoppingCarts';
  const tokenOf = (userId: number, tenant: string) => userAccessToken(t, tenant, userId);
  const save = async (token: string, tenant: string, version: number) =>
    t.app.inject({
      method: 'POST',
      url: `${CARTS}/CreateOrEditShoppingCart`,
      headers: apiHeaders(tenant, token),
      // Twelve lines: more than fits in the free room of the database's last page.
      payload: {
        items: products.map((product) => simpleItem(product, variantWithStock(product, 20), 20)),
        version,
      },
    });
  const savedCart = async (token: string, tenant: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${CARTS}/GetShoppingCartsClient`,
      headers: apiHeaders(tenant, token),
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { items: unknown[]; version: number };
  };
  const unchanged = async () => withoutBackgroundWork(await dumpTables(t.db));

  before(async () => {
    t = await createTestApp();
    const ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
    const slugs = await t.db
      .selectFrom('catalog_products')
      .select('slug')
      .where('tenant_id', '=', ar.id)
      .where('kind', '=', 'simple')
      .orderBy('slug')
      .execute();
    products = [];
    for (const { slug } of slugs) {
      const product = await t.app.catalog.detail(ar, slug);
      if (product.variants.some((variant) => variant.stock >= 20)) products.push(product);
      if (products.length === 12) break;
    }
  });
  after(() =>
    recordTestAppMail('database full or read-only: its mail', t).finally(() => t.close()),
  );

  for (const [fault, userId] of [
    ['full', 501],
    ['read-only', 502],
  ] as const) {
    it(`${fault}: a buyer's save answers 503 in Spanish, changes nothing, and goes through once the database writes again`, async () => {
      const token = await tokenOf(userId, 'demo-ar');
      const before = await unchanged();
      const restore = await refuseWrites(t, fault);
      try {
        const refused = await save(token, 'demo-ar', 0);
        assert.equal(refused.statusCode, 503, refused.body);
        assert.equal(refused.json().error.message, MESSAGES.storageRefused);
        assert.equal(refused.headers['retry-after'], String(STORAGE_RETRY_AFTER_SECONDS));
        // Reading still works while writes are refused.
        assert.deepEqual((await savedCart(token, 'demo-ar')).items, []);
      } finally {
        await restore();
      }
      assert.deepEqual(await unchanged(), before);

      const saved = await save(token, 'demo-ar', 0);
      assert.equal(saved.statusCode, 200, saved.body);
      const cart = await savedCart(token, 'demo-ar');
      recordFigures(`database ${fault === 'full' ? 'full' : 'read-only'}`, {
        faultsSurvived: 1,
        lostOrDoubled: Math.abs(cart.items.length - products.length),
      });
      assert.equal(cart.version, 1);
      assert.equal(cart.items.length, products.length);
    });
  }

  it('tells a Chilean buyer in Chilean Spanish', async () => {
    const token = await tokenOf(503, 'demo-cl');
    const restore = await refuseWrites(t, 'read-only');
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: `${CARTS}/CreateOrEditShoppingCart`,
        headers: apiHeaders('demo-cl', token),
        payload: { items: [], version: 0 },
      });
      assert.equal(refused.statusCode, 503, refused.body);
      assert.equal(
        refused.json().error.message,
        'No pudimos guardar los cambios: la tienda no puede registrar datos en este momento. No se modificó nada; intenta de nuevo en unos minutos.',
      );
    } finally {
      await restore();
    }
  });
});

describe('what counts as storage refusing a write', () => {
  const withCode = (code: string) => Object.assign(new Error(code), { code });
  it('knows a full or read-only disk, database or file store, also wrapped, and nothing else', () => {
    for (const code of ['SQLITE_FULL', 'SQLITE_IOERR_WRITE', 'ENOSPC', 'EROFS', '53100', '25006'])
      assert.equal(refusedByStorage(withCode(code)), true, code);
    assert.equal(refusedByStorage(new Error('upload failed', { cause: withCode('ENOSPC') })), true);
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', '23505', 'ENOENT', 'FST_ERR_VALIDATION'])
      assert.equal(refusedByStorage(withCode(code)), false, code);
    assert.equal(refusedByStorage(new Error('plain')), false);
  });
});
