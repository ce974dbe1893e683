import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';
import { IMMUTABLE, NO_CACHE } from './cache-control.js';
import { PAGE_CACHE_CONTROL } from './page-cache.js';
import type { DeployManifest } from './site.schemas.js';
import { bootOf, put, SHELL_INDEX } from './site-test-support.js';

const ROUTES = [
  { pattern: '/', remote: 'mf-catalog', module: './HomePage' },
  { pattern: '/products-list/:categoryDesc', remote: 'mf-catalog', module: './ProductListPage' },
  {
    pattern: '/product-detail/:productType?/simple/:productDesc',
    remote: 'mf-catalog',
    module: './ProductDetailPage',
  },
  { pattern: '/orders/detail/:id?', remote: 'mf-account', module: './OrderDetailPage' },
  { pattern: '/checkout', remote: 'mf-checkout', module: './CheckoutPage' },
];

const DEPLOY: DeployManifest = {
  updatedAt: '2026-05-01T10:00:00.000Z',
  remotes: {
    'mf-catalog': {
      version: '1.4.0',
      entry: '/remotes/mf-catalog/1.4.0/remoteEntry.js',
      history: [{ version: '1.4.0', action: 'deploy', at: '2026-05-01T10:00:00.000Z' }],
    },
    'mf-account': {
      version: '2.0.1',
      entry: '/remotes/mf-account/2.0.1/remoteEntry.js',
      history: [{ version: '2.0.1', action: 'deploy', at: '2026-05-01T09:00:00.000Z' }],
    },
  },
};

const expose = (name: string, sync: string[]) => ({
  id: `mf_x:${name}`,
  name,
  path: `./${name}`,
  assets: { js: { sync, async: [] }, css: { sync: [], async: [] } },
});

