import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { StoreShipping } from '@store/contracts/wire/store-settings';
import { secondInstance } from '../../reliability/test-instances.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import { variantWithStock } from '../pricing/test-carts.js';
import { assertOwnerOnly } from './owner-only-test-support.js';
import { staffCall, staffToken } from './staff-test-support.js';

const QUOTE = '/api/services/app/Orders/GetShippingQuote';

interface State {
  value: StoreShipping;
  revision: string;
  country: 'AR' | 'CL';
  provinces: { id: string; name: string }[];
}

/** The value with one carrier's band of one zone changed. */
function withBand(
  value: StoreShipping,
  carrierId: string,
  zone: string,
  band: number,
  change: Partial<{ upToGrams: number; price: number }>,
): StoreShipping {
  const copy = structuredClone(value);
  const rate = copy.carriers.find((c) => c.id === carrierId)!.rates.find((r) => r.zone === zone)!;
  rate.bands[band] = { ...rate.bands[band]!, ...change };
  return copy;
}

describe('/api/admin/store/shipping: the rate tables, saved live by the owner alone', () => {
  let t: TestApp;
  let owner: string;
  let clOwner: string;
  let mug: ProductDetail;

  const call = (method: 'GET' | 'PUT', payload?: object, token = owner, tenant = 'demo-ar') =>
    staffCall(t, tenant, token, method, '/api/admin/store/shipping', payload);
  const read = async (token = owner, tenant = 'demo-ar'): Promise<State> =>
    (await call('GET', undefined, token, tenant)).json().result;
  const save = (value: StoreShipping, revision: string, token = owner, tenant = 'demo-ar') =>
    call('PUT', { value, revision }, token, tenant);
  /** What a buyer's checkout is offered for one mug (350 g, the 1 kg band) sent to Buenos Aires. */
  const mugQuote = async (app = t.app) => {
    const res = await app.inject({
      method: 'POST',
      url: QUOTE,
      headers: apiHeaders('demo-ar'),
      payload: {
        province: '06',
        city: '06791',
        location: (await t.app.addressBook.locations('ARG', '06791')).find(
          (town) => town.name === 'Tandil',
        )!.id,
        postalCode: '7000',
        products: [
          { productId: variantWithStock(mug, 1).id, genericProductId: mug.id, quantity: 1 },
        ],
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result.all_results as {
      carrier: { id: string };
      service_type: { code: string };
      amounts: { price_incl_tax: number };
    }[];
  };
  const priceOf = async (carrier: string, app = t.app) =>
    (await mugQuote(app)).find((o) => o.carrier.id === carrier)?.amounts.price_incl_tax;
  const audit = async () =>
    (await staffCall(t, 'demo-ar', owner, 'GET', '/api/admin/audit?q=store%3Ashipping')).json()
      .result.items as { action: string; before: StoreShipping; after: StoreShipping }[];

  before(async () => {
    t = await createTestApp();
    owner = await staffToken(t, 'demo-ar', 'owner');
    clOwner = await staffToken(t, 'demo-cl', 'owner');
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
  });
  after(() => t.close());

  it('answers the tables as the quote reads them, with the store’s provinces or regions', async () => {
    const ar = await read();
    assert.equal(ar.country, 'AR');
    assert.deepEqual(ar.value.shippingZones.amba, ['02', '06']);
    assert.equal(ar.value.storePickup, true);
    const andreani = ar.value.carriers.find((c) => c.id === 'andreani')!;
    assert.deepEqual(andreani.rates[0], {
      zone: 'amba',
      days: { min: 1, max: 3 },
      bands: [
        { upToGrams: 1000, price: 5200 },
        { upToGrams: 5000, price: 7900 },
        { upToGrams: 10000, price: 11500 },
        { upToGrams: 30000, price: 19800 },
      ],
    });
    assert.equal(ar.provinces.length, 24);
    assert.ok(
      ar.provinces.some((p) => p.id === '02' && p.name === 'Ciudad Autónoma de Buenos Aires'),
    );
    const cl = await read(clOwner, 'demo-cl');
    assert.equal(cl.country, 'CL');
    assert.equal(cl.provinces.length, 16);
    assert.deepEqual(cl.value.shippingZones.metropolitana, ['13']);
  });

  it('is the owner’s alone: every other role gets a 403 in Spanish and nothing changes', async () => {
    const opened = await read();
    const changed = withBand(opened.value, 'andreani', 'amba', 0, { price: 1 });
    await assertOwnerOnly(t, 'demo-ar', [
      (token) => call('GET', undefined, token),
      (token) => save(changed, opened.revision, token),
    ]);
    assert.deepEqual(await read(), opened);
    assert.equal(await priceOf('andreani'), 5200);
  });

  it('refuses bad tables in Spanish on their field and saves nothing', async () => {
    const opened = await read();
    const cases: [StoreShipping, string, string][] = [
      [
        withBand(opened.value, 'andreani', 'amba', 0, { price: -10 }),
        'carriers.0.rates.0.bands.0.price',
        'El precio no puede ser negativo.',
      ],
      [
        withBand(opened.value, 'andreani', 'amba', 1, { upToGrams: 1000 }),
        'carriers.0.rates.0.bands.1.upToGrams',
        'Las franjas van de la más liviana a la más pesada, sin repetirse: esta tiene que ser de más de 1.000 g.',
      ],
      [
        withBand(opened.value, 'andreani', 'amba', 2, { upToGrams: 4000 }),
        'carriers.0.rates.0.bands.2.upToGrams',
        'Las franjas van de la más liviana a la más pesada, sin repetirse: esta tiene que ser de más de 5.000 g.',
      ],
      [
        {
          ...opened.value,
          carriers: opened.value.carriers.map((c, i) => (i === 2 ? { ...c, name: '  ' } : c)),
        },
        'carriers.2.name',
        'Escriba el nombre del transportista.',
      ],
      [
        { ...opened.value, shippingZones: { ...opened.value.shippingZones, amba: ['02', '99'] } },
        'shippingZones.amba',
        'La provincia «99» no existe en Argentina.',
      ],
      [
        { ...opened.value, origin: { ...opened.value.origin, provinceId: '99' } },
        'origin.provinceId',
        'La provincia «99» no existe en Argentina.',
      ],
    ];
    for (const [value, field, message] of cases) {
      const res = await save(value, opened.revision);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error.field, field);
      assert.equal(res.json().error.message, message);
    }
    const noCarrierField = await save(
      { ...opened.value, carriers: [{ ...opened.value.carriers[0]!, extra: 1 } as never] },
      opened.revision,
    );
    assert.equal(noCarrierField.statusCode, 400, noCarrierField.body);
    assert.deepEqual(await read(), opened);
    assert.equal(await priceOf('andreani'), 5200);
    assert.equal((await audit()).length, 0);
  });

  it('saves a new rate: the checkout’s quote answers it at once, on every instance, with its audit entry', async () => {
    const other = await secondInstance(t);
    try {
      // The other instance has quoted (and kept the tenant) before the save.
      assert.equal(await priceOf('andreani', other), 5200);
      const opened = await read();
      const res = await save(
        withBand(opened.value, 'andreani', 'amba', 0, { price: 6100.5 }),
        opened.revision,
      );
      assert.equal(res.statusCode, 200, res.body);
      const saved: State = res.json().result;
      assert.notEqual(saved.revision, opened.revision);
      assert.equal(saved.provinces.length, 24);
      assert.equal(await priceOf('andreani'), 6100.5);
      assert.equal(await priceOf('andreani', other), 6100.5);
      const [entry] = await audit();
      assert.equal(entry?.action, 'store.shipping.saved');
      assert.equal(entry?.before.carriers[0]?.rates[0]?.bands[0]?.price, 5200);
      assert.equal(entry?.after.carriers[0]?.rates[0]?.bands[0]?.price, 6100.5);

      // A form opened before that save is told so, and changes nothing.
      const stale = await save(
        withBand(opened.value, 'andreani', 'amba', 0, { price: 7000 }),
        opened.revision,
      );
      assert.equal(stale.statusCode, 409, stale.body);
      assert.equal(
        stale.json().error.message,
        'Otra persona cambió los envíos mientras tanto. Se muestran los actuales: revíselos y guarde de nuevo.',
      );
      assert.equal(await priceOf('andreani'), 6100.5);
    } finally {
      await other.close();
    }
  });

  it('turns store pickup off and on, and refuses pickup without an address', async () => {
    const opened = await read();
    const off = await save({ ...opened.value, storePickup: false }, opened.revision);
    assert.equal(off.statusCode, 200, off.body);
    assert.ok(!(await mugQuote()).some((o) => o.service_type.code === 'store_pickup'));
    const noStreet = await save(
      { ...opened.value, origin: { ...opened.value.origin, street: '' } },
      off.json().result.revision,
    );
    assert.equal(noStreet.statusCode, 400, noStreet.body);
    assert.equal(noStreet.json().error.field, 'origin.street');
    assert.equal(noStreet.json().error.message, 'Escriba la calle y el número donde se retira.');
    const on = await save(opened.value, off.json().result.revision);
    assert.equal(on.statusCode, 200, on.body);
    assert.ok((await mugQuote()).some((o) => o.service_type.code === 'store_pickup'));
  });

  it('keeps Chile in whole pesos and its regions', async () => {
    const opened = await read(clOwner, 'demo-cl');
    const cents = await save(
      withBand(opened.value, 'chilexpress', 'metropolitana', 0, { price: 4490.5 }),
      opened.revision,
      clOwner,
      'demo-cl',
    );
    assert.equal(cents.statusCode, 400, cents.body);
    assert.equal(cents.json().error.field, 'carriers.0.rates.0.bands.0.price');
    assert.equal(cents.json().error.message, 'En Chile el precio va en pesos enteros.');
    const region = await save(
      { ...opened.value, shippingZones: { ...opened.value.shippingZones, norte: ['17'] } },
      opened.revision,
      clOwner,
      'demo-cl',
    );
    assert.equal(region.statusCode, 400, region.body);
    assert.equal(region.json().error.message, 'La región «17» no existe en Chile.');
    assert.deepEqual(await read(clOwner, 'demo-cl'), opened);
  });
});
