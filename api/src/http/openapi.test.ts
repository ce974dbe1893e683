import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { OPENAPI_PATH } from './openapi.js';

type Operation = { security?: unknown[]; responses?: Record<string, unknown> };
type Paths = Record<string, Record<string, Operation>>;

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe(`GET ${OPENAPI_PATH}`, () => {
  let t: TestApp;
  let paths: Paths;
  before(async () => {
    t = await createTestApp({ seed: false });
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const doc = res.json();
    assert.equal(doc.openapi, '3.1.0');
    paths = doc.paths;
  });
  after(() => t.close());

  it('lists every registered /api route with its method, and nothing else', () => {
    const registered = t.app.apiRoutes
      .filter((route) => route.url !== OPENAPI_PATH)
      .map((route) => `${route.method} ${openApiPath(route.url)}`)
      .sort();
    const documented = Object.entries(paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    assert.ok(registered.length > 50, `only ${registered.length} routes registered`);
    assert.deepEqual(documented, registered);
  });

  it('describes pages and assets nowhere: it is the API only', () => {
    for (const path of Object.keys(paths)) assert.match(path, /^\/api\//);
  });

  it('marks which calls need a bearer token', () => {
    assert.deepEqual(paths['/api/health']?.get?.security, []);
    assert.deepEqual(
      paths['/api/services/app/ShoppingCarts/GetShoppingCartsClient']?.get?.security,
      [{ bearer: [] }],
    );
  });

  it('gives the success and error envelopes of routes that declare them', () => {
    const responses = paths['/api/services/app/Catalog/GetColors']?.get?.responses ?? {};
    assert.ok('200' in responses && '4XX' in responses, Object.keys(responses).join());
  });
});
