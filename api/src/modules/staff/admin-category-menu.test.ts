import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCall, staffProductId, staffToken } from './staff-test-support.js';
import type { Family } from '@store/contracts/wire/tenant';
import type { StaffCategory, StaffCategoryTree } from '@store/contracts/wire/catalog-categories';

const TREE = '/api/admin/catalog/categories';

/** A menu as the buyer reads it: titles, each with its subcategories' titles under it. */
type Shown = string | [string, Shown[]];
const shown = (families: readonly Family[]): Shown[] =>
  families.map((f) => (f.children ? [f.title, shown(f.children as Family[])] : f.title));

describe('GetConfig families: the storefront menu is the back office category tree', () => {
  let t: TestApp;
  let owner: string;

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    staffCall(t, 'demo-ar', owner, method, path, payload);
  const category = async (slug: string): Promise<StaffCategory> =>
    ((await call('GET', TREE)).json().result as StaffCategoryTree).categories.find(
      (c) => c.slug === slug,
    )!;
  const families = async (tenant = 'demo-ar'): Promise<Family[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/services/app/PartnerConfigs/GetConfig',
      headers: apiHeaders(tenant),
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result.families;
  };
  const create = async (title: string, slug: string, parentId: number) => {
    const res = await call('POST', TREE, { title, slug, featured: false, parentId });
    assert.equal(res.statusCode, 200, res.body);
    return category(slug);
  };
  /** Moves a demo product (found by the staff's search) into `categoryId`, as the editor does. */
  const moveProduct = async (search: string, categoryId: number) => {
    const id = await staffProductId(t, owner, search);
    const url = `/api/admin/catalog/products/${id}/details`;
    const { categories: _, id: __, ...details } = (await call('GET', url)).json().result;
    const res = await call('PUT', url, { ...details, categoryId });
    assert.equal(res.statusCode, 200, res.body);
  };

  before(async () => {
    t = await createTestApp();
    owner = await staffToken(t, 'demo-ar', 'owner');
  });
  after(() => t.close());

  it('lists "Todas" then the seeded top categories in their order, with their links', async () => {
    const menu = await families();
    assert.deepEqual(menu[0], { id: null, title: 'Todas', slug: null, icon_url: null });
    assert.deepEqual(
      menu.slice(1, 4).map((f) => [f.title, f.slug]),
      [
        ['Tazas y jarros', 'tazas-y-jarros'],
        ['Botellas y termos', 'botellas-y-termos'],
        ['Bolígrafos', 'boligrafos'],
      ],
    );
    assert.equal(menu.length, 14);
    assert.ok(menu.every((f) => f.children === undefined));
  });

  it('nests subcategories that hold products, follows a move at once and skips empty ones', async () => {
    const mugs = await category('tazas-y-jarros');
    const mates = await create('Mates', 'mates', mugs.id);
    await create('Vacía', 'vacia', mugs.id);
    // Only an empty subcategory so far: the menu shows nothing new.
    assert.deepEqual(shown(await families()).slice(1, 2), ['Tazas y jarros']);

    await moveProduct('taza', mates.id);
    const imperial = await create('Imperiales', 'imperiales', mates.id);
    await moveProduct('taza', imperial.id);
    assert.deepEqual(shown(await families()).slice(1, 2), [
      ['Tazas y jarros', [['Mates', ['Imperiales']]]],
    ]);

    // The staff move «Gorras» first, and «Mates» up to the top level after it.
    const caps = await category('gorras');
    let res = await call('PUT', `${TREE}/${caps.id}/position`, {
      version: caps.version,
      parentId: null,
      position: 0,
    });
    assert.equal(res.statusCode, 200, res.body);
    const moved = await category('mates');
    res = await call('PUT', `${TREE}/${moved.id}/position`, {
      version: moved.version,
      parentId: null,
      position: 1,
    });
    assert.equal(res.statusCode, 200, res.body);
    const menu = await families();
    assert.deepEqual(shown(menu).slice(0, 4), [
      'Todas',
      'Gorras',
      ['Mates', ['Imperiales']],
      'Tazas y jarros',
    ]);
    assert.equal(menu[2]!.slug, 'mates');
    assert.equal(menu[2]!.children![0]!.slug, 'imperiales');
    // The other store's menu is its own tree.
    assert.deepEqual(shown(await families('demo-cl')).slice(0, 2), ['Todas', 'Tazas y jarros']);
  });

  it('shows a rename and the staff picture as the icon, and drops a category emptied of products', async () => {
    const caps = await category('gorras');
    const res = await call('PUT', `${TREE}/${caps.id}`, {
      version: caps.version,
      title: 'Gorras y viseras',
      slug: 'gorras',
      featured: caps.featured,
      parentId: null,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await families())[1]!.title, 'Gorras y viseras');

    // A picture uploaded by the staff is the entry's icon (written straight: the upload has its own test).
    await t.db
      .updateTable('catalog_categories')
      .set({ picture: '/catalog-pictures/demo-ar/gorras.webp' })
      .where('id', '=', caps.id)
      .execute();
    assert.equal((await families())[1]!.icon_url, '/catalog-pictures/demo-ar/gorras.webp');

    // Every product of «Imperiales» hidden: it leaves the menu, and so does «Mates» with it.
    await t.db
      .updateTable('catalog_products')
      .set({ visible: 0 })
      .where('category_id', 'in', [(await category('imperiales')).id, (await category('mates')).id])
      .execute();
    assert.deepEqual(shown(await families()).slice(1, 3), ['Gorras y viseras', 'Tazas y jarros']);
  });
});
