import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { runSeeds } from '../../db/seed.js';

describe('the demo catalogue', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const countOf = async (
    table: 'catalog_products' | 'catalog_variants' | 'catalog_categories',
    tenant: string,
  ) => {
    const found = await t.app.tenants.getByName(tenant);
    assert.ok(found);
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', found.id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  for (const tenant of ['demo-ar', 'demo-cl']) {
    it(`gives ${tenant} at least 120 products in categories, each in its menu`, async () => {
      assert.ok((await countOf('catalog_products', tenant)) >= 120);
      const found = await t.app.tenants.getByName(tenant);
      assert.ok(found);
      const config = await t.app.tenants.getConfig(found);
      const categories = await t.app.catalog.categories(found);
      const familySlugs = config.families.flatMap((f) => (f.slug ? [f.slug] : []));
      assert.ok(categories.length >= 12);
      assert.deepEqual(categories.map((c) => c.slug).sort(), [...familySlugs].sort());
      assert.ok(
        categories.every(
          (c) => c.productCount >= 10 && c.image?.startsWith(`/tenant-assets/${tenant}/catalog/`),
        ),
      );
    });
  }

  it('has apparel as curve products with a size x colour grid, and some variants out of stock', async () => {
    const ar = await t.app.tenants.getByName('demo-ar');
    assert.ok(ar);
    const apparel = await t.app.catalog.list(ar, { categories: ['indumentaria'], pageSize: 60 });
    assert.ok(apparel.items.every((p) => p.kind === 'curva'));
    const tee = await t.app.catalog.detail(ar, apparel.items[0]?.slug ?? '');
    const sizes = new Set(tee.variants.map((v) => v.size));
    const colors = new Set(tee.variants.map((v) => v.color?.name));
    assert.ok(sizes.size >= 4 && colors.size >= 2);
    assert.equal(tee.variants.length, sizes.size * colors.size);
    const soldOut = await t.db
      .selectFrom('catalog_variants')
      .select('id')
      .where('stock', '=', 0)
      .execute();
    assert.ok(soldOut.length > 0);
  });

  it('speaks Chilean in demo-cl and prices in whole pesos there', async () => {
    const cl = await t.app.tenants.getByName('demo-cl');
    assert.ok(cl);
    const { items } = await t.app.catalog.list(cl, { search: 'polera', pageSize: 5 });
    assert.ok(items.length > 0);
    assert.ok(items.every((p) => Number.isInteger(p.priceFrom)));
  });

  it('writes a picture for every variant colour, drawn in that colour', async () => {
    const ar = await t.app.tenants.getByName('demo-ar');
    assert.ok(ar);
    const mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    const red = mug.variants.find((v) => v.color?.name === 'Rojo');
    assert.ok(red?.image);
    const svg = await readFile(
      join(t.config.tenantAssetsDir, red.image.replace('/tenant-assets/', '')),
      'utf8',
    );
    assert.match(svg, /^<svg /);
    assert.match(svg, /fill="#c62828"/);
  });

  it('gives the products with a video a real WebM the page can play, under 300 kB', async () => {
    const cl = await t.app.tenants.getByName('demo-cl');
    assert.ok(cl);
    const withVideo = await t.db
      .selectFrom('catalog_products')
      .select(['slug', 'video_url'])
      .where('tenant_id', '=', cl.id)
      .where('video_url', 'is not', null)
      .execute();
    assert.ok(withVideo.length > 0);
    for (const { video_url: url } of withVideo) {
      assert.match(url ?? '', /^\/tenant-assets\/demo-cl\/.+\.webm$/);
      const res = await t.app.inject({ method: 'GET', url: url ?? '' });
      assert.equal(res.statusCode, 200, url ?? '');
      assert.equal(res.headers['content-type'], 'video/webm');
      // The EBML header that starts every WebM file.
      assert.deepEqual([...res.rawPayload.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3]);
      assert.ok(res.rawPayload.length < 300_000);
    }
    // A product page may frame the players of YouTube and Vimeo, nothing else.
    const page = await t.app.inject({ method: 'GET', url: '/demo-cl/' });
    assert.match(
      String(page.headers['content-security-policy']),
      /frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com;/,
    );
  });

  it('changes nothing when it runs again', async () => {
    const before = await countOf('catalog_variants', 'demo-ar');
    await runSeeds(t.app);
    assert.equal(await countOf('catalog_variants', 'demo-ar'), before);
  });
});
