import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DATABASE_DOWN } from './health.routes.js';

const expectedDialect = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? 'postgres'
  : 'sqlite';

describe('GET /api/health', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it(`answers ok after a real query on ${expectedDialect}, without a tenant`, async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      result: { status: 'ok', database: expectedDialect },
      success: true,
      error: null,
      unAuthorizedRequest: false,
    });
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  it('answers 503 in Spanish when the database is down', async () => {
    await t.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 503);
    const body = res.json();
    assert.equal(body.success, false);
    assert.equal(body.error.message, DATABASE_DOWN);
  });
});
