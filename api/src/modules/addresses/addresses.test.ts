import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { ADDRESS_MESSAGES } from './addresses.service.js';

const url = (path: string) => `/api/services/app/${path}`;

describe('address calls', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const get = async (tenant: string, path: string) => {
    const res = await t.app.inject({ method: 'GET', url: url(path), headers: apiHeaders(tenant) });
    return { status: res.statusCode, body: res.json() };
  };

  describe('Argentina (demo-ar)', () => {
    it('lists the 24 provinces with their accents', async () => {
      const { status, body } = await get('demo-ar', 'DomicilieProvinces/GetAllDomicilieProvince');
      assert.equal(status, 200);
      assert.equal(body.result.length, 24);
      assert.deepEqual(
        body.result.find((p: { id: string }) => p.id === '14'),
        { id: '14', name: 'Córdoba' },
      );
    });

    it('walks province -> partido -> locality -> postal code', async () => {
      const cities = await get('demo-ar', 'DomicilieCities/GetAllByProvinceId?idprovince=06');
      assert.equal(cities.status, 200);
      assert.equal(cities.body.result.length, 135);
      const tandil = cities.body.result.find((c: { name: string }) => c.name === 'Tandil');
      assert.deepEqual(tandil, { id: '06791', name: 'Tandil', provinceId: '06' });

      const locations = await get(
        'demo-ar',
        `DomicilieLocations/GetAllByCityId?idcity=${tandil.id}`,
      );
      assert.equal(locations.status, 200);
      const town = locations.body.result.find((l: { name: string }) => l.name === 'Tandil');
      assert.equal(town.cityId, '06791');
      assert.equal(town.postalCode, '7000');

      const zip = await get(
        'demo-ar',
        `DomicilieLocations/GetShippingZipCode?location=${town.id}&province=06&municipality=06791`,
      );
      assert.deepEqual(zip.body.result, { zipCode: '7000' });
    });

    it('names localities with their accents where GeoRef knows them', async () => {
      const { body } = await get('demo-ar', 'DomicilieLocations/GetAllByCityId?idcity=14014');
      const names = body.result.map((l: { name: string }) => l.name);
      assert.ok(names.includes('Córdoba'), 'Córdoba capital keeps its accent');
    });

    it('gives CABA its 15 comunas and barrios, with the postal code left to the buyer', async () => {
      const comunas = await get('demo-ar', 'DomicilieCities/GetAllByProvinceId?idprovince=02');
      assert.equal(comunas.body.result.length, 15);
      const comuna14 = comunas.body.result.find((c: { name: string }) => c.name === 'Comuna 14');
      const barrios = await get(
        'demo-ar',
        `DomicilieLocations/GetAllByCityId?idcity=${comuna14.id}`,
      );
      const palermo = barrios.body.result.find((l: { name: string }) => l.name === 'Palermo');
      assert.equal(palermo.postalCode, null);
      const zip = await get(
        'demo-ar',
        `DomicilieLocations/GetShippingZipCode?location=${palermo.id}&province=02&municipality=${comuna14.id}`,
      );
      assert.deepEqual(zip.body.result, { zipCode: null });
    });

    it('answers 404 in Spanish for unknown ids and a location of another partido', async () => {
      const province = await get('demo-ar', 'DomicilieCities/GetAllByProvinceId?idprovince=99');
      assert.equal(province.status, 404);
      assert.equal(province.body.error.message, ADDRESS_MESSAGES.province.ARG);
      const city = await get('demo-ar', 'DomicilieLocations/GetAllByCityId?idcity=06999');
      assert.equal(city.status, 404);
      assert.equal(city.body.error.message, ADDRESS_MESSAGES.city.ARG);
      const zip = await get(
        'demo-ar',
        'DomicilieLocations/GetShippingZipCode?location=06-16489&province=06&municipality=06791',
      );
      assert.equal(zip.status, 404);
      assert.equal(zip.body.error.message, ADDRESS_MESSAGES.location.ARG);
    });

    it('refuses a malformed id before reading anything', async () => {
      const res = await get('demo-ar', 'DomicilieCities/GetAllByProvinceId?idprovince=../x');
      assert.equal(res.status, 400);
      assert.equal(res.body.success, false);
    });
  });

  describe('Chile (demo-cl)', () => {
    it('lists the 16 regions, then provinces, then comunas', async () => {
      const regions = await get('demo-cl', 'DomicilieProvinces/GetAllDomicilieProvince');
      assert.equal(regions.body.result.length, 16);
      const metropolitana = regions.body.result.find((r: { name: string }) =>
        r.name.includes('Metropolitana'),
      );
      const provinces = await get(
        'demo-cl',
        `DomicilieCities/GetAllByProvinceId?idprovince=${metropolitana.id}`,
      );
      const santiago = provinces.body.result.find((p: { name: string }) => p.name === 'Santiago');
      assert.equal(santiago.provinceId, metropolitana.id);
      const comunas = await get(
        'demo-cl',
        `DomicilieLocations/GetAllByCityId?idcity=${santiago.id}`,
      );
      const nunoa = comunas.body.result.find((c: { name: string }) => c.name === 'Ñuñoa');
      assert.ok(nunoa, 'Ñuñoa is listed with its accents');
      assert.equal(nunoa.postalCode, null);
      const zip = await get(
        'demo-cl',
        `DomicilieLocations/GetShippingZipCode?location=${nunoa.id}&province=${metropolitana.id}&municipality=${santiago.id}`,
      );
      assert.deepEqual(zip.body.result, { zipCode: null });
    });

    it('answers 404 with Chilean names for unknown ids', async () => {
      const region = await get('demo-cl', 'DomicilieCities/GetAllByProvinceId?idprovince=06');
      assert.equal(region.status, 200, 'region 06 (O’Higgins) exists in Chile');
      const missing = await get('demo-cl', 'DomicilieCities/GetAllByProvinceId?idprovince=99');
      assert.equal(missing.status, 404);
      assert.equal(missing.body.error.message, ADDRESS_MESSAGES.province.CL);
      const city = await get('demo-cl', 'DomicilieLocations/GetAllByCityId?idcity=999');
      assert.equal(city.body.error.message, ADDRESS_MESSAGES.city.CL);
    });
  });
});
