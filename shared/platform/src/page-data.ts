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
  /** Browser side: the page has taken over `key`; later visits load it afresh. */
  forget(key: string): void;
  snapshot(): Record<string, unknown>;
}

export function createPageData(seed: Record<string, unknown> = {}): PageData {
  const values = new Map<string, unknown>(Object.entries(seed));
  const loads = new Map<string, Promise<PageDataAnswer>>();
  return {
    peek: (key) => (values.has(key) ? { value: values.get(key) } : undefined),
    load(key, load) {
      let answer = loads.get(key);
      if (!answer) {
        answer = load().then(
          (value): PageDataAnswer => {
            values.set(key, value);
            return { ok: true, value };
          },
          (): PageDataAnswer => ({ ok: false }),
        );
        loads.set(key, answer);
      }
      return answer;
    },
    forget: (key) => void values.delete(key),
    snapshot: () => Object.fromEntries(values),
  };
}

export const PageDataContext = createContext<PageData | null>(null);

export const usePageData = (): PageData | null => useContext(PageDataContext);

/** True while rendering on the server (React's server renderer runs where there is no window). */
export const IS_SERVER = typeof window === 'undefined';
