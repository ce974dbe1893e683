import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type * as IoRedis from 'ioredis';
import type { RedisConfig } from '../config.js';
import { lazyRequire } from './lazy.js';

/** ioredis, loaded only when REDIS_URL is set (lazy.ts). */
const ioredis = lazyRequire<typeof IoRedis>('ioredis');

/**
 * The store's one Redis connection (rate limits shared by every instance). A Redis that is down
 * must not take the store down with it: a command gives up after one retry, the rate limit then
 * lets the request through (`skipOnError`, app.ts) and the error is logged, and the client keeps
 * reconnecting in the background.
 */
export function createRedis(
  config: RedisConfig,
  log: FastifyBaseLogger,
  whatIsLost = 'rate limits are not shared',
): Redis {
  const redis = new (ioredis().Redis)(config.url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // One line per outage, not one per reconnection attempt.
    if (!reported) log.error({ err: error }, `Redis is unreachable; ${whatIsLost}`);
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.info('Redis is reachable again');
    reported = false;
  });
  return redis;
}
