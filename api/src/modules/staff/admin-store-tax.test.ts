import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { assertOwnerOnly } from './owner-only-test-support.js';
import { staffCall, staffToken } from './staff-test-support.js';

describe('/api/admin/store/tax: the seller’s tax condition, saved live by the owner alone', () => {
  let t: TestApp;
  let owner: string;
  let clOwner: string;

  const call = (method: 'GET' | 'PUT', payload?: object, token = owner, tenant = 'demo-ar') =>
    staffCall(t, tenant, token, method, '/api/admin/store/tax', payload);
  const read = async (token = owner, tenant = 'demo-ar') =>
    (await call('GET', undefined, token, tenant)).json().result as {
      value: { taxCondition: string };
      revision: string;
      country: string;
    };
  const configCondition = async (tenant = 'demo-ar') =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/services/app/PartnerConfigs/GetConfig',
        headers: apiHeaders(tenant),
      })
    ).json().result.taxCondition;

  before(async () => {
    t = await createTestApp();
    owner = await staffToken(t, 'demo-ar', 'owner');
    clOwner = await staffToken(t, 'demo-cl', 'owner');
  });
  after(() => t.close());

  it('answers each store’s condition; other roles get a 403 in Spanish and nothing changes', async () => {
    const opened = await read();
    assert.deepEqual(opened.value, { taxCondition: 'RI' });
    assert.deepEqual((await read(clOwner, 'demo-cl')).value, { taxCondition: 'CONTRIBUYENTE' });
    await assertOwnerOnly(t, 'demo-ar', [
      (token) => call('GET', undefined, token),
      (token) => call('PUT', { value: { taxCondition: 'MT' }, revision: opened.revision }, token),
    ]);
    assert.equal(await configCondition(), 'RI');
  });

  it('refuses a condition of another country or none, in Spanish on its field', async () => {
    const opened = await read();
    for (const taxCondition of ['CONTRIBUYENTE', 'monotributo', '']) {
      const res = await call('PUT', { value: { taxCondition }, revision: opened.revision });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error.field, 'taxCondition');
      assert.equal(
        res.json().error.message,
        'Elija la condición frente al IVA de la tienda: IVA Responsable Inscripto, Responsable Monotributo, IVA Sujeto Exento.',
      );
    }
    const chile = await call(
      'PUT',
      { value: { taxCondition: 'RI' }, revision: (await read(clOwner, 'demo-cl')).revision },
      clOwner,
      'demo-cl',
    );
    assert.equal(chile.statusCode, 400, chile.body);
    assert.equal(
      chile.json().error.message,
      'Elija la condición frente al IVA de la tienda: Contribuyente de IVA.',
    );
    assert.deepEqual(await read(), opened);
  });

  it('saves an exempt seller: GetConfig answers it at once, with its audit entry; a stale form gets 409', async () => {
    const opened = await read();
    const res = await call('PUT', { value: { taxCondition: 'EX' }, revision: opened.revision });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await configCondition(), 'EX');
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    assert.equal(t.app.tenants.checkoutSettings(ar).taxCondition, 'EX');
    const audit = await staffCall(t, 'demo-ar', owner, 'GET', '/api/admin/audit?q=store%3Atax');
    const [entry] = audit.json().result.items as {
      action: string;
      before: unknown;
      after: unknown;
    }[];
    assert.equal(entry?.action, 'store.tax.saved');
    assert.deepEqual(entry?.before, { taxCondition: 'RI' });
    assert.deepEqual(entry?.after, { taxCondition: 'EX' });

    const stale = await call('PUT', { value: { taxCondition: 'MT' }, revision: opened.revision });
    assert.equal(stale.statusCode, 409, stale.body);
    assert.match(stale.json().error.message, /^Otra persona cambió la condición frente al IVA/);
    assert.equal(await configCondition(), 'EX');
  });
});
