import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, userAccessToken, type TestApp } from '../../test/test-app.js';
import type { StaffRole } from './staff-roles.js';
import { staffCall, staffMemberToken, staffToken } from './staff-test-support.js';

const CATALOG = '/api/admin/catalog';
const SLUG = 'taza-ceramica-clasica-11-oz';

describe('/api/admin/catalog/products/:id/details: the product editor’s details', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  let buyer: string;
  let productId: number;

  const call = (
    method: 'GET' | 'PUT',
    url: string,
    payload?: object,
    token = tokens.catalogue,
    tenant = 'demo-ar',
  ) => staffCall(t, tenant, token, method, `${CATALOG}${url}`, payload);
  const details = async () => (await call('GET', `/products/${productId}/details`)).json().result;
  /** What a save sends back: the details without the category list. */
  const bodyOf = ({ id: _id, categories: _categories, ...body }: Record<string, unknown>) => body;
  const storefront = async (path: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/services/app/Catalog/${path}`,
        headers: apiHeaders('demo-ar'),
      })
    ).json();

  before(async () => {
    t = await createTestApp();
    tokens.owner = await staffToken(t, 'demo-ar', 'owner');
    tokens.sales = await staffToken(t, 'demo-ar', 'sales');
    for (const role of ['catalogue', 'production'] as const)
      tokens[role] = await staffMemberToken(t, 'demo-ar', role, `${role}@promosur.com.ar`);
    const user = await t.db.selectFrom('auth_users').select('id').executeTakeFirstOrThrow();
    buyer = await userAccessToken(t, 'demo-ar', Number(user.id));
    const list = await call('GET', `/products?search=${encodeURIComponent('taza cerámica')}`);
    productId = list.json().result.items[0].id;
  });
  after(() => t.close());

  it('lets owner and catalogue write, sales read, and refuses production and buyers', async () => {
    const grants: Record<StaffRole, [number, number]> = {
      owner: [200, 200],
      catalogue: [200, 200],
      sales: [200, 403],
      production: [403, 403],
    };
    for (const [role, [read, write]] of Object.entries(grants) as [StaffRole, number[]][]) {
      const got = await call('GET', `/products/${productId}/details`, undefined, tokens[role]);
      assert.equal(got.statusCode, read, `${role} GET`);
      const body = bodyOf(await details());
      const put = await call('PUT', `/products/${productId}/details`, body, tokens[role]);
      assert.equal(put.statusCode, write, `${role} PUT ${put.body}`);
      if (write === 403)
        assert.match(put.json().error.message, /^Tu rol «.+» no tiene permiso para esta acción/);
    }
    for (const token of [buyer, ''])
      assert.equal(
        (await call('GET', `/products/${productId}/details`, undefined, token)).statusCode,
        401,
      );
  });

  it('saves name, plain-text description, brand, category, weight, size and days; the storefront and search follow at once; audited', async () => {
    const before = await details();
    const category = before.categories.find((c: { id: number }) => c.id !== before.categoryId);
    const revision = await t.app.catalog.revision();
    const res = await call('PUT', `/products/${productId}/details`, {
      ...bodyOf(before),
      name: '  Taza Zorzal esmaltada ',
      description: '<p>Cerámica <b>esmaltada</b>, 2 < 3 colores.</p><script>alert(1)</script>',
      brand: ' Zorzal ',
      categoryId: category.id,
      weightGrams: 410,
      widthCm: 8.5,
      heightCm: 10,
      depthCm: 8.5,
      productionDays: 12,
    });
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json().result;
    assert.equal(saved.version, before.version + 1);
    assert.equal(saved.name, 'Taza Zorzal esmaltada');
    assert.equal(saved.description, 'Cerámica esmaltada, 2 < 3 colores.');
    assert.equal(saved.brand, 'Zorzal');
    assert.deepEqual(
      [saved.categoryId, saved.weightGrams, saved.widthCm, saved.productionDays],
      [category.id, 410, 8.5, 12],
    );
    assert.ok((await t.app.catalog.revision()) > revision, 'the catalogue revision moved');

    const shown = (await storefront(`GetProductDetail?slug=${SLUG}`)).result;
    assert.equal(shown.name, 'Taza Zorzal esmaltada');
    assert.equal(shown.description, saved.description);
    const found = (await storefront(`GetProductsList?pageSize=60&search=zorzal`)).result;
    assert.ok(found.items.some((p: { name: string }) => p.name === 'Taza Zorzal esmaltada'));
    const staffRow = (await call('GET', '/products?search=zorzal')).json().result.items[0];
    assert.equal(staffRow.category, category.title);

    const audit = (
      await staffCall(t, 'demo-ar', tokens.owner, 'GET', '/api/admin/audit?q=product.details')
    )
      .json()
      .result.items.find((entry: { subject: string }) => entry.subject === `product:${productId}`);
    assert.equal(audit.actor, 'catalogue@promosur.com.ar');
    assert.equal(audit.before.name, before.name);
    assert.equal(audit.after.name, 'Taza Zorzal esmaltada');
    assert.equal(audit.after.categories, undefined);
  });

  it('refuses bad details in Spanish on their field and changes nothing', async () => {
    const before = await details();
    const body = bodyOf(before);
    const bad: [object, string, RegExp][] = [
      [{ name: '   ' }, 'name', /El nombre es obligatorio/],
      [{ name: 'x'.repeat(151) }, 'name', /como máximo 150/],
      [{ brand: 'm'.repeat(61) }, 'brand', /como máximo 60/],
      [{ categoryId: 999_999 }, 'categoryId', /categorías de la tienda/],
      [{ weightGrams: 0 }, 'weightGrams', /./],
      [{ widthCm: 5000 }, 'widthCm', /./],
      [{ productionDays: 1.5 }, 'productionDays', /./],
      [{ extra: true }, 'extra', /./],
    ];
    for (const [patch, field, message] of bad) {
      const res = await call('PUT', `/products/${productId}/details`, { ...body, ...patch });
      assert.equal(res.statusCode, 400, `${field} ${res.body}`);
      const { error } = res.json();
      assert.match(error.message, message);
      assert.match(error.message, /[áéíóúñ]|^[A-Z¿]/);
      if (field !== 'extra') assert.equal(error.field, field, res.body);
    }
    // Another store's category is not one of this store's.
    const cl = await staffToken(t, 'demo-cl', 'owner');
    const clCategory = (await staffCall(t, 'demo-cl', cl, 'GET', `${CATALOG}/products`)).json()
      .result.items[0];
    const clDetails = (
      await staffCall(t, 'demo-cl', cl, 'GET', `${CATALOG}/products/${clCategory.id}/details`)
    ).json().result;
    const foreign = await call('PUT', `/products/${productId}/details`, {
      ...body,
      categoryId: clDetails.categoryId,
    });
    assert.equal(foreign.statusCode, 400);
    assert.deepEqual(await details(), before);
  });

  it('answers 409 with what the product holds now when someone saved first', async () => {
    const read = await details();
    const first = await call('PUT', `/products/${productId}/details`, {
      ...bodyOf(read),
      name: 'Taza Hornero',
    });
    assert.equal(first.statusCode, 200);
    const stale = await call(
      'PUT',
      `/products/${productId}/details`,
      { ...bodyOf(read), name: 'Taza Benteveo' },
      tokens.owner,
    );
    assert.equal(stale.statusCode, 409, stale.body);
    assert.match(stale.json().error.message, /Otra persona cambió.*«Taza Hornero»/);
    assert.equal((await details()).name, 'Taza Hornero');
  });

  it('answers 404 for another store’s product and for one that does not exist', async () => {
    const cl = await staffToken(t, 'demo-cl', 'owner');
    const read = await details();
    for (const res of [
      await call('GET', `/products/${productId}/details`, undefined, cl, 'demo-cl'),
      await call('PUT', `/products/${productId}/details`, bodyOf(read), cl, 'demo-cl'),
      await call('GET', '/products/999999/details'),
      await call('PUT', '/products/999999/details', bodyOf(read)),
    ]) {
      assert.equal(res.statusCode, 404, res.body);
      assert.match(res.json().error.message, /No encontramos/);
    }
    assert.equal((await details()).version, read.version);
  });
});