const CATALOG_MANIFEST = {
  id: 'mf_catalog',
  name: 'mf_catalog',
  metaData: {
    name: 'mf_catalog',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  shared: [],
  remotes: [],
  exposes: [
    expose('HomePage', ['__federation_expose_HomePage.0a1b2c3d.js']),
    expose('ProductListPage', [
      'vendors-list.9f8e7d6c.js',
      '__federation_expose_ProductListPage.1a2b3c4d.js',
    ]),
    expose('ProductDetailPage', ['__federation_expose_ProductDetailPage.5e6f7a8b.js']),
  ],
};

const ACCOUNT_MANIFEST = {
  ...CATALOG_MANIFEST,
  id: 'mf_account',
  name: 'mf_account',
  exposes: [expose('OrderDetailPage', ['__federation_expose_OrderDetailPage.aabbccdd.js'])],
};

describe('site: static origin and shell pages', () => {
  let t: TestApp;
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  before(async () => {
    t = await createTestApp();
    const origin = t.config.originDir;
    await put(origin, 'shell/index.html', SHELL_INDEX);
    await put(origin, 'shell/main.js', 'console.log("shell");\n');
    await put(origin, 'shell/src_bootstrap.3c4d5e6f.js', '/* chunk */\n');
    await put(origin, 'shell/src_bootstrap.3c4d5e6f.js.map', '{}');
    await put(origin, 'shell/routes.json', JSON.stringify(ROUTES));
    await put(origin, 'shell/mf-manifest.json', '{"id":"shell"}');
    await put(origin, 'deploy/remotes.json', JSON.stringify(DEPLOY));
    const entry = `var mf_catalog;${'/* federation runtime */'.repeat(100)}\n`;
    await put(origin, 'remotes/mf-catalog/1.4.0/remoteEntry.js', entry);
    await put(origin, 'remotes/mf-catalog/1.4.0/remoteEntry.js.br', brotliCompressSync(entry));
    await put(
      origin,
      'remotes/mf-catalog/1.4.0/mf-manifest.json',
      JSON.stringify(CATALOG_MANIFEST),
    );
    await put(
      origin,
      'remotes/mf-catalog/1.4.0/__federation_expose_ProductListPage.1a2b3c4d.js',
      '/* list */\n',
    );
    await put(
      origin,
      'remotes/mf-account/2.0.1/mf-manifest.json',
      JSON.stringify(ACCOUNT_MANIFEST),
    );
    await t.app.tenants.createIfMissing({
      name: 'evil',
      displayName: 'Evil </script><script>alert(1)</script> & "Co" \u2028',
      environment: 'ARG',
      templateId: 2,
      settings: { colors: { primary: '#123456', secondary: 'red}</style><script>x</script>' } },
    });
  });
  after(() => t.close());

  it("answers a tenant's page with the shell, its escaped title, theme and a boot payload equal to GetConfig", async () => {
    const res = await page('/demo-ar');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    // The home is a catalogue page, the same for every buyer (page-cache.test.ts); a personal
    // page is never kept by anyone.
    assert.equal(res.headers['cache-control'], PAGE_CACHE_CONTROL);
    assert.equal((await page('/demo-ar/checkout')).headers['cache-control'], NO_CACHE);
    assert.match(
      String(res.headers['content-security-policy']),
      /script-src 'self'.*object-src 'none'.*base-uri 'none'/,
    );
    const html = res.body;
    assert.match(html, /<title>Promo Sur<\/title>/);
    assert.match(html, /<meta name="description" content="[^"]+Promo Sur[^"]+">/);
    assert.match(
      html,
      /<link rel="icon" type="image\/svg\+xml" href="\/tenant-assets\/demo-ar\/favicon.svg">/,
    );
    assert.match(html, /<meta name="theme-color" content="#1b3a8c">/);
    assert.match(
      html,
      /<style id="store-theme">html:root\{--color-primary:#1b3a8c;--color-secondary:#f5b700;[^}]*--color-text:#1c2333;--color-on-primary:#ffffff;--color-on-secondary:#1d2330;[^}]*\}<\/style>/,
    );
    assert.doesNotMatch(html, /<!--store:(head|boot)-->/);

    const boot = bootOf(html);
    // The language and template the shell would set, there before its script runs.
    assert.match(
      html,
      new RegExp(`<html lang="es-AR" data-template="${boot.config.templateFK.id}">`),
    );
    const chile = await page('/demo-cl/');
    assert.match(
      chile.body,
      new RegExp(`<html lang="es-CL" data-template="${bootOf(chile.body).config.templateFK.id}">`),
    );
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/services/app/PartnerConfigs/GetConfig',
      headers: apiHeaders('demo-ar'),
    });
    assert.equal(boot.tenant, 'demo-ar');
    assert.deepEqual(boot.config, config.json().result);
    // The page gets what is live; the history stays in the manifest file.
    assert.deepEqual(boot.deploy, {
      updatedAt: DEPLOY.updatedAt,
      remotes: Object.fromEntries(
        Object.entries(DEPLOY.remotes).map(([name, live]) => [name, { ...live, history: [] }]),
      ),
    });
  });

  it("preloads the remoteEntry and the exposed module's JS of the remote that owns the route", async () => {
    const html = (await page('/demo-ar/products-list/tazas-y-jarros?page=2')).body;
    const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    assert.deepEqual(preloads, [
      '/remotes/mf-catalog/1.4.0/remoteEntry.js',
      '/remotes/mf-catalog/1.4.0/vendors-list.9f8e7d6c.js',
      '/remotes/mf-catalog/1.4.0/__federation_expose_ProductListPage.1a2b3c4d.js',
    ]);
  });

  it('matches optional segments and picks the most specific route', async () => {
    const preloadsOf = async (url: string) =>
      [...(await page(url)).body.matchAll(/rel="preload" as="script" href="([^"]+)"/g)].map(
        (m) => m[1],
      );
    assert.deepEqual(await preloadsOf('/demo-ar/orders/detail'), [
      '/remotes/mf-account/2.0.1/remoteEntry.js',
      '/remotes/mf-account/2.0.1/__federation_expose_OrderDetailPage.aabbccdd.js',
    ]);
    assert.equal((await preloadsOf('/demo-ar/orders/detail/12')).length, 2);
    assert.deepEqual(await preloadsOf('/demo-ar/product-detail/simple/taza'), [
      '/remotes/mf-catalog/1.4.0/remoteEntry.js',
      '/remotes/mf-catalog/1.4.0/__federation_expose_ProductDetailPage.5e6f7a8b.js',
    ]);
    assert.equal((await preloadsOf('/demo-ar/product-detail/textil/simple/remera')).length, 2);
    assert.deepEqual(await preloadsOf('/demo-ar/'), [
      '/remotes/mf-catalog/1.4.0/remoteEntry.js',
      '/remotes/mf-catalog/1.4.0/__federation_expose_HomePage.0a1b2c3d.js',
    ]);
    // mf-checkout is not deployed: no preload rather than a broken one.
    assert.deepEqual(await preloadsOf('/demo-ar/checkout'), []);
    assert.deepEqual(await preloadsOf('/demo-ar/no-such-page'), []);
  });

  it('keeps a display name with </script> inside the title text and the boot JSON', async () => {
    const res = await page('/evil/products-list/all');
    assert.equal(res.statusCode, 200);
    const html = res.body;
    assert.equal(
      html.match(/<\/script>/g)?.length,
      2,
      'only the shell script and the boot script close',
    );
    assert.equal(html.match(/<script/g)?.length, 2);
    assert.match(
      html,
      /<title>(?:[^<|]+ \| )?Evil &#60;\/script&#62;&#60;script&#62;alert\(1\)&#60;\/script&#62; &#38; &#34;Co&#34; \u2028<\/title>/,
    );
    assert.doesNotMatch(html, /\u2028[^<]*<\/script>/, 'no raw U+2028 in the boot JSON');
    const boot = bootOf(html);
    assert.equal(boot.config.name, 'Evil </script><script>alert(1)</script> & "Co" \u2028');
    assert.match(
      html,
      /<style id="store-theme">html:root\{--color-primary:#123456;--color-secondary:#f59e0b;/,
    );
    assert.doesNotMatch(html, /red\}/);
  });

  it('gives a page the title and description of a page-meta provider', async () => {
    t.app.pageMeta.register(async (tenant, path, query) =>
      path.startsWith('/orders/detail/')
        ? {
            title: `Pedido (${query.get('vista') ?? 'resumen'})`,
            description: `Pedido de ${tenant.displayName}`,
          }
        : null,
    );
    t.app.pageMeta.register(async () => {
      throw new Error('a broken provider');
    });
    const html = (await page('/demo-ar/orders/detail/12?vista=envio')).body;
    assert.match(html, /<title>Pedido \(envio\) \| Promo Sur<\/title>/);
    assert.match(html, /<meta name="description" content="Pedido de Promo Sur">/);
    assert.match((await page('/demo-ar/about')).body, /<title>Promo Sur<\/title>/);
  });

  it("answers a store's unknown page with 404 and the shell, which shows its not-found page", async () => {
    for (const url of [
      '/demo-ar/esta-pagina-no-existe',
      '/demo-ar/products-list',
      '/demo-ar/orders/detail/12/otra-cosa',
      '/demo-cl/product-detail/simple/no-existe-este-producto',
      '/demo-cl/products-list/no-existe-esta-categoria',
    ]) {
      const res = await page(url);
      assert.equal(res.statusCode, 404, url);
      assert.match(String(res.headers['content-type']), /^text\/html/, url);
      assert.equal(bootOf(res.body).tenant, url.split('/')[1], url);
    }
    for (const url of [
      '/demo-ar',
      '/demo-ar/',
      '/demo-ar/orders/detail',
      '/demo-ar/products-list/all',
      '/demo-cl/products-list/gorras',
      '/demo-cl/product-detail/simple/taza-ceramica-clasica-11-oz',
    ])
      assert.equal((await page(url)).statusCode, 200, url);
  });

  for (const url of ['/no-existe', '/no-existe/products-list/all', '/Demo-AR', '/']) {
    it(`answers ${url} with a Spanish 404 page`, async () => {
      const res = await page(url);
      assert.equal(res.statusCode, 404);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.match(res.body, /No encontramos esta tienda/);
      assert.doesNotMatch(res.body, /store-boot|<script/);
      // Without a store nobody knows the buyer's country: neither voseo nor tuteo.
      assert.doesNotMatch(res.body, /Revisá|Revisa |buscás|buscas/);
      assert.match(res.body, /La dirección no corresponde a ninguna tienda/);
    });
  }

  it('answers a missing remote or shell file with a real 404, never the shell', async () => {
    for (const url of [
      '/remotes/mf-catalog/1.4.0/missing.12345678.js',
      '/remotes/mf-cart/9.9.9/remoteEntry.js',
      '/shell/nope.js',
      '/tenant-assets/demo-ar/nope.png',
    ]) {
      const res = await page(url);
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /<html|store-boot/, url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
    }
  });

  it('keeps source maps to itself outside development', async () => {
    await put(t.config.originDir, 'shell/main.js.map', '{"sources":["secret.ts"]}');
    await put(t.config.originDir, 'remotes/mf-catalog/1.4.0/remoteEntry.js.map', '{}');
    await put(t.config.originDir, 'remotes/mf-catalog/1.4.0/remoteEntry.js.map.br', 'x');
    for (const url of [
      '/shell/main.js.map',
      '/shell/src_bootstrap.3c4d5e6f.js.map',
      '/remotes/mf-catalog/1.4.0/remoteEntry.js.map',
      '/remotes/mf-catalog/1.4.0/remoteEntry.js.map.br',
    ]) {
      const res = await page(url, { 'accept-encoding': 'br' });
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /sources/, url);
    }
    const dev = await createTestApp({ seed: false, env: { STORE_DEV: '1' } });
    try {
      await put(dev.config.originDir, 'shell/main.js.map', '{"sources":["main.ts"]}');
      const res = await dev.app.inject({ method: 'GET', url: '/shell/main.js.map' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { sources: ['main.ts'] });
    } finally {
      await dev.close();
    }
  });

  it('never serves a file outside the origin folders', async () => {
    await put(t.config.dataDir, 'secrets.json', JSON.stringify({ jwtSecret: t.config.jwtSecret }));
    for (const url of [
      '/remotes/mf-catalog/1.4.0/%2e%2e/%2e%2e/%2e%2e/secrets.json',
      '/tenant-assets/..%2fsecrets.json',
      '/shell/..%2f..%2fsecrets.json',
      '/remotes/../../secrets.json',
    ]) {
      const res = await page(url);
      assert.ok(res.statusCode === 404 || res.statusCode === 403, `${url}: ${res.statusCode}`);
      assert.doesNotMatch(res.body, new RegExp(t.config.jwtSecret), url);
    }
  });

  it('sets the cache headers of the static origin', async () => {
    const expectations: [string, string][] = [
      ['/shell/main.js', NO_CACHE],
      ['/shell/index.html', NO_CACHE],
      ['/shell/mf-manifest.json', NO_CACHE],
      ['/shell/src_bootstrap.3c4d5e6f.js', IMMUTABLE],
      ['/remotes/mf-catalog/1.4.0/remoteEntry.js', IMMUTABLE],
      ['/remotes/mf-catalog/1.4.0/__federation_expose_ProductListPage.1a2b3c4d.js', IMMUTABLE],
      ['/remotes/mf-catalog/1.4.0/mf-manifest.json', NO_CACHE],
      ['/deploy/remotes.json', NO_CACHE],
      ['/tenant-assets/demo-ar/logo.svg', NO_CACHE],
    ];
    for (const [url, cacheControl] of expectations) {
      const res = await page(url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['cache-control'], cacheControl, url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
    }
    const deploy = await page('/deploy/remotes.json');
    assert.deepEqual(deploy.json(), DEPLOY);
  });

  it("lets another origin show a tenant's logo (a web mail client reading the store's e-mails)", async () => {
    const logo = await page('/tenant-assets/demo-ar/logo.svg');
    assert.equal(logo.headers['cross-origin-resource-policy'], 'cross-origin');
    // The store's own files stay for the store's pages.
    const shell = await page('/shell/main.js');
    assert.equal(shell.headers['cross-origin-resource-policy'], 'same-origin');
  });

  it('serves the precompressed sibling when the browser accepts it', async () => {
    const res = await page('/remotes/mf-catalog/1.4.0/remoteEntry.js', {
      'accept-encoding': 'br, gzip',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.match(String(res.headers['content-type']), /javascript/);
    assert.equal(res.headers['cache-control'], IMMUTABLE);
  });

  it('compresses the HTML of a page, brotli first', async () => {
    for (const [accepted, expected] of [
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
    ] as const) {
      const res = await page('/demo-cl', { 'accept-encoding': accepted });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], expected, accepted);
    }
  });

  it('answers 503 with a Spanish page while the shell build is missing', async () => {
    await rm(join(t.config.originDir, 'shell/index.html'));
    const res = await page('/demo-ar');
    assert.equal(res.statusCode, 503);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(res.body, /Estamos actualizando la tienda/);
    await put(t.config.originDir, 'shell/index.html', SHELL_INDEX);
    assert.equal((await page('/demo-ar')).statusCode, 200);
  });
});
