import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'store-config-test-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  const base = () => ({ STORE_DATA_DIR: dataDir });

  it('applies the defaults', () => {
    const config = loadConfig(base());
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.deepEqual(config.database, { dialect: 'sqlite', file: join(dataDir, 'store.db') });
    assert.equal(config.publicUrl, 'http://localhost:8080');
    assert.equal(config.originDir, join(dataDir, 'origin'));
    assert.equal(config.logLevel, 'info');
    assert.equal(config.dev, false);
    assert.deepEqual(config.accountAddressLimits, {
      registrations: 10,
      accountMail: 50,
      activations: 20,
    });
  });

  it('raises the per-address account limits to STORE_ACCOUNT_ADDRESS_LIMIT', () => {
    const config = loadConfig({ ...base(), STORE_ACCOUNT_ADDRESS_LIMIT: '2000' });
    assert.deepEqual(config.accountAddressLimits, {
      registrations: 2000,
      accountMail: 2000,
      activations: 2000,
    });
  });

  it("keeps the session routes' own limits per address unless STORE_SESSION_ADDRESS_LIMIT is set", () => {
    assert.equal(loadConfig(base()).sessionAddressLimit, null);
    assert.equal(
      loadConfig({ ...base(), STORE_SESSION_ADDRESS_LIMIT: '5000' }).sessionAddressLimit,
      5000,
    );
    assert.throws(
      () => loadConfig({ ...base(), STORE_SESSION_ADDRESS_LIMIT: 'mucho' }),
      /STORE_SESSION_ADDRESS_LIMIT/,
    );
  });

  it('sizes the render pool from STORE_RENDER_THREADS, _QUEUE and _TIMEOUT_MS, else from the cores', () => {
    const { threads, queue, timeoutMs } = loadConfig(base()).render;
    assert.equal(threads, Math.max(1, availableParallelism() - 1));
    assert.deepEqual({ queue, timeoutMs }, { queue: 8 * threads, timeoutMs: 30_000 });
    const set = loadConfig({
      ...base(),
      STORE_RENDER_THREADS: '3',
      STORE_RENDER_QUEUE: '5',
      STORE_RENDER_TIMEOUT_MS: '2000',
    }).render;
    assert.deepEqual(set, { threads: 3, queue: 5, timeoutMs: 2000 });
  });

  it('limits server rendering by STORE_SSR_RENDERS, _THREADS and _TIMEOUT_MS, and refuses a bad one', () => {
    assert.deepEqual(loadConfig(base()).ssrLimits, {
      renders: 6,
      threads: Math.min(2, availableParallelism()),
      timeoutMs: 3000,
    });
    const set = loadConfig({
      ...base(),
      STORE_SSR_RENDERS: '50',
      STORE_SSR_THREADS: '1',
      STORE_SSR_TIMEOUT_MS: '60000',
    }).ssrLimits;
    assert.deepEqual(set, { renders: 50, threads: 1, timeoutMs: 60_000 });
    assert.throws(
      () => loadConfig({ ...base(), STORE_SSR_TIMEOUT_MS: '3s' }),
      /STORE_SSR_TIMEOUT_MS/,
    );
  });

  it('generates the JWT secret once and keeps it in <dataDir>/secrets.json', async () => {
    const first = loadConfig(base()).jwtSecret;
    assert.ok(first.length >= 32);
    assert.equal(loadConfig(base()).jwtSecret, first);
    assert.equal(
      JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')).jwtSecret,
      first,
    );
  });

  it('takes the origin folder from STORE_ORIGIN_DIR, as the deploy tool does', () => {
    const originDir = join(dataDir, 'elsewhere');
    assert.equal(loadConfig({ ...base(), STORE_ORIGIN_DIR: originDir }).originDir, originDir);
  });

  it('reads PostgreSQL from DATABASE_URL', () => {
    const config = loadConfig({
      ...base(),
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/test',
      PORT: '9000',
    });
    assert.deepEqual(config.database, {
      dialect: 'postgres',
      url: 'postgresql://postgres@127.0.0.1:5432/test',
    });
    assert.equal(config.publicUrl, 'http://localhost:9000');
  });

  const bad: [string, Record<string, string>][] = [
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/store' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://example.com' }],
    ['MERCADOPAGO_API_URL', { MERCADOPAGO_API_URL: 'api.mercadopago.com' }],
    ['ZIPPIN_API_URL', { ZIPPIN_API_URL: 'ftp://api.zippin.com.ar' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['STORE_DEV', { STORE_DEV: 'maybe' }],
    ['STORE_ACCOUNT_ADDRESS_LIMIT', { STORE_ACCOUNT_ADDRESS_LIMIT: '0' }],
    ['STORE_RENDER_THREADS', { STORE_RENDER_THREADS: 'two' }],
    ['STORE_RENDER_QUEUE', { STORE_RENDER_QUEUE: '-1' }],
    ['STORE_RENDER_TIMEOUT_MS', { STORE_RENDER_TIMEOUT_MS: '1.5' }],
  ];
  for (const [variable, env] of bad) {
    it(`stops with a message naming ${variable} for ${JSON.stringify(env)}`, () => {
      assert.throws(
        () => loadConfig({ ...base(), ...env }),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.variable === variable &&
          error.message.includes(variable),
      );
    });
  }
});
