import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { DEFAULT_COLOR_PALETTE } from './storefront-extras.js';

describe('store extras: logos, colour palette, whitebox settings', () => {
  let t: TestApp;
  const get = (url: string, tenant: string | null = 'demo-ar') =>
    t.app.inject({ method: 'GET', url, headers: apiHeaders(tenant) });

  before(async () => {
    t = await createTestApp();
    await t.app.tenants.createIfMissing({
      name: 'propia',
      displayName: 'Propia',
      environment: 'ARG',
      templateId: 2,
      settings: {
        colorPalette: [
          { name: 'Azul marca', hex: '#1D4ED8' },
          { name: 'Inyección', hex: 'red;}' },
        ],
        clientLogos: [
          { name: 'Afuera', url: 'https://tracker.example/logo.png' },
          { name: 'Adentro', url: '/tenant-assets/propia/client-1.png' },
        ],
        whiteboxSettings: { homeBanner: 'Envíos a todo el país' },
      },
    });
  });
  after(() => t.close());

  it('answers 8 customer logos by default and honours a smaller limit', async () => {
    const res = await get('/api/users/distributor/logo_url');
    assert.equal(res.statusCode, 200);
    const logos = res.json().result;
    assert.equal(logos.length, 6, 'demo-ar has six customer logos, under the limit of 8');
    assert.deepEqual(logos[0], {
      name: 'Lácteos Pampa',
      logo_url: '/tenant-assets/demo-ar/client-1.svg',
    });
    const file = await get(logos[0].logo_url, null);
    assert.equal(file.statusCode, 200);
    assert.match(String(file.headers['content-security-policy']), /sandbox/);
    assert.equal((await get('/api/users/distributor/logo_url?limit=2')).json().result.length, 2);
  });

  it('keeps only logos that are files of the tenant', async () => {
    const logos = (await get('/api/users/distributor/logo_url', 'propia')).json().result;
    assert.deepEqual(logos, [{ name: 'Adentro', logo_url: '/tenant-assets/propia/client-1.png' }]);
  });

  for (const query of ['limit=0', 'limit=51', 'limit=ocho', 'page=1']) {
    it(`refuses ${query} with a Spanish 400 naming the field`, async () => {
      const res = await get(`/api/users/distributor/logo_url?${query}`);
      assert.equal(res.statusCode, 400);
      assert.match(res.json().error.message, /^El campo "(limit|page)"/);
    });
  }

  it('answers the default colour palette, or the tenant own valid colours', async () => {
    assert.deepEqual((await get('/api/color-palette')).json().result, DEFAULT_COLOR_PALETTE);
    assert.deepEqual((await get('/api/color-palette', 'propia')).json().result, [
      { name: 'Azul marca', hex: '#1d4ed8' },
    ]);
  });

  it('answers a whitebox setting by key, the about text, and null for an unset key', async () => {
    const url = '/api/services/app/WhiteBoxSettings/GetWhiteboxSettingsKey';
    assert.deepEqual((await get(`${url}?key=homeBanner`, 'propia')).json().result, {
      key: 'homeBanner',
      value: 'Envíos a todo el país',
    });
    const about = (await get(`${url}?key=about&isEcommerceClient=true`)).json().result;
    assert.match(about.value, /^Promo Sur nació en Buenos Aires/);
    assert.deepEqual((await get(`${url}?key=nada`)).json().result, { key: 'nada', value: null });
  });

  for (const query of ['', 'key=', 'key=..%2Fsecrets', `key=${'a'.repeat(65)}`]) {
    it(`refuses the whitebox key "${query}" with a 400 naming the field`, async () => {
      const res = await get(`/api/services/app/WhiteBoxSettings/GetWhiteboxSettingsKey?${query}`);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error.field, 'key');
    });
  }

  it('answers 404 for an unknown store', async () => {
    for (const url of ['/api/color-palette', '/api/users/distributor/logo_url']) {
      const res = await get(url, 'no-existe');
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().error.message, 'La tienda no existe.');
    }
  });
});
