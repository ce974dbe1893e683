import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { withTenantSettings } from '../../test/tenant-settings.js';

const GROUP = '/api/services/app/Catalog';

interface Summary {
  id: number;
  description: string;
  slug: string;
  name: string;
  priceFrom: number;
  totalStock: number;
  colors: { name: string; image?: string | null }[];
  category: { slug: string };
  brand: string | null;
  createdAt: string;
  techniques: { name: string }[];
}

describe('Catalog lists', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const get = (path: string, tenant = 'demo-ar') =>
    t.app.inject({ method: 'GET', url: `${GROUP}/${path}`, headers: apiHeaders(tenant) });
  const list = async (query: string, tenant = 'demo-ar') => {
    const res = await get(`GetProductsList?${query}`, tenant);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as {
      items: Summary[];
      totalCount: number;
      page: number;
      pageSize: number;
      totalPages: number;
    };
  };

  it('lists every product of the tenant, 24 a page by default, relevance first', async () => {
    const all = await list('');
    assert.equal(all.totalCount, 130);
    assert.deepEqual([all.page, all.pageSize, all.totalPages, all.items.length], [1, 24, 6, 24]);
    assert.equal((await list('category=all')).totalCount, 130);
  });

  it('filters by category', async () => {
    const mugs = await list('category=tazas-y-jarros&pageSize=60');
    assert.equal(mugs.totalCount, 10);
    assert.ok(mugs.items.every((p) => p.category.slug === 'tazas-y-jarros'));
  });

  it('filters by colour, technique and brand', async () => {
    const red = await list('color=Rojo&pageSize=60');
    assert.ok(
      red.totalCount > 0 && red.items.every((p) => p.colors.some((c) => c.name === 'Rojo')),
    );
    // Each colour of a card carries the product's picture in it, so a red list shows red products.
    const mug = red.items.find((p) => p.slug === 'taza-ceramica-clasica-11-oz');
    assert.equal(
      mug?.colors.find((c) => c.name === 'Rojo')?.image,
      '/tenant-assets/demo-ar/catalog/taza-ceramica-clasica-11-oz-rojo.svg',
    );
    const embroidered = await list('technique=bordado&pageSize=60');
    assert.ok(
      embroidered.totalCount > 0 &&
        embroidered.items.every((p) => p.techniques.some((tq) => tq.name === 'Bordado')),
    );
    const outlander = await list('brand=Outlander&pageSize=60');
    assert.ok(outlander.totalCount >= 5 && outlander.items.every((p) => p.brand === 'Outlander'));
    const both = await list('brand=Outlander,Signa&pageSize=60');
    assert.ok(both.totalCount > outlander.totalCount);
  });

  it('filters by price range in the prices the buyer sees, edges included', async () => {
    const page = await list('category=boligrafos&sort=price-asc&pageSize=60');
    const cheapest = page.items[0]?.priceFrom ?? 0;
    const ranged = await list(`category=boligrafos&minPrice=${cheapest}&maxPrice=${cheapest}`);
    assert.deepEqual(
      ranged.items.map((p) => p.priceFrom),
      [cheapest],
    );
    const over = await list('minPrice=30000&pageSize=60');
    assert.ok(over.totalCount > 0 && over.items.every((p) => p.priceFrom >= 30000));
  });

  it('filters by stock', async () => {
    const all = await list('pageSize=60&page=1');
    const inStock = await list('inStock=true');
    assert.ok(inStock.totalCount < 130, 'some demo products are sold out');
    assert.ok((await list('inStock=true&pageSize=60')).items.every((p) => p.totalStock > 0));
    assert.ok(all.totalCount > inStock.totalCount);
  });

  it('searches words in name and description, without accents or case', async () => {
    const found = await list('search=TÉRMICA Acero');
    const plain = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    assert.ok(found.totalCount >= 2);
    assert.ok(found.items.some((p) => p.name === 'Botella térmica de acero 500 ml'));
    assert.ok(
      found.items.every(
        (p) =>
          // Words are matched by their stem: 'térmica' finds 'térmico' too.
          plain(`${p.name} ${p.description}`).includes('termic') &&
          plain(`${p.name} ${p.description}`).includes('acer'),
      ),
    );
    assert.equal((await list('search=zzzz-nada')).totalCount, 0);
  });

  it('sorts by price up and down, newest and name', async () => {
    const prices = (await list('sort=price-asc&pageSize=60')).items.map((p) => p.priceFrom);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
    const down = (await list('sort=price-desc&pageSize=60')).items.map((p) => p.priceFrom);
    assert.deepEqual(
      down,
      [...down].sort((a, b) => b - a),
    );
    const names = (await list('category=gorras&sort=name&pageSize=60')).items.map((p) => p.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'es')),
    );
    const newest = (await list('sort=newest&pageSize=60')).items;
    assert.ok(newest.every((p, i) => i === 0 || (newest[i - 1]?.createdAt ?? '') >= p.createdAt));
  });

  it('paginates: the pages together list each product once; past the end is empty with the total', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 3; page += 1)
      for (const p of (await list(`sort=name&pageSize=50&page=${page}`)).items) seen.add(p.id);
    assert.equal(seen.size, 130);
    const last = await list('pageSize=50&page=3');
    assert.equal(last.items.length, 30);
    const beyond = await list('pageSize=50&page=4');
    assert.deepEqual([beyond.items.length, beyond.totalCount, beyond.totalPages], [0, 130, 3]);
  });

  const bad: [string, string, string][] = [
    [
      'sort=cheap',
      'sort',
      'El orden "cheap" no existe. Elegí relevance, price-asc, price-desc, newest o name.',
    ],
    ['page=0', 'page', 'El campo "page" debe ser mayor o igual a 1.'],
    ['page=dos', 'page', 'El campo "page" debe ser un número entero.'],
    ['pageSize=61', 'pageSize', 'El campo "pageSize" debe ser menor o igual a 60.'],
    ['minPrice=-1', 'minPrice', 'El campo "minPrice" debe ser mayor o igual a 0.'],
    [
      'minPrice=500&maxPrice=100',
      'minPrice',
      'El precio mínimo no puede ser mayor que el precio máximo.',
    ],
    ['inStock=quizas', 'inStock', 'El campo "inStock" debe ser verdadero o falso.'],
    ['search=' + 'x'.repeat(101), 'search', 'El campo "search" admite como máximo 100 caracteres.'],
    ['orden=precio', 'orden', 'El campo "orden" no está permitido.'],
  ];
  for (const [query, field, message] of bad) {
    it(`answers 400 in Spanish for ${query.slice(0, 30)}`, async () => {
      const res = await get(`GetProductsList?${query}`);
      assert.equal(res.statusCode, 400);
      assert.deepEqual([res.json().error.field, res.json().error.message], [field, message]);
    });
  }

  it('searches by POST with lists of brands and application techniques', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${GROUP}/Search`,
      headers: apiHeaders('demo-ar'),
      payload: {
        brands: ['Outlander'],
        applicationTechniques: ['laser'],
        sort: 'price-asc',
        pageSize: 10,
      },
    });
    assert.equal(res.statusCode, 200);
    const { items, totalCount } = res.json().result as { items: Summary[]; totalCount: number };
    assert.ok(
      totalCount > 0 &&
        items.every(
          (p) => p.brand === 'Outlander' && p.techniques.some((tq) => tq.name === 'Grabado láser'),
        ),
    );
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${GROUP}/Search`,
      headers: apiHeaders('demo-ar'),
      payload: { brands: { name: 'Outlander' } },
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().error.message, 'El campo "brands" debe ser una lista.');
  });

  it('keeps each tenant to its own catalogue and currency', async () => {
    const ar = await list('search=taza ceramica clasica');
    const cl = await list('search=taza ceramica clasica', 'demo-cl');
    assert.notEqual(ar.items[0]?.id, cl.items[0]?.id);
    // demo-ar shows prices without IVA, with its 1.35 margin, in cents; demo-cl with IVA, whole pesos.
    assert.equal(ar.items[0]?.priceFrom, 3108 * 1.35);
    assert.equal(cl.items[0]?.priceFrom, Math.round(1930 * 1.3 * 1.19));
  });

  it('answers a list asked again with every change made since, whoever made it', async () => {
    const query = 'search=taza ceramica clasica&inStock=true';
    const before = await list(query);
    const mug = before.items.find((p) => p.slug === 'taza-ceramica-clasica-11-oz')!;
    assert.ok(mug, 'the mug is listed in stock');
    assert.deepEqual(await list(query), before);

    // An operator's SQL, outside the store's code: the mug sells out and gets dearer.
    const stock = await t.db
      .selectFrom('catalog_variants')
      .select(['id', 'stock'])
      .where('product_id', '=', mug.id)
      .execute();
    const soldOut = async (sold: boolean) => {
      for (const variant of stock)
        await t.db
          .updateTable('catalog_variants')
          .set({ stock: sold ? 0 : variant.stock })
          .where('id', '=', variant.id)
          .execute();
      await t.db
        .updateTable('catalog_products')
        .set({ total_stock: sold ? 0 : mug.totalStock })
        .where('id', '=', mug.id)
        .execute();
    };
    await soldOut(true);
    try {
      assert.equal(
        (await list(query)).items.find((p) => p.id === mug.id),
        undefined,
      );
    } finally {
      await soldOut(false);
    }
    assert.deepEqual(await list(query), before);

    // The reseller's margin changes: every price follows at once.
    await withTenantSettings(t.db, 'demo-ar', { profitMultiplier: 2 }, async (settings) => {
      const dearer = (await list(query)).items.find((p) => p.id === mug.id)!;
      assert.equal(dearer.priceFrom, (mug.priceFrom / Number(settings.profitMultiplier)) * 2);
    });
    assert.deepEqual(await list(query), before);
  });

  it('answers categories with counts and pictures, colours, brands and trending products', async () => {
    const categories = (await get('GetCategories?isEcommerceClient=true')).json().result as {
      slug: string;
      productCount: number;
      featured: boolean;
    }[];
    assert.equal(categories.length, 13);
    assert.ok(categories.some((c) => c.featured));
    const colors = (await get('GetColors')).json().result as { name: string; hex: string }[];
    assert.ok(colors.some((c) => c.name === 'Azul marino' && c.hex === '#1b2a4a'));
    const brands = (await get('GetBrands')).json().result as { name: string }[];
    assert.deepEqual(
      brands.map((b) => b.name),
      ['Outlander', 'Signa', 'Techline', 'Trekker'],
    );
    const trending = (await get('GetTrendingProducts?limit=4')).json().result as Summary[];
    assert.equal(trending.length, 4);
    assert.ok(trending.every((p) => p.totalStock > 0));
    assert.equal((await get('GetTrendingProducts?limit=100')).statusCode, 400);
  });
});
