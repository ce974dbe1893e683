import { createContext, useContext } from 'react';

/** What a server-rendered page loaded, by key: `{ ok: false }` when the load failed. */
export type PageDataAnswer = { ok: true; value: unknown } | { ok: false };

/**
 * The data a server-rendered page was rendered with. On the server, components load through it
 * (once per key) and the HTML server inlines `snapshot()` into the page; in the browser it is
 * seeded from that snapshot, so hydration renders the same markup without a second request.
 */
export interface PageData {
  /** The seeded or loaded value of `key`, if there is one. */
  peek(key: string): { value: unknown } | undefined;
  /** Server side: loads `key` once; the promise never rejects (a failure is `{ ok: false }`). */
  load(key: string, load: () => Promise<unknown>): Promise<PageDataAnswer>;
  /**
   * Server side: settles once the loads of `keys` (started before) have all answered; the same
   * promise for the same keys, so a component can wait for them together (`use`).
   */
  all(keys: string[]): Promise<void>;
  /** Browser side: the page has taken over `key`; later visits load it afresh. */
  forget(key: string): void;
  snapshot(): Record<string, unknown>;
}

/**
 * React's `use` takes a promise marked settled (`status`, `value`) as it is, without suspending:
 * a load that answered before its component reads it costs no second render of that component
 * and everything under it.
 */
function markedWhenSettled<T>(promise: Promise<T>): Promise<T> {
  void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
  return promise;
}

export function createPageData(seed: Record<string, unknown> = {}): PageData {
  const values = new Map<string, unknown>(Object.entries(seed));
  const loads = new Map<string, Promise<PageDataAnswer>>();
  const waits = new Map<string, Promise<void>>();
  return {
    peek: (key) => (values.has(key) ? { value: values.get(key) } : undefined),
    load(key, load) {
      let answer = loads.get(key);
      if (!answer) {
        answer = markedWhenSettled(
          load().then(
            (value): PageDataAnswer => {
              values.set(key, value);
              return { ok: true, value };
            },
            (): PageDataAnswer => ({ ok: false }),
          ),
        );
        loads.set(key, answer);
      }
      return answer;
    },
    all(keys) {
      const id = keys.join('\n');
      let wait = waits.get(id);
      if (!wait) {
        wait = markedWhenSettled(Promise.all(keys.map((key) => loads.get(key))).then(() => {}));
        waits.set(id, wait);
      }
      return wait;
    },
    forget: (key) => void values.delete(key),
    snapshot: () => Object.fromEntries(values),
  };
}

export const PageDataContext = createContext<PageData | null>(null);

export const usePageData = (): PageData | null => useContext(PageDataContext);

/** True while rendering on the server (React's server renderer runs where there is no window). */
export const IS_SERVER = typeof window === 'undefined';
