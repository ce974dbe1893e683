import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { loggedIn } from '../../test/auth-support.js';
import { readJsonBody } from '../../test/request-body.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { arOrder } from '../orders/test-orders.js';
import type { ProductDetail } from '../catalog/index.js';
import { documentTaxes, netOfGross, toMinor } from '../pricing/index.js';
import { curveItem, simpleItem, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';
import { addBusinessDays, todayIn } from './business-days.js';
import { SHIPPING_MESSAGES } from './shipping-messages.js';
import { tandilQuotePayload } from './test-shipping-quotes.js';
import { ZIPPIN_UNAVAILABLE } from './zippin-provider.js';

const QUOTE = '/api/services/app/Orders/GetShippingQuote';

interface Option {
  logistic_type: string;
  carrier: { id: string; name: string; logo: string | null };
  service_type: { code: string };
  delivery_time: { min: number; max: number };
  amounts: { price: number; price_incl_tax: number };
  tags: string[];
  pickup_points: { id: string; address: string }[];
  estimated_in_hands: { min: string; max: string };
}

/**
 * Shipping carries the goods' IVA by the engine's one rule (pricing/document-taxes.ts): each
 * option's net is its IVA-included tariff over 1 + rate, rounded half up once to the tenant's
 * unit, and that net with the document's IVA on it gives the tariff back.
 */
function assertEngineNets(options: Option[], rate: number, decimals: number) {
  for (const option of options) {
    const gross = toMinor(option.amounts.price_incl_tax, decimals);
    const net = netOfGross(BigInt(gross), rate);
    const name = option.carrier.name;
    assert.equal(toMinor(option.amounts.price, decimals), Number(net), name);
    const withIva = documentTaxes([{ rate, net }]).total;
    assert.ok(withIva >= BigInt(gross) - 1n && withIva <= BigInt(gross) + 1n, name);
  }
}

describe('Orders/GetShippingQuote', () => {
  let t: TestApp;
  let ar: Tenant;
  let cl: Tenant;
  let mug: ProductDetail;
  let tee: ProductDetail;
  let clProduct: ProductDetail;
  let tandil: string;

  const quote = async (payload: object, tenant = 'demo-ar') => {
    const res = await t.app.inject({
      method: 'POST',
      url: QUOTE,
      headers: apiHeaders(tenant),
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const arPayload = (items: unknown[], overrides: Record<string, unknown> = {}) =>
    tandilQuotePayload(items, tandil, overrides);
  const byCarrier = (options: Option[], id: string) => options.find((o) => o.carrier.id === id)!;

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    cl = (await t.app.tenants.getByName('demo-cl'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    tee = await t.app.catalog.detail(ar, 'remera-de-algodon-peinado-24-1');
    const clSlug = await t.db
      .selectFrom('catalog_products')
      .select('slug')
      .where('tenant_id', '=', cl.id)
      .where('kind', '=', 'simple')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    clProduct = await t.app.catalog.detail(cl, clSlug.slug);
    const towns = await t.app.addressBook.locations('ARG', '06791');
    tandil = towns.find((town) => town.name === 'Tandil')!.id;
  });
  after(() => t.close());

  it('quotes Argentina from the rate tables by zone and weight, with store pickup', async () => {
    // 10 mugs of 350 g: 3.5 kg, the 5 kg band of zone "amba" (Buenos Aires province).
    const { status, body } = await quote(
      arPayload([simpleItem(mug, variantWithStock(mug, 10), 10)]),
    );
    assert.equal(status, 200, JSON.stringify(body));
    const options: Option[] = body.result.all_results;
    assert.deepEqual(
      options.map((o) => [o.carrier.id, o.service_type.code, o.amounts.price_incl_tax]),
      [
        ['store', 'store_pickup', 0],
        ['andreani-sucursal', 'pickup_point', 5900],
        ['oca', 'standard_delivery', 7400],
        ['andreani', 'standard_delivery', 7900],
      ],
    );
    const andreani = byCarrier(options, 'andreani');
    assert.equal(andreani.logistic_type, 'crossdock');
    assert.deepEqual(andreani.delivery_time, { min: 1, max: 3 });
    assert.equal(andreani.amounts.price, 6528.93, 'IVA (21 %) taken out of the tariff');
    assertEngineNets(options, 0.21, 2);
    assert.deepEqual(
      byCarrier(options, 'andreani-sucursal').pickup_points.map((p) => p.id),
      ['AND-BA-01'],
    );
    assert.deepEqual(byCarrier(options, 'andreani-sucursal').tags.sort(), ['cheapest', 'fastest']);
    assert.deepEqual(andreani.tags, ['fastest']);
    assert.deepEqual(byCarrier(options, 'store').tags, []);
  });

  it("shows each rate-table carrier's logo, served by the store, and the store's own for pickup", async () => {
    const { body } = await quote(arPayload([simpleItem(mug, variantWithStock(mug, 10), 10)]));
    const options: Option[] = body.result.all_results;
    assert.deepEqual(
      options.map((o) => [o.carrier.id, o.carrier.logo]),
      [
        ['store', '/tenant-assets/demo-ar/logo.svg'],
        ['andreani-sucursal', '/carrier-logos/andreani.svg'],
        ['oca', '/carrier-logos/oca.svg'],
        ['andreani', '/carrier-logos/andreani.svg'],
      ],
    );
    for (const logo of ['andreani', 'oca', 'chilexpress', 'starken']) {
      const res = await t.app.inject({ method: 'GET', url: `/carrier-logos/${logo}.svg` });
      assert.equal(res.statusCode, 200, logo);
      assert.equal(res.headers['content-type'], 'image/svg+xml', logo);
      assert.match(res.body, /^<svg [^>]*viewBox="0 0 120 48"/, logo);
    }
    // No listing of the folder.
    assert.notEqual(
      (await t.app.inject({ method: 'GET', url: '/carrier-logos/' })).statusCode,
      200,
    );
  });

  it('dates the order in hands as production days plus the carrier time, in business days', async () => {
    const { body } = await quote(arPayload([simpleItem(mug, variantWithStock(mug, 10), 10)]));
    const andreani = byCarrier(body.result.all_results, 'andreani');
    const today = todayIn('America/Argentina/Buenos_Aires');
    // Mugs take 7 production days (the seed), Andreani 1 to 3 more.
    assert.deepEqual(andreani.estimated_in_hands, {
      min: addBusinessDays(today, 8),
      max: addBusinessDays(today, 10),
    });
    assert.equal(addBusinessDays('2026-11-27', 1), '2026-11-30', 'a Friday plus one is Monday');
  });

  it('prices a curve product by the weight of all its sizes', async () => {
    const sizes = tee.variants.filter((v) => v.stock >= 20).slice(0, 2);
    const item = curveItem(
      tee,
      sizes.map((v) => [v, 20]),
    );
    const { status, body } = await quote(arPayload([item]));
    assert.equal(status, 200, JSON.stringify(body));
    assert.ok(body.result.all_results.length > 1);
  });

  it('quotes Chile by region, province and comuna, in whole pesos', async () => {
    const item = simpleItem(clProduct, variantWithStock(clProduct, 5), 5);
    const { status, body } = await quote(
      {
        shoppingCart: { shoppingCartProductsFK: [item] },
        regionId: '13',
        provinceId: '131',
        comunaId: '13120',
        locality: 'Ñuñoa',
        zipCode: '',
        discount: 0,
        discountPercent: 0,
        payment: 'NONE',
      },
      'demo-cl',
    );
    assert.equal(status, 200, JSON.stringify(body));
    const options: Option[] = body.result.all_results;
    const chilexpress = byCarrier(options, 'chilexpress');
    assert.ok(Number.isInteger(chilexpress.amounts.price_incl_tax));
    assert.ok(Number.isInteger(chilexpress.amounts.price));
    assertEngineNets(options, 0.19, 0);
    assert.deepEqual(
      byCarrier(options, 'starken').pickup_points.map((p) => p.id),
      ['STK-RM-01'],
    );
    assert.deepEqual(
      options.map((o) => o.carrier.logo),
      [
        '/tenant-assets/demo-cl/logo.svg',
        '/carrier-logos/starken.svg',
        '/carrier-logos/chilexpress.svg',
      ],
    );
  });

  it('takes the simplified form with product ids and quantities', async () => {
    const variant = variantWithStock(mug, 1);
    const { status, body } = await quote({
      province: '06',
      city: '06791',
      location: tandil,
      postalCode: 'B7000ABC',
      products: [{ productId: variant.id, genericProductId: mug.id, quantity: 1 }],
    });
    assert.equal(status, 200, JSON.stringify(body));
    // 350 g: the 1 kg band.
    assert.equal(byCarrier(body.result.all_results, 'andreani').amounts.price_incl_tax, 5200);
  });

  it('refuses in Spanish what cannot be quoted, naming the field', async () => {
    const item = simpleItem(mug, variantWithStock(mug, 1), 1);
    const badZip = await quote(arPayload([item], { zipCode: '12' }));
    assert.equal(badZip.status, 422);
    assert.equal(badZip.body.error.field, 'zipCode');
    const foreignLocation = await quote(arPayload([item], { locationFKId: '06-1' }));
    assert.equal(foreignLocation.status, 404);
    assert.equal(foreignLocation.body.error.message, 'No encontramos esa localidad.');
    const noCity = await quote(arPayload([item], { cityFKId: undefined }));
    assert.equal(noCity.status, 422);
    assert.equal(noCity.body.error.field, 'cityId');
    const mismatch = await quote({
      province: '06',
      city: '06791',
      location: tandil,
      postalCode: '7000',
      products: [{ productId: variantWithStock(mug, 1).id, genericProductId: tee.id, quantity: 1 }],
    });
    assert.equal(mismatch.status, 422);
    assert.equal(mismatch.body.error.message, SHIPPING_MESSAGES.productMismatch);
    const empty = await quote(arPayload([]));
    assert.equal(empty.status, 422);
    assert.equal(empty.body.error.message, SHIPPING_MESSAGES.noProducts);
  });

  describe('with a Zippin account', () => {
    let server: Server;
    let received: { auth: string | undefined; body: Record<string, unknown> } | null = null;
    let answer = 200;

    before(async () => {
      // A local double of Zippin's quote API: what it received is checked by the tests.
      server = createServer(async (request, response) => {
        received = { auth: request.headers.authorization, body: await readJsonBody(request) };
        response.statusCode = answer;
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            all_results: [
              {
                logistic_type: 'crossdock',
                carrier: { id: 208, name: 'Correo Argentino', logo: 'https://cdn.example/ca.png' },
                service_type: { code: 'standard_delivery', name: 'Entrega a domicilio' },
                delivery_time: { min: 3, max: 6 },
                amounts: { price: 4958.68, price_incl_tax: 6000 },
                pickup_points: [],
              },
              {
                logistic_type: 'crossdock',
                carrier: { id: 233, name: 'Andreani', logo: null },
                service_type: { code: 'pickup_point', name: 'Retiro en sucursal' },
                delivery_time: { min: 2, max: 4 },
                amounts: { price: 3305.79, price_incl_tax: 4000 },
                pickup_points: [
                  {
                    point_id: 77,
                    description: 'Andreani Tandil',
                    location: { street: 'Pinto 550', city: 'Tandil' },
                  },
                ],
              },
            ],
          }),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      await t.app.tenants.update({
        name: ar.name,
        displayName: ar.displayName,
        environment: ar.environment,
        templateId: ar.templateId,
        settings: {
          ...ar.settings,
          checkout: {
            ...ar.settings.checkout,
            zippin: { baseUrl: `http://127.0.0.1:${port}`, accountId: '11', originId: '22' },
          },
        },
      });
      await t.app.tenantSecrets.set(ar.id, { zippinApiToken: 'tok', zippinApiSecret: 'sec' });
    });
    after(async () => {
      await t.app.tenants.update({ ...ar, templateId: ar.templateId });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it("quotes through Zippin's API with the catalogue's weights and maps its answer", async () => {
      answer = 200;
      const { status, body } = await quote(
        arPayload([simpleItem(mug, variantWithStock(mug, 2), 2)]),
      );
      assert.equal(status, 200, JSON.stringify(body));
      assert.equal(received?.auth, `Basic ${Buffer.from('tok:sec').toString('base64')}`);
      const sent = received!.body;
      assert.equal(sent.account_id, '11');
      assert.equal(sent.origin_id, '22');
      assert.deepEqual(sent.destination, {
        city: 'Tandil',
        state: 'Buenos Aires',
        zipcode: '7000',
      });
      assert.deepEqual(
        (sent.items as { weight: number }[]).map((item) => item.weight),
        [350, 350],
      );
      assert.ok((sent.declared_value as number) > 0, 'the goods are insured at their server price');
      const options: Option[] = body.result.all_results;
      const andreani = byCarrier(options, '233');
      assert.deepEqual(andreani.pickup_points, [
        { id: '77', name: 'Andreani Tandil', address: 'Pinto 550, Tandil' },
      ]);
      assert.deepEqual(andreani.tags.sort(), ['cheapest', 'fastest']);
      assert.equal(byCarrier(options, '208').amounts.price_incl_tax, 6000);
    });

    it('answers a clear Spanish message when Zippin fails', async () => {
      answer = 500;
      const { status, body } = await quote(
        arPayload([simpleItem(mug, variantWithStock(mug, 1), 1)]),
      );
      assert.equal(status, 503);
      assert.equal(body.error.message, ZIPPIN_UNAVAILABLE);
    });
  });
  describe('a store onboarded without rate tables', () => {
    const bare = (contact: {
      email: string | null;
      phone: string | null;
      address: string | null;
    }) =>
      t.app.tenants.update({
        ...ar,
        settings: {
          ...ar.settings,
          contact,
          checkout: {
            taxCondition: 'RI',
            timeZone: 'America/Argentina/Buenos_Aires',
          },
        },
      });
    after(() => t.app.tenants.update(ar));

    it("offers free pickup at the store's published address instead of a dead end", async () => {
      await bare({ email: 'hola@norte.com.ar', phone: null, address: 'Av. Belgrano 850, Salta' });
      const res = await quote(arPayload([simpleItem(mug, variantWithStock(mug, 1), 1)]));
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const options: Option[] = res.body.result.all_results;
      assert.deepEqual(
        options.map((o) => [o.logistic_type, o.service_type.code, o.amounts.price_incl_tax]),
        [['pickup', 'store_pickup', 0]],
      );
      assert.deepEqual(
        options[0]!.pickup_points.map((p) => p.address),
        ['Av. Belgrano 850, Salta'],
      );
    });

    it('takes an order picked up at that address', async () => {
      await bare({ email: 'hola@norte.com.ar', phone: null, address: 'Av. Belgrano 850, Salta' });
      const buyer = await loggedIn(t, 'demo-ar', 'comprador@promosur.com.ar', 'PromoSur-2026');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/services/app/Orders/CompleteOrder',
        headers: { ...apiHeaders('demo-ar', buyer.accessToken), 'idempotency-key': randomUUID() },
        payload: arOrder([simpleItem(mug, variantWithStock(mug, 1), 1)], tandil, {
          shippingServiceType: 'store_pickup',
          shippingLogisticType: 'pickup',
          shippingCarrierId: 'store',
          shippingPointId: 'store',
          deliveryMethod: 'store_pickup',
        }),
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().result.shippingCost, 0);
      assert.equal(res.json().result.shipping.logisticType, 'pickup');
    });

    it('names the store and its contact when it has no address to pick up at', async () => {
      await bare({ email: 'hola@norte.com.ar', phone: '+54 387 555-0101', address: null });
      const res = await quote(arPayload([simpleItem(mug, variantWithStock(mug, 1), 1)]));
      assert.equal(res.status, 422);
      assert.equal(
        res.body.error.message,
        `No hay opciones de envío para esa dirección. Para coordinar la entrega, el contacto de ${ar.displayName} es hola@norte.com.ar o +54 387 555-0101.`,
      );
    });
  });
});
