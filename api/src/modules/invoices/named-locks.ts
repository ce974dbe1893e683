import { setTimeout as delay } from 'node:timers/promises';
import type { JobLeases } from '../jobs/index.js';

/** Thrown when another instance holds a lock longer than the caller may wait: try again later. */
export class LockBusy extends Error {
  override name = 'LockBusy';
}

/**
 * A lock by name across the store's instances: inside this process the callers queue one after
 * another, and across processes they take turns through a lease of the jobs module (a row that
 * frees itself `ttlMs` after a holder that died). Used for an ARCA numbering sequence and for a
 * WSAA login.
 */
export function createNamedLocks(jobs: Pick<JobLeases, 'take' | 'release'>) {
  const queues = new Map<string, Promise<void>>();

  return async function hold<T>(
    name: string,
    work: () => Promise<T>,
    { ttlMs = 120_000, waitMs = 30_000 } = {},
  ): Promise<T> {
    const before = queues.get(name) ?? Promise.resolve();
    let done!: () => void;
    const mine = before.then(() => new Promise<void>((resolve) => (done = resolve)));
    queues.set(name, mine);
    await before;
    try {
      const lease = `lock:${name}`;
      const deadline = Date.now() + waitMs;
      // Another instance holds it: it frees it when done, or its lease expires.
      while (!(await jobs.take(lease, ttlMs))) {
        if (Date.now() > deadline)
          throw new LockBusy(
            `Otra instancia tiene tomado «${name}»: se vuelve a intentar después.`,
          );
        await delay(50 + Math.floor(Math.random() * 100));
      }
      try {
        return await work();
      } finally {
        await jobs.release(lease).catch(() => undefined);
      }
    } finally {
      done();
      if (queues.get(name) === mine) queues.delete(name);
    }
  };
}

export type NamedLock = ReturnType<typeof createNamedLocks>;
