import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { Tenant } from '../tenants/index.js';
import { importCatalog, readCatalog } from './import/catalog-importer.js';

const LIST = '/api/services/app/Catalog/GetProductsList';

/** A product of the importer's JSON, with the colours of its variants. */
function product(externalId: string, name: string, description: string, colors: string[]) {
  return {
    externalId,
    name,
    description,
    category: 'oficina',
    weightGrams: 300,
    sizeCm: { width: 30, height: 40, depth: 10 },
    // Popular and featured: relevance must still put a name match before it.
    featured: externalId === 'ZZ-3',
    popularity: externalId === 'ZZ-3' ? 999 : 0,
    priceTiers: [{ minQuantity: 1, unitPrice: 1000 }],
    variants: colors.map((color, i) => ({
      sku: `${externalId}-${i}`,
      color,
      colorHex: '#1f1f1f',
      stock: 10,
    })),
  };
}

const ZORZAL = [
  product('ZZ-1', 'Mochila Zorzal urbana', 'Espalda acolchada.', ['Turquesa', 'Negro']),
  product('ZZ-2', 'Bolígrafo Zorzal metálico', 'Tinta azul.', ['Negro']),
  product('ZZ-3', 'Llavero Zorzal', 'Para colgar de la mochila o del bolso.', ['Negro']),
  product('ZZ-4', 'Boligrafo Zorzal plano', 'Sin tilde en el nombre.', ['Negro', 'Negro']),
];

describe('Catalog word search and colour filter (full-text index)', () => {
  let t: TestApp;
  let ar: Tenant;
  const load = (products: unknown[]) =>
    importCatalog(t.db, ar.id, readCatalog(JSON.stringify({ products }), 'json'));
  const list = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${LIST}?pageSize=60&${query}`,
      headers: apiHeaders('demo-ar'),
    });
    assert.equal(res.statusCode, 200, res.body);
    const result = res.json().result as { items: { name: string }[]; totalCount: number };
    return { names: result.items.map((p) => p.name), total: result.totalCount };
  };
  const search = (words: string) => list(`search=${encodeURIComponent(words)}`);

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
    const report = await load(ZORZAL);
    assert.deepEqual(report.issues, []);
  });
  after(() => t.close());

  it('folds accents both ways: bolígrafo finds boligrafo and back', async () => {
    const both = ['Bolígrafo Zorzal metálico', 'Boligrafo Zorzal plano'].sort();
    assert.deepEqual((await search('bolígrafo zorzal')).names.sort(), both);
    assert.deepEqual((await search('BOLIGRAFO zorzal')).names.sort(), both);
  });

  it('finds singular and plural alike, and words begun as the buyer types', async () => {
    assert.deepEqual((await search('mochilas zorzal')).names, [
      'Mochila Zorzal urbana',
      'Llavero Zorzal',
    ]);
    assert.deepEqual((await search('bolígrafos zorz')).total, 2);
    assert.deepEqual((await search('metálicos zorzal')).names, ['Bolígrafo Zorzal metálico']);
  });

  it('ranks a name match before a description match, even before a featured best seller', async () => {
    const { names } = await search('zorzal mochila');
    assert.deepEqual(names, ['Mochila Zorzal urbana', 'Llavero Zorzal']);
    // Without a search, the featured best seller leads.
    assert.equal((await list('category=oficina')).names[0], 'Llavero Zorzal');
  });

  it('ignores words that say nothing and characters of query syntax, finding nothing new', async () => {
    assert.deepEqual((await search('mochila de zorzal')).total, 2);
    assert.deepEqual((await search('zorzal" OR * NEAR(:&|!\'')).total, 0);
    assert.deepEqual((await search('"zorzal*" (mochila)')).total, 2);
    assert.equal((await search('zzzz-nada')).total, 0);
  });

  it('follows the importer: a renamed product and changed colours are found by what they are now', async () => {
    assert.deepEqual((await list('color=Turquesa')).names, ['Mochila Zorzal urbana']);
    assert.equal((await list('color=Negro&search=zorzal')).total, 4);
    await load([
      product('ZZ-1', 'Bolso Zorzal urbano', 'Espalda acolchada.', ['Negro']),
      ...ZORZAL.slice(1),
    ]);
    assert.deepEqual((await search('bolsos zorzal')).names, [
      'Bolso Zorzal urbano',
      'Llavero Zorzal',
    ]);
    // Only the key ring's description speaks of a backpack now.
    assert.deepEqual((await search('mochila zorzal')).names, ['Llavero Zorzal']);
    assert.equal((await list('color=Turquesa')).total, 0);
    assert.equal((await list('color=Negro&search=zorzal')).total, 4);
  });
});
