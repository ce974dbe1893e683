import { deepFreeze } from '../../lib/deep-freeze.js';
import { getRecent, setRecent } from '../../lib/recent-map.js';

/**
 * What this process read from the catalogue, kept until the catalogue changes. The catalogue's
 * revision (migration 0379) moves on every change by anyone, through triggers: a reader asks it
 * once per call, and when it has moved everything kept is dropped. Kept values are frozen:
 * callers share them.
 *
 * A value read while the revision moves may be newer than the revision it was read at; it is
 * then kept under that revision, which the next call finds moved, so it is never answered stale.
 */
export function createRevisionCache<V>(currentRevision: () => Promise<number>, capacity: number) {
  let revision = -1;
  const kept = new Map<string, V>();

  return {
    /** Asks the revision, drops everything when it moved, and answers it. */
    async sync(): Promise<number> {
      const now = await currentRevision();
      if (now !== revision) {
        kept.clear();
        revision = now;
      }
      return now;
    },

    get(key: string): V | undefined {
      return getRecent(kept, key);
    },

    /** Keeps a value read after `sync()` answered `readAt`, unless the revision moved since. */
    set(key: string, value: V, readAt: number): V {
      const frozen = deepFreeze(value);
      if (readAt !== revision) return frozen;
      setRecent(kept, key, frozen, capacity);
      return frozen;
    },
  };
}

/**
 * `read()`'s answer kept under `key` until the catalogue changes: the first call for a key (after
 * each change) reads, the others share its frozen answer.
 */
export function keptUntilChange<V>(currentRevision: () => Promise<number>, capacity: number) {
  const cache = createRevisionCache<V>(currentRevision, capacity);
  return async (key: string, read: () => Promise<V>): Promise<V> => {
    const readAt = await cache.sync();
    return cache.get(key) ?? cache.set(key, await read(), readAt);
  };
}
