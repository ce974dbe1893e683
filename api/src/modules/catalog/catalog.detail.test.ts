import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp, userAccessToken } from '../../test/test-app.js';

const GROUP = '/api/services/app/Catalog';

describe('Catalog detail, techniques and favourites', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const userToken = (tenant: string, userId: number) => userAccessToken(t, tenant, userId);
  const call = (
    method: 'GET' | 'POST',
    path: string,
    tenant: string,
    token?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `${GROUP}/${path}`,
      headers: apiHeaders(tenant, token),
      ...(payload ? { payload } : {}),
    });

  it('answers a simple product whole: variants, tiers in shown prices, techniques with print areas', async () => {
    const res = await call('GET', 'GetProductDetail?slug=taza-ceramica-clasica-11-oz', 'demo-ar');
    assert.equal(res.statusCode, 200);
    const product = res.json().result;
    assert.equal(product.kind, 'simple');
    assert.equal(product.variants.length, 4);
    assert.deepEqual(
      product.priceTiers.map((tier: { minQuantity: number }) => tier.minQuantity),
      [1, 50, 100, 250, 500],
    );
    assert.equal(product.priceTiers[0].unitPrice, 5670);
    const sublimation = product.techniques.find(
      (tq: { code: string }) => tq.code === 'sublimacion',
    );
    assert.deepEqual(sublimation.printAreas, [
      {
        id: 1,
        view: 'Envolvente',
        name: 'Envolvente',
        widthMm: 200,
        heightMm: 90,
        xMm: 100,
        yMm: 175,
        bleedMm: 2,
        safetyMm: 3,
      },
    ]);
    assert.equal(sublimation.minUnitsForPrinting, 12);
    assert.deepEqual(
      product.views.map((view: { name: string; widthMm: number; heightMm: number }) => [
        view.name,
        view.widthMm,
        view.heightMm,
      ]),
      [
        ['Envolvente', 400, 440],
        ['Frente', 160, 176],
      ],
    );
    assert.match(product.views[0].image, /taza-ceramica-clasica-11-oz-blanco\.svg$/);
    const laser = product.techniques.find((tq: { code: string }) => tq.code === 'laser');
    assert.deepEqual(laser.rules, {
      maxColors: 1,
      minTextHeightMm: 1,
      minLineWidthMm: 0.15,
      rasterAllowed: false,
      maxImprintWidthMm: 200,
      maxImprintHeightMm: 200,
      palette: 'ink',
    });
    assert.equal(product.weightGrams, 350);
    assert.ok(
      product.images.length === 4 && product.complementaryInformation.includes('Producción'),
    );
  });

  it('answers 404 in Spanish for a product of another tenant or none, and 400 without a slug', async () => {
    await t.app.inject({ method: 'GET', url: '/', headers: {} });
    const missing = await call('GET', 'GetProductDetail?slug=no-existe', 'demo-ar');
    assert.equal(missing.statusCode, 404);
    assert.equal(
      missing.json().error.message,
      'No encontramos este producto. Puede que ya no esté en el catálogo.',
    );
    const chilean = await call(
      'GET',
      'GetProductDetail?slug=polera-de-algodon-peinado-24-1',
      'demo-ar',
    );
    assert.equal(chilean.statusCode, 404);
    assert.equal(
      (await call('GET', 'GetProductDetail', 'demo-ar')).json().error.message,
      'El campo "slug" es obligatorio.',
    );
  });

  it('answers the printing types with the Filtro search and page 1, and their configuration', async () => {
    const all = (await call('GET', 'GetPrintingTypes?PaginaActual=1', 'demo-ar')).json().result;
    assert.equal(all.totalCount, 7);
    const laser = (
      await call('GET', 'GetPrintingTypes?Filtro=LÁSER&PaginaActual=1', 'demo-ar')
    ).json().result;
    assert.deepEqual(
      laser.items.map((tq: { name: string }) => tq.name),
      ['Grabado láser'],
    );
    assert.equal(laser.items[0].minUnitsForPrinting, 20);
    const config = (await call('GET', 'GetPrintingTypesConfig', 'demo-ar')).json().result;
    assert.equal(config.usePriceWithoutMinimun, true);
    const embroidery = config.techniques.find((tq: { code: string }) => tq.code === 'bordado');
    assert.deepEqual(embroidery.views, ['Espalda', 'Frente', 'Lateral', 'Pecho']);
    assert.equal((await call('GET', 'GetPrintingTypes?PaginaActual=0', 'demo-ar')).statusCode, 400);
  });

  it('keeps favourites per user and per tenant', async () => {
    const [ana, beto, chilean] = await Promise.all([
      userToken('demo-ar', 1),
      userToken('demo-ar', 2),
      userToken('demo-cl', 1),
    ]);
    const mug = (
      await call('GET', 'GetProductDetail?slug=taza-ceramica-clasica-11-oz', 'demo-ar')
    ).json().result;
    const cap = (await call('GET', 'GetProductDetail?slug=gorra-trucker-con-red', 'demo-ar')).json()
      .result;
    for (const product of [mug, cap]) {
      const res = await call('POST', 'UpdateFavoriteProduct', 'demo-ar', ana, {
        productId: product.id,
        isFavorite: true,
      });
      assert.deepEqual(res.json().result, { productId: product.id, isFavorite: true });
    }
    await call('POST', 'UpdateFavoriteProduct', 'demo-ar', ana, {
      productId: mug.id,
      isFavorite: true,
    });
    const names = async (token: string, tenant = 'demo-ar') =>
      (await call('GET', 'GetFavorites', tenant, token))
        .json()
        .result.map((p: { slug: string }) => p.slug);
    assert.deepEqual(await names(ana), ['gorra-trucker-con-red', 'taza-ceramica-clasica-11-oz']);
    assert.deepEqual(await names(beto), []);
    assert.deepEqual(await names(chilean, 'demo-cl'), []);

    // A product of another tenant is not found, whatever its id.
    const foreign = await call('POST', 'UpdateFavoriteProduct', 'demo-cl', chilean, {
      productId: mug.id,
      isFavorite: true,
    });
    assert.equal(foreign.statusCode, 404);
    assert.deepEqual(await names(chilean, 'demo-cl'), []);

    await call('POST', 'UpdateFavoriteProduct', 'demo-ar', ana, {
      productId: cap.id,
      isFavorite: false,
    });
    assert.deepEqual(await names(ana), ['taza-ceramica-clasica-11-oz']);

    await t.app.catalog.forgetUser((await t.app.tenants.getByName('demo-ar'))?.id ?? 0, 1);
    assert.deepEqual(await names(ana), []);
  });

  it('asks a guest to log in for favourites and refuses bad bodies', async () => {
    const guest = (await t.app.sessions.issueGuestAccess('demo-ar')).accessToken;
    const res = await call('GET', 'GetFavorites', 'demo-ar', guest);
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error.message, 'Ingresá con tu cuenta para continuar.');
    assert.equal((await call('GET', 'GetFavorites', 'demo-ar')).statusCode, 401);
    const token = await userToken('demo-ar', 3);
    const bad = await call('POST', 'UpdateFavoriteProduct', 'demo-ar', token, {
      productId: 'uno',
      isFavorite: true,
    });
    assert.deepEqual([bad.statusCode, bad.json().error.field], [400, 'productId']);
    const tokenOfOther = await userToken('demo-cl', 3);
    assert.equal((await call('GET', 'GetFavorites', 'demo-ar', tokenOfOther)).statusCode, 401);
  });
});
