import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisConfig } from '../config.js';
import { createRedis } from './redis.js';

interface Envelope<T> {
  from: string;
  message: T;
}

/**
 * Messages every instance of the store hears: delivered to this process's listeners at once and,
 * with REDIS_URL, published on the channel `<prefix><name>` to the other instances (one
 * connection publishes, another subscribes, as Redis requires). A Redis that is down loses only
 * the other instances' share: this process still hears its own messages, and the error is logged
 * once per outage (`createRedis`).
 */
export function createFanout<T>(options: {
  name: string;
  redis: RedisConfig | null;
  log: FastifyBaseLogger;
}) {
  const listeners = new Set<(message: T) => void>();
  const instance = randomUUID();
  const pending = new Set<Promise<unknown>>();
  let publisher: Redis | null = null;
  let subscriber: Redis | null = null;
  const channel = options.redis ? `${options.redis.keyPrefix}${options.name}` : '';

  const deliver = (message: T) => {
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (error) {
        options.log.error({ err: error, channel: options.name }, 'fan-out listener failed');
      }
    }
  };

  if (options.redis) {
    const lost = `${options.name} messages reach this instance only`;
    publisher = createRedis(options.redis, options.log, lost);
    subscriber = createRedis(options.redis, options.log, lost);
    // On every connection: one that Redis refused at start-up subscribes once Redis is back.
    const listener = subscriber;
    listener.on('ready', () => {
      listener.subscribe(channel).catch(() => 'reported by the error handler');
    });
    listener.on('message', (_channel: string, text: string) => {
      let envelope: Envelope<T>;
      try {
        envelope = JSON.parse(text) as Envelope<T>;
      } catch {
        return;
      }
      if (envelope.from !== instance) deliver(envelope.message);
    });
  }

  return {
    publish(message: T): void {
      deliver(message);
      if (!publisher) return;
      const sent = publisher
        .publish(channel, JSON.stringify({ from: instance, message }))
        .catch(() => 'reported by the error handler')
        .finally(() => pending.delete(sent));
      pending.add(sent);
    },

    /** Answers the function that stops listening. */
    subscribe(listener: (message: T) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Subscribed on Redis (tests wait for it before publishing from another instance). */
    async ready(): Promise<void> {
      if (!subscriber) return;
      const listener = subscriber;
      // Resolved by the subscription itself, not the connection: `subscribe` on a fresh
      // connection waits for it, and answers once Redis confirmed the channel.
      await listener.subscribe(channel);
    },

    /** Sends what was published (a command-line run ends right after its change), then quits. */
    async close(): Promise<void> {
      listeners.clear();
      await Promise.all([...pending]);
      await Promise.all([publisher, subscriber].map((redis) => redis?.quit().catch(() => 'gone')));
    },
  };
}

export type Fanout<T> = ReturnType<typeof createFanout<T>>;
