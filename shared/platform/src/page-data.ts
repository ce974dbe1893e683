import { createContext, useContext } from 'react';

/** What a server-rendered page loaded, by key: `{ ok: false }` when the load failed. */
export type PageDataAnswer = { ok: true; value: unknown } | { ok: false };

/** The server's side of a page's data: its loads (`createServerPageData`). */
export interface PageLoads {
  /** Loads `key` once; the promise never rejects (a failure is `{ ok: false }`). */
  load(key: string, load: () => Promise<unknown>): Promise<PageDataAnswer>;
  /**
   * Settles once the loads of `keys` (started before) have all answered; the same promise for
   * the same keys, so a component can wait for them together (`use`).
   */
  all(keys: string[]): Promise<void>;
}

/**
 * The data a server-rendered page was rendered with. On the server, components load through its
 * `loads` (once per key) and the HTML server inlines `snapshot()` into the page; in the browser it
 * is seeded from that snapshot, so hydration renders the same markup without a second request.
 */
export interface PageData {
  /** The seeded or loaded value of `key`, if there is one. */
  peek(key: string): { value: unknown } | undefined;
  /** Browser side: the page has taken over `key`; later visits load it afresh. */
  forget(key: string): void;
  snapshot(): Record<string, unknown>;
  /**
   * Server side only. The loads live in `@store/platform/server-page-data`, which only the
   * shell's server build imports: the browser's scripts never carry them.
   */
  loads?: PageLoads;
}

/** A page's data in the browser, seeded from the snapshot the page carries. */
export const createPageData = (seed: Record<string, unknown> = {}): PageData =>
  pageDataOver(new Map(Object.entries(seed)));

/** A page's data over `values`, the map its loads write to on the server. */
export function pageDataOver(values: Map<string, unknown>): PageData {
  return {
    peek: (key) => (values.has(key) ? { value: values.get(key) } : undefined),
    forget: (key) => void values.delete(key),
    snapshot: () => Object.fromEntries(values),
  };
}

export const PageDataContext = createContext<PageData | null>(null);

export const usePageData = (): PageData | null => useContext(PageDataContext);

/** True while rendering on the server (React's server renderer runs where there is no window). */
export const IS_SERVER = typeof window === 'undefined';
