import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';

const SHELL_INDEX = '<!doctype html><html><head></head><body></body></html>';

/** A store whose public address is `publicUrl`, with a shell build to answer pages with. */
async function storeAt(publicUrl: string, env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ env: { PUBLIC_URL: publicUrl, ...env } });
  for (const folder of ['shell', 'deploy'])
    await mkdir(join(t.config.originDir, folder), { recursive: true });
  await writeFile(join(t.config.originDir, 'shell/index.html'), SHELL_INDEX);
  await writeFile(
    join(t.config.originDir, 'deploy/remotes.json'),
    JSON.stringify({ updatedAt: null, remotes: {} }),
  );
  return t;
}

describe('pages on another host go to the public origin first (issue 30, item 5)', () => {
  let t: TestApp;
  before(async () => {
    t = await storeAt('http://localhost:8080');
  });
  after(() => t.close());

  const page = (url: string, host: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { host } });

  it('sends a buyer who opened 127.0.0.1 to the same page on PUBLIC_URL, query and all', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await page('/demo-ar/checkout?from=%2Fcart&x=1', '127.0.0.1:8080', method);
      assert.equal(res.statusCode, 301, method);
      assert.equal(res.headers.location, 'http://localhost:8080/demo-ar/checkout?from=%2Fcart&x=1');
      // A kept 301 would loop once PUBLIC_URL changes.
      assert.equal(res.headers['cache-control'], 'no-store');
    }
    for (const url of ['/', '/demo-cl', '/robots.txt', '/demo-ar/sitemap.xml']) {
      const res = await page(url, '127.0.0.1:8080');
      assert.equal(res.statusCode, 301, url);
      assert.equal(res.headers.location, `http://localhost:8080${url}`);
    }
    // Another port of the same name is another origin for the browser's storage.
    assert.equal((await page('/demo-ar/', 'localhost:9999')).statusCode, 301);
  });

  it('answers pages on the public host, whatever its case', async () => {
    assert.equal((await page('/demo-ar/', 'localhost:8080')).statusCode, 200);
    assert.equal((await page('/demo-ar/', 'LocalHost:8080')).statusCode, 200);
  });

  it('keeps a path that looks like another host on the public origin', async () => {
    const res = await page('//evil.example/phish', '127.0.0.1:8080');
    assert.equal(res.statusCode, 301);
    assert.equal(res.headers.location, 'http://localhost:8080//evil.example/phish');
  });

  it('answers the health probe, the API and the static files on any host', async () => {
    const health = await page('/api/health', '10.0.0.7:8080');
    assert.equal(health.statusCode, 200);
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/services/app/DomicilieProvinces/GetAllDomicilieProvince',
      headers: { ...apiHeaders('demo-ar'), host: '127.0.0.1:8080' },
    });
    assert.equal(api.statusCode, 200);
    assert.equal((await page('/deploy/remotes.json', '127.0.0.1:8080')).statusCode, 200);
  });
});

describe('behind a proxy', () => {
  it("with TRUST_PROXY compares the proxy's X-Forwarded-Host, and ignores it without", async () => {
    const trusted = await storeAt('https://tienda.example.com', { TRUST_PROXY: '1' });
    const direct = await storeAt('https://tienda.example.com');
    try {
      const via = (t: TestApp, forwardedHost: string) =>
        t.app.inject({
          method: 'GET',
          url: '/demo-ar/',
          headers: {
            host: '10.0.0.7:9001',
            'x-forwarded-host': forwardedHost,
            'x-forwarded-proto': 'https',
          },
        });
      // An instance behind the balancer, reached as the public host: answered.
      assert.equal((await via(trusted, 'tienda.example.com')).statusCode, 200);
      // The port https implies is the same origin.
      assert.equal((await via(trusted, 'tienda.example.com:443')).statusCode, 200);
      // Several proxies: the last one's entry is the one the store trusts.
      assert.equal((await via(trusted, 'otra.example, tienda.example.com')).statusCode, 200);
      const elsewhere = await via(trusted, 'www.tienda.example.com');
      assert.equal(elsewhere.statusCode, 301);
      assert.equal(elsewhere.headers.location, 'https://tienda.example.com/demo-ar/');
      // Without TRUST_PROXY anyone could send the header: the Host decides.
      const untrusted = await via(direct, 'tienda.example.com');
      assert.equal(untrusted.statusCode, 301);
    } finally {
      await trusted.close();
      await direct.close();
    }
  });
});
