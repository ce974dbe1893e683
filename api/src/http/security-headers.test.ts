import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';

/** The smallest shell the site can serve pages from. */
const SHELL: Record<string, string> = {
  'shell/index.html':
    '<!doctype html><html lang="es"><head><!--store:head--></head><body><!--store:boot--></body></html>',
  'shell/routes.json': '[]',
  'deploy/remotes.json': JSON.stringify({ updatedAt: '2026-05-01T10:00:00.000Z', remotes: {} }),
};

/** What every answer, page or API, must carry (OWASP ASVS V3.4, reliability-and-security notes). */
function assertSecurityHeaders(headers: Record<string, unknown>, what: string): void {
  const csp = String(headers['content-security-policy'] ?? '');
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"])
    assert.ok(csp.includes(directive), `${what}: CSP without ${directive}: ${csp}`);
  assert.match(csp, /default-src 'self'/, what);
  assert.equal(headers['x-content-type-options'], 'nosniff', what);
  assert.equal(headers['referrer-policy'], 'no-referrer', what);
  assert.equal(headers['x-frame-options'], 'SAMEORIGIN', what);
  assert.match(String(headers['strict-transport-security']), /^max-age=\d{7,}/, what);
}

describe('security headers on pages and API answers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    for (const [file, content] of Object.entries(SHELL)) {
      const path = join(t.config.originDir, file);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    }
  });
  after(() => t.close());

  for (const url of ['/demo-ar/', '/demo-cl/checkout', '/demo-ar/auth']) {
    it(`on the page ${url}`, async () => {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assertSecurityHeaders(res.headers, url);
    });
  }

  it('on the Spanish 404 page and a missing asset', async () => {
    for (const url of ['/no-existe/', '/shell/nope.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assertSecurityHeaders(res.headers, url);
    }
  });

  it('on API answers, errors and the OpenAPI document', async () => {
    const calls = [
      { url: '/api/services/app/PartnerConfigs/GetConfig', status: 200 },
      { url: '/api/services/app/ShoppingCarts/GetShoppingCartsClient', status: 401 },
      { url: '/api/no-such-call', status: 404 },
      { url: '/api/openapi.json', status: 200 },
    ];
    for (const { url, status } of calls) {
      const res = await t.app.inject({ method: 'GET', url, headers: apiHeaders('demo-ar') });
      assert.equal(res.statusCode, status, url);
      assertSecurityHeaders(res.headers, url);
      assert.equal(res.headers['cache-control'], 'no-store', url);
    }
  });
});
