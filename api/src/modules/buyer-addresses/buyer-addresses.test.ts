import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { guestToken } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { newBuyer } from '../orders/test-orders.js';
import { ADDRESS_BOOK_MAX } from './buyer-addresses-messages.js';
import { nunoaAddress, tandilAddress } from './test-addresses.js';

const APP = '/api/services/app/BuyerAddresses';

describe('the address book (issue 30, item 10)', () => {
  let t: TestApp;
  let ana: string;
  before(async () => {
    t = await createTestApp();
    ana = (await newBuyer(t, 'demo-ar', 'ana@libreta.com.ar')).accessToken;
  });
  after(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    action: string,
    token: string | undefined,
    payload?: object,
    tenant = 'demo-ar',
  ) =>
    t.app.inject({
      method,
      url: `${APP}/${action}`,
      headers: apiHeaders(tenant, token),
      ...(payload ? { payload } : {}),
    });
  const bookOf = async (token: string, tenant = 'demo-ar') => {
    const res = await call('GET', 'GetAll', token, undefined, tenant);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result.items as { id: number; street: string; isDefault: boolean }[];
  };

  it('saves the first address as the default, with the names of its place', async () => {
    assert.deepEqual(await bookOf(ana), []);
    // The locality's name is the data's, whatever the client sent.
    const res = await call('POST', 'Create', ana, await tandilAddress(t, { locality: 'tandil' }));
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json().result;
    assert.equal(saved.isDefault, true);
    assert.equal(saved.locality, 'Tandil');
    assert.equal(saved.provinceName, 'Buenos Aires');
    assert.equal(saved.cityName, 'Tandil');
    assert.deepEqual(
      (await bookOf(ana)).map((a) => a.id),
      [saved.id],
    );
  });

  it('keeps one copy of the same address, however often and at once it is sent', async () => {
    const address = await tandilAddress(t, { street: 'Rodríguez', streetNumber: '1010' });
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', 'Create', ana, address)));
    const ids = new Set(answers.map((res) => res.json().result.id));
    assert.equal(ids.size, 1);
    assert.equal((await bookOf(ana)).filter((a) => a.street === 'Rodríguez').length, 1);
    // The one used last comes right after the default.
    assert.equal((await bookOf(ana))[1]?.street, 'Rodríguez');
  });

  it('refuses bad fields with the checkout messages and a place that does not exist, saving nothing', async () => {
    const before = await bookOf(ana);
    const zip = await call('POST', 'Create', ana, await tandilAddress(t, { zipCode: '70' }));
    assert.equal(zip.statusCode, 422);
    assert.equal(zip.json().error.field, 'zipCode');
    assert.match(zip.json().error.message, /código postal/i);
    const empty = await call('POST', 'Create', ana, await tandilAddress(t, { street: '  ' }));
    assert.equal(empty.statusCode, 422);
    assert.equal(empty.json().error.field, 'street');
    const place = await call('POST', 'Create', ana, await tandilAddress(t, { cityId: '14014' }));
    assert.equal(place.statusCode, 404);
    assert.equal(place.json().error.field, 'cityId');
    const extra = await call('POST', 'Create', ana, { ...(await tandilAddress(t)), role: 'x' });
    assert.equal(extra.statusCode, 400);
    assert.deepEqual(await bookOf(ana), before);
  });

  it('edits an address, moves the default, and deletes with the latest becoming the default', async () => {
    const [first] = await bookOf(ana);
    const other = (
      await call(
        'POST',
        'Create',
        ana,
        await tandilAddress(t, { street: 'Belgrano', isDefault: true }),
      )
    ).json().result;
    assert.equal(other.isDefault, true);
    assert.deepEqual(
      (await bookOf(ana)).filter((a) => a.isDefault).map((a) => a.id),
      [other.id],
    );
    const edited = await call('PUT', 'Update', ana, {
      addressId: other.id,
      ...(await tandilAddress(t, { street: 'Belgrano', streetNumber: '99', apartment: '2 B' })),
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().result.streetNumber, '99');
    // Editing it into another saved address would keep the same address twice.
    const clash = await call('PUT', 'Update', ana, {
      addressId: other.id,
      ...(await tandilAddress(t)),
    });
    assert.equal(clash.statusCode, 422);
    assert.equal(clash.json().error.message, 'Ya tenés esa dirección guardada.');

    const moved = await call('POST', 'SetDefault', ana, { addressId: first!.id });
    assert.equal(moved.json().result.items[0].id, first!.id);
    const removed = await call('DELETE', `Delete?addressId=${first!.id}`, ana);
    assert.equal(removed.statusCode, 200);
    const left = removed.json().result.items as { id: number; isDefault: boolean }[];
    assert.ok(!left.some((a) => a.id === first!.id));
    assert.equal(left.filter((a) => a.isDefault).length, 1);
    assert.equal(left[0]?.isDefault, true);
  });

  it("answers 404 for another buyer's or store's address, and 401 to a guest", async () => {
    const [mine] = await bookOf(ana);
    const other = (await newBuyer(t, 'demo-ar', 'otra@libreta.com.ar')).accessToken;
    const chile = (await newBuyer(t, 'demo-cl', 'otra@libreta.cl')).accessToken;
    const id = mine!.id;
    for (const [token, tenant] of [
      [other, 'demo-ar'],
      [chile, 'demo-cl'],
    ] as const) {
      assert.deepEqual(await bookOf(token, tenant), []);
      const attempts = [
        call('PUT', 'Update', token, { addressId: id, ...(await tandilAddress(t)) }, tenant),
        call('POST', 'SetDefault', token, { addressId: id }, tenant),
        call('DELETE', `Delete?addressId=${id}`, token, undefined, tenant),
      ];
      for (const res of await Promise.all(attempts)) {
        assert.equal(res.statusCode, 404, res.body);
        assert.equal(res.json().error.message, 'No encontramos esa dirección en tu cuenta.');
      }
    }
    const guest = await guestToken(t, 'demo-ar');
    assert.equal((await call('GET', 'GetAll', guest)).statusCode, 401);
    assert.equal((await call('GET', 'GetAll', undefined)).statusCode, 401);
    assert.ok(
      (await bookOf(ana)).some((a) => a.id === id),
      'still there',
    );
  });

  it('saves a Chilean address by región, provincia and comuna, the postal code optional', async () => {
    const cl = (await newBuyer(t, 'demo-cl', 'compras@libreta.cl')).accessToken;
    const res = await call(
      'POST',
      'Create',
      cl,
      nunoaAddress({ deliveryComment: 'Portería' }),
      'demo-cl',
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      [res.json().result.provinceName, res.json().result.cityName, res.json().result.locality],
      ['Región Metropolitana de Santiago', 'Santiago', 'Ñuñoa'],
    );
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX} addresses, saying so`, async () => {
    const full = (await newBuyer(t, 'demo-cl', 'llena@libreta.cl')).accessToken;
    const address = (n: number) => nunoaAddress({ street: 'Av. Grecia', streetNumber: String(n) });
    for (let n = 1; n <= ADDRESS_BOOK_MAX; n += 1)
      assert.equal((await call('POST', 'Create', full, address(n), 'demo-cl')).statusCode, 200);
    const refused = await call('POST', 'Create', full, address(0), 'demo-cl');
    assert.equal(refused.statusCode, 422);
    assert.equal(
      refused.json().error.message,
      `Ya tienes ${ADDRESS_BOOK_MAX} direcciones guardadas: elimina alguna para guardar otra.`,
    );
    // The same address again is no new one.
    assert.equal((await call('POST', 'Create', full, address(7), 'demo-cl')).statusCode, 200);
  });

  it("forgets a buyer's addresses with the account", async () => {
    const email = 'se-va@libreta.com.ar';
    const { accessToken, userId } = await newBuyer(t, 'demo-ar', email);
    await call('POST', 'Create', accessToken, await tandilAddress(t));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/services/app/Account/DeleteAccount?Email=${email}&UserId=${userId}`,
      headers: apiHeaders('demo-ar', accessToken),
    });
    assert.equal(res.statusCode, 200, res.body);
    const left = await t.db
      .selectFrom('buyer_addresses')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    assert.deepEqual(left, []);
  });
});
