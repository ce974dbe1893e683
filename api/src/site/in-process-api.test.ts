import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';
import { bootOf, putCatalogOrigin } from './site-test-support.js';

/**
 * A server render's data calls answered in process (`inProcessApi`), on a store that does not
 * listen at all: no loopback connection could carry them. The shell's server build is a
 * stand-in that does what the real one does with the data calls it is lent: it asks for the
 * product as a guest of the page's tenant and renders it, and fails when the API refuses.
 */

const SHELL_SERVER = `
exports.render = async ({ url, boot }, { inProcess } = {}) => {
  if (!inProcess) throw new Error('no API in process');
  const slug = (/\\/simple\\/([^/?]+)/.exec(url) || [])[1] || 'no-such-product';
  const res = await inProcess({
    method: 'GET',
    url: '/api/services/app/Catalog/GetProductDetail?slug=' + slug,
    headers: { 'x-tenant': boot.tenant, 'accept-encoding': 'identity' },
  });
  if (res.status !== 200) throw new Error('GetProductDetail answered ' + res.status);
  const product = JSON.parse(res.body).result;
  return { html: '<main id="rendered">' + product.name + '</main>', data: { product } };
};
`;

describe("server rendering: the page's data calls answered in process", () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
    await putCatalogOrigin(t.config.originDir, SHELL_SERVER);
  });
  after(async () => {
    await t?.close();
  });

  /** A simple product of the tenant's catalogue, as its API answers a guest. */
  async function productOf(tenantName: string) {
    const tenant = await t.app.tenants.getByName(tenantName);
    assert.ok(tenant);
    const { items } = await t.app.catalog.list(tenant, { pageSize: 60 });
    const simple = items.find((item) => item.kind === 'simple');
    assert.ok(simple, `${tenantName} has a simple product`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/services/app/Catalog/GetProductDetail?slug=${simple.slug}`,
      headers: apiHeaders(tenantName),
    });
    assert.equal(res.statusCode, 200);
    return { slug: simple.slug, detail: res.json().result as { name: string } };
  }

  it("renders each tenant's page with that tenant's product and prices, without listening", async () => {
    assert.equal(t.app.server.listening, false, 'no address a loopback call could reach');
    for (const tenant of ['demo-ar', 'demo-cl']) {
      const { slug, detail } = await productOf(tenant);
      const res = await t.app.inject({
        method: 'GET',
        url: `/${tenant}/product-detail/simple/${slug}`,
      });
      assert.equal(res.statusCode, 200, res.body);
      const ssr = bootOf(res.body).ssr;
      assert.ok(ssr, `${tenant}'s product page was rendered on the server`);
      assert.deepEqual(ssr.data.product, detail);
      assert.ok(res.body.includes(`<main id="rendered">${detail.name}</main>`));
    }
  });

  it('client-renders the page when a data call is refused, as over HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo-ar/' });
    assert.equal(res.statusCode, 200);
    assert.equal(bootOf(res.body).ssr, undefined, 'the browser renders it');
    assert.ok(!res.body.includes('id="rendered"'));
  });
});
