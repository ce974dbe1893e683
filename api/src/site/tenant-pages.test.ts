import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';

const SHELL_INDEX =
  '<!doctype html><html><head><!--store:head--></head><body><!--store:boot--></body></html>';
const ROUTES = [
  { pattern: '/', remote: 'mf-catalog', module: './HomePage' },
  { pattern: '/checkout', remote: 'mf-checkout', module: './CheckoutPage' },
  { pattern: '/auth', remote: 'mf-account', module: './AuthPage' },
  { pattern: '/orders/detail/:id?', remote: 'mf-account', module: './OrderDetailPage' },
  { pattern: '/admin/*', remote: 'mf-backoffice', module: './BackofficePage' },
];
const TEMPLATES = {
  '1': ['/shell/template-1.0a1b2c3d.css'],
  '8': ['/shell/template-8.aabbccdd.css'],
};
const TEMPLATE_FONTS = {
  '1': ['/shell/assets/source-sans-3-latin-wght-normal-es.11111111.woff2'],
  '8': [
    '/shell/assets/montserrat-latin-wght-normal-es.22222222.woff2',
    '/shell/assets/karla-latin-wght-normal-es.33333333.woff2',
  ],
};

async function put(root: string, file: string, content: string): Promise<void> {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), content);
}

const cspOf = (headers: Record<string, unknown>) => String(headers['content-security-policy']);
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('tenant pages: CSP per tenant and route, template stylesheet, sitemap, robots', () => {
  let t: TestApp;
  // Pages answer on the public host (PUBLIC_URL below) only.
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'tienda.example.com' } });

  before(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://tienda.example.com' } });
    await put(t.config.originDir, 'shell/index.html', SHELL_INDEX);
    await put(t.config.originDir, 'shell/routes.json', JSON.stringify(ROUTES));
    await put(t.config.originDir, 'shell/templates.json', JSON.stringify(TEMPLATES));
    await put(t.config.originDir, 'shell/template-fonts.json', JSON.stringify(TEMPLATE_FONTS));
    await t.app.tenants.createIfMissing({
      name: 'medida',
      displayName: 'A medida & Cía <b>',
      environment: 'ARG',
      templateId: 8,
      settings: {
        googleTagManagerCode: 'GTM-AB12CD3',
        googleAnalyticsCode: 'G-AB12CD34EF',
        pixelFB: '123456789012345',
      },
    });
    t.app.sitemap.register(async (tenant) =>
      tenant.name === 'medida'
        ? [
            { path: '/products-list/tazas', lastModified: '2026-05-01T00:00:00.000Z' },
            { path: '/about', lastModified: null },
            { path: 'https://otro.example/phish', lastModified: null },
          ]
        : [],
    );
  });
  after(() => t.close());

  it('allows no third-party host on a store without analytics', async () => {
    const csp = cspOf((await get('/demo-ar/')).headers);
    assert.equal(directive(csp, 'script-src'), "'self'");
    assert.equal(directive(csp, 'connect-src'), "'self'");
    assert.equal(directive(csp, 'object-src'), "'none'");
  });

  it("lets a development page (npm run dev) reach the apps' dev servers on localhost, only", async () => {
    const dev = await createTestApp({ env: { STORE_DEV: '1' } });
    try {
      await put(dev.config.originDir, 'shell/index.html', SHELL_INDEX);
      const res = await dev.app.inject({ method: 'GET', url: '/demo-ar/' });
      assert.equal(res.statusCode, 200);
      const csp = cspOf(res.headers);
      assert.equal(directive(csp, 'connect-src'), "'self' ws://localhost:*");
      assert.equal(directive(csp, 'script-src'), "'self'");
    } finally {
      await dev.close();
    }
  });

  it('keeps the back office out of search engines and frames, with no tenant script', async () => {
    const res = await get('/medida/admin/orders/12');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-robots-tag'], 'noindex, nofollow');
    const csp = cspOf(res.headers);
    assert.equal(directive(csp, 'frame-ancestors'), "'none'");
    assert.equal(directive(csp, 'script-src'), "'self'");
    assert.equal((await get('/medida/')).headers['x-robots-tag'], undefined);
  });

  it("allows exactly the hosts of a tenant's configured analytics on its catalogue pages", async () => {
    const csp = cspOf((await get('/medida/')).headers);
    assert.equal(
      directive(csp, 'script-src'),
      "'self' https://www.googletagmanager.com https://connect.facebook.net",
    );
    assert.match(directive(csp, 'connect-src') ?? '', /google-analytics\.com.*facebook\.com/);
    // Another store's page never carries them.
    assert.equal(directive(cspOf((await get('/demo-cl/')).headers), 'script-src'), "'self'");
  });

  for (const path of ['/checkout', '/auth?mode=login', '/orders/detail/3']) {
    it(`allows no tenant script on ${path}`, async () => {
      const csp = cspOf((await get(`/medida${path}`)).headers);
      assert.equal(directive(csp, 'script-src'), "'self'");
      assert.equal(directive(csp, 'img-src'), "'self' data: blob:");
    });
  }

  it("links the template's stylesheet in the head, escaped, for the tenant's template only", async () => {
    const html = (await get('/medida/')).body;
    assert.match(
      html,
      /<link rel="stylesheet" href="\/shell\/template-8\.aabbccdd\.css" data-template-style>/,
    );
    assert.doesNotMatch(html, /template-1\./);
    assert.match(html, /<title>A medida &#38; Cía &#60;b&#62;<\/title>/);
  });

  it("preloads the template's fonts from the head, in CORS mode, and no other template's", async () => {
    const head = /<head>(.*)<\/head>/s.exec((await get('/medida/')).body)![1]!;
    const fontPreloads = [...head.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map(
      ([link]) => link,
    );
    assert.deepEqual(fontPreloads, [
      '<link rel="preload" as="font" type="font/woff2" href="/shell/assets/montserrat-latin-wght-normal-es.22222222.woff2" crossorigin>',
      '<link rel="preload" as="font" type="font/woff2" href="/shell/assets/karla-latin-wght-normal-es.33333333.woff2" crossorigin>',
    ]);
    // Asked for with the template's stylesheet, which names them.
    assert.ok(head.indexOf('template-8.aabbccdd.css') < head.indexOf('montserrat'));
    assert.doesNotMatch(head, /source-sans-3/);
  });

  it("writes into the boot payload what the buyer's cookies say: signed in, sidebar closed", async () => {
    const bootOf = (html: string) =>
      JSON.parse(
        /<script id="store-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
      );
    const guest = await get('/demo-ar/');
    assert.deepEqual(bootOf(guest.body).view, { signedIn: false, sidebarClosed: false });
    assert.match(String(guest.headers.vary), /cookie/i);
    const buyer = await t.app.inject({
      method: 'GET',
      url: '/demo-ar/',
      headers: { host: 'tienda.example.com' },
      cookies: { store_signed_in: '1', store_sidebar: 'closed', i18n_redirected: 'arg' },
    });
    assert.deepEqual(bootOf(buyer.body).view, { signedIn: true, sidebarClosed: true });
  });

  it('answers the SiteMap with absolute addresses under PUBLIC_URL, without foreign links', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/services/app/SiteMap',
      headers: apiHeaders('medida'),
    });
    assert.equal(res.statusCode, 200);
    const urls = (res.json().result as { url: string }[]).map((page) => page.url);
    // Other modules (the catalogue) add their own pages; these must be among them, once each.
    for (const url of [
      'https://tienda.example.com/medida/',
      'https://tienda.example.com/medida/about',
      'https://tienda.example.com/medida/policy',
      'https://tienda.example.com/medida/products-list/tazas',
    ])
      assert.equal(urls.filter((candidate) => candidate === url).length, 1, url);
    for (const url of urls) assert.ok(url.startsWith('https://tienda.example.com/medida/'), url);
  });

  it('serves /{tenant}/sitemap.xml as XML with escaped addresses', async () => {
    const res = await get('/medida/sitemap.xml');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml/);
    assert.match(res.body, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    assert.match(
      res.body,
      /<url><loc>https:\/\/tienda\.example\.com\/medida\/products-list\/tazas<\/loc><lastmod>2026-05-01T00:00:00\.000Z<\/lastmod><\/url>/,
    );
    assert.doesNotMatch(res.body, /otro\.example/);
    assert.equal((await get('/no-existe/sitemap.xml')).statusCode, 404);
  });

  it("lists every store's sitemap in robots.txt and keeps personal pages out", async () => {
    const res = await get('/robots.txt');
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /^User-agent: \*\nDisallow: \/api\//);
    assert.match(res.body, /Disallow: \/\*\/checkout/);
    for (const name of ['demo-ar', 'demo-cl', 'medida'])
      assert.match(res.body, new RegExp(`Sitemap: https://tienda.example.com/${name}/sitemap.xml`));
  });
});
