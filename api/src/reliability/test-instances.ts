import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config.js';
import type { TestApp } from '../test/test-app.js';

/** The Redis of the machine (notes: already running on our machines and CI's). */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers; tests that need it are skipped (and say so) when it does not. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A key prefix of its own per test run, so parallel test files never share a count. */
export const freshRedisEnv = () => ({
  REDIS_URL: TEST_REDIS_URL,
  REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
});

/**
 * Another instance of the store beside `t.app`: its own Fastify, plugins, timers and memory, on
 * the same database (and, with REDIS_URL in `t.config`, the same Redis). Closed with `close()`.
 */
export async function secondInstance(
  t: TestApp,
  changes: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...t.config, ...changes }, db: t.db });
  await app.ready();
  return app;
}
