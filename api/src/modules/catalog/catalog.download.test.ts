import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { pdfText } from '../../test/pdf-text.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { productPhotoFirst, staffProductId, staffToken } from '../staff/staff-test-support.js';

const GROUP = '/api/services/app/Catalog';

describe('catalogue PDF download', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const link = async (tenant: string, category?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${GROUP}/GetCatalogDownloadLink${category ? `?category=${category}` : ''}`,
      headers: apiHeaders(tenant),
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result.url as string;
  };

  it("streams one category as a branded PDF with the tenant's prices", async () => {
    const res = await t.app.inject({ method: 'GET', url: await link('demo-ar', 'tazas-y-jarros') });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.match(
      String(res.headers['content-disposition']),
      /attachment; filename="catalogo-demo-ar-tazas-y-jarros.pdf"/,
    );
    const pages = await pdfText(res.rawPayload);
    assert.match(pages[0] ?? '', /Catálogo de productos/);
    assert.match(pages[0] ?? '', /Tazas y jarros/);
    assert.match(pages[0] ?? '', /más IVA/);
    const products = pages.slice(1).join(' ');
    // One unit of the classic mug: ARS 4.200 cost x 1.35 margin, without IVA (demo-ar).
    assert.match(products, /Taza cerámica clásica 11 oz/);
    assert.match(products, /\$ 5\.670,00/);
    assert.doesNotMatch(products, /Gorra/);
    assert.equal(pages.length, 3, 'a cover and two pages of nine products');
  });

  it("draws a product's photo uploaded in the back office, as a JPEG", async () => {
    const download = async () =>
      (await t.app.inject({ method: 'GET', url: await link('demo-ar', 'tazas-y-jarros') }))
        .rawPayload;
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    assert.equal(images(await download()), 0, 'the seeded pictures are drawings');
    const owner = await staffToken(t, 'demo-ar', 'owner');
    const mug = await staffProductId(t, owner, 'Taza cerámica clásica');
    const photo = await sharp({
      create: { width: 500, height: 500, channels: 3, background: '#ad1457' },
    })
      .webp()
      .toBuffer();
    await productPhotoFirst(t, 'demo-ar', mug, photo);
    const pdf = await download();
    assert.equal(images(pdf), 1);
    assert.match(pdf.toString('latin1'), /\/Filter \/DCTDecode/);
  });

  it('prints the whole Chilean catalogue with IVA included and whole pesos', async () => {
    const res = await t.app.inject({ method: 'GET', url: await link('demo-cl') });
    assert.equal(res.statusCode, 200);
    const pages = await pdfText(res.rawPayload);
    assert.match(pages[0] ?? '', /Todas las categorías/);
    assert.match(pages[0] ?? '', /con IVA incluido/);
    const text = pages.join(' ');
    assert.match(text, /Andes Merch/);
    assert.match(text, /Polera de algodón peinado 24\/1/);
    // CLP 2.600 x 1.3 x 1.19 = 4.022,2: whole pesos.
    assert.match(text, /\$ 4\.022(?!,)/);
    assert.ok(pages.length >= 1 + 13, 'a cover and at least a page per category');
  });

  it('refuses a link that was changed, expired or names an unknown category', async () => {
    const url = await link('demo-ar', 'gorras');
    const forged = await t.app.inject({ method: 'GET', url: url.replace('gorras', 'paraguas') });
    assert.equal(forged.statusCode, 403);
    assert.equal(
      forged.json().error.message,
      'El enlace de descarga no es válido. El catálogo se puede pedir de nuevo desde la tienda.',
    );
    const otherTenant = await t.app.inject({
      method: 'GET',
      url: url.replace('tenant=demo-ar', 'tenant=demo-cl'),
    });
    assert.equal(otherTenant.statusCode, 403);
    const expired = new URL(url, 'http://x');
    expired.searchParams.set('expires', '1000');
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `${expired.pathname}${expired.search}` }))
        .statusCode,
      403,
    );
    const garbled = new URL(url, 'http://x');
    garbled.searchParams.set('signature', 'ñ'.repeat(64));
    const nonAscii = await t.app.inject({
      method: 'GET',
      url: `${garbled.pathname}${garbled.search}`,
    });
    assert.equal(nonAscii.statusCode, 403, nonAscii.body);
    assert.equal(
      nonAscii.json().error.message,
      'El enlace de descarga no es válido. El catálogo se puede pedir de nuevo desde la tienda.',
    );
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${GROUP}/GetCatalogDownloadLink?category=no-existe`,
      headers: apiHeaders('demo-ar'),
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error.message, 'No encontramos la categoría "no-existe".');
  });
});

describe('catalogue pages for search engines', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('gives list and product pages their own title and description', async () => {
    const tenant = await t.app.tenants.getByName('demo-ar');
    assert.ok(tenant);
    const meta = (path: string, query = '') =>
      t.app.pageMeta.resolve(tenant, path, new URLSearchParams(query));
    const mug = await meta('/product-detail/simple/taza-ceramica-clasica-11-oz');
    assert.deepEqual(
      { title: mug?.title, description: mug?.description },
      {
        title: 'Taza cerámica clásica 11 oz',
        description:
          'Taza cerámica clásica 11 oz, cerámica apta lavavajillas. Personalizalo con el logo de tu empresa: ideal para regalos corporativos, eventos y kits de bienvenida.',
      },
    );
    assert.equal(
      (await meta('/product-detail/textil/curva/remera-de-algodon-peinado-24-1'))?.title,
      'Remera de algodón peinado 24/1',
    );
    const list = await meta('/products-list/gorras', 'page=2');
    assert.equal(list?.title, 'Gorras (página 2)');
    assert.match(
      list?.description ?? '',
      /^10 productos promocionales de gorras .* Promo Sur\. Cotizá en línea/,
    );
    assert.equal(
      (await meta('/products-list/all', 'search=taza'))?.title,
      'Resultados para "taza"',
    );
    // Unknown slugs are named as such, so the page answers 404 (site.test.ts).
    for (const path of ['/products-list/no-existe', '/product-detail/simple/no-existe'])
      assert.equal((await meta(path))?.notFound, true, path);
    assert.equal(await meta('/about'), null);
  });

  it('lists the home, every category and every product in the sitemap', async () => {
    const tenant = await t.app.tenants.getByName('demo-cl');
    assert.ok(tenant);
    const paths = (await t.app.sitemap.entries(tenant)).map((entry) => entry.path);
    for (const path of [
      '/',
      '/products-list/all',
      '/products-list/gorras',
      '/product-detail/textil/curva/polera-de-algodon-peinado-24-1',
      '/product-detail/simple/taza-ceramica-clasica-11-oz',
    ])
      assert.ok(paths.includes(path), path);
    assert.equal(paths.filter((path) => path.startsWith('/product-detail/')).length, 130);
  });
});
