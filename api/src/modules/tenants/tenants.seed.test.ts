import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_THREAD_PALETTE } from './demo-threads.js';
import { seedTenants } from './tenants.seed.js';

const SETTINGS = '/api/services/app/Designs/GetDesignerSettings';

describe('demo stores made before a setting existed', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const threadsOf = async (tenant: string) =>
    (await t.app.inject({ method: 'GET', url: SETTINGS, headers: apiHeaders(tenant) })).json()
      .result.threadPalette;
  const setThreads = async (name: string, threadPalette?: typeof DEMO_THREAD_PALETTE) => {
    const { id: _id, ...tenant } = (await t.app.tenants.getByName(name))!;
    await t.app.tenants.update({ ...tenant, settings: { ...tenant.settings, threadPalette } });
  };

  it('get the thread palette on start-up; a store with its own threads keeps them', async () => {
    const own = [{ code: 'P-1', name: 'Verde de la casa', hex: '#2e7d32' }];
    await setThreads('demo-ar');
    await setThreads('demo-cl', own);
    const before = await threadsOf('demo-ar');
    assert.notDeepEqual(before, DEMO_THREAD_PALETTE, 'the built-in fallback without the seed');
    await seedTenants(t.app);
    assert.deepEqual(await threadsOf('demo-ar'), DEMO_THREAD_PALETTE);
    assert.deepEqual(await threadsOf('demo-cl'), own);
  });
});
