import { use, useCallback, useEffect, useRef, useState } from 'react';
import {
  IS_SERVER,
  isCancelled,
  toStoreApiError,
  useApiClient,
  usePageData,
  type ApiCalls,
  type StoreApiError,
} from '@store/platform';

export interface Remote<T> {
  data: T | undefined;
  /** The last answer, even for an older key: shown dimmed while the new one loads. */
  previous: T | undefined;
  error: StoreApiError | null;
  loading: boolean;
  retry: () => void;
}

// Reference data (categories, colours, brands, techniques) changes rarely: one load per page view.
const shared = new Map<string, Promise<unknown>>();

/**
 * One thing a page reads: the key its answer is known by (the page's data, the cache), and its
 * load, with the client of the page (on the server, the request's own).
 */
export interface RemoteRead<T> {
  key: string;
  load: (api: ApiCalls) => Promise<T>;
}

/**
 * On the server, starts every load of `reads` at once, before the first `useRemote` of the
 * page waits, and waits for them all together. Each `useRemote` suspends the render where it is
 * called (React's `use`), so a load that a later hook or a child starts would begin only once the
 * earlier ones have answered: the product list asked for its five one after another. Waited for
 * one by one, the page rendered again (with all it holds) as each answered: four or five times a
 * list page. In the browser it does nothing: there each `useRemote` loads in an effect, and the
 * effects of one render start together.
 */
export function usePreload(reads: RemoteRead<unknown>[]): void {
  const pageData = usePageData();
  const api = useApiClient();
  const loads = pageData?.loads;
  if (!IS_SERVER || !loads || reads.length === 0) return;
  for (const { key, load } of reads) void loads.load(key, () => load(api));
  use(loads.all(reads.map((read) => read.key)));
}

/**
 * Loads what `read` names and reloads when its key changes; an answer for an older key is
 * dropped, and `null` loads nothing. `cache: true` keeps the answer for the rest of the visit.
 *
 * A server-rendered page: on the server the render waits for the load (React's `use`), and the
 * answer goes into the page's data; in the browser the first render takes it from there, so
 * hydration shows the same markup and the call is not made again. A failed server load renders
 * the loading state, which the browser then loads as usual.
 *
 * A read the page's end cancelled (the shell's `PageReads`) shows no error; if this page still
 * wants it (a cached read another page had started), it is loaded again.
 */
export function useRemote<T>(read: RemoteRead<T> | null, { cache = false } = {}): Remote<T> {
  const key = read?.key ?? null;
  const pageData = usePageData();
  const api = useApiClient();
  const serverAnswer =
    IS_SERVER && read && pageData?.loads
      ? use(pageData.loads.load(read.key, () => read.load(api)))
      : undefined;
  const [state, setState] = useState<{
    key: string | null;
    data?: T;
    error: StoreApiError | null;
    seeded?: boolean;
  }>(() => {
    const seed = key !== null ? pageData?.peek(key) : undefined;
    return seed
      ? { key, data: seed.value as T, error: null, seeded: true }
      : { key: null, error: null };
  });
  const [attempt, setAttempt] = useState(0);
  const seedTaken = useRef(false);

  useEffect(() => {
    if (key === null || !read) return undefined;
    if (state.seeded && state.key === key && !seedTaken.current) {
      // Hydrated from the page's data: that answer is this view's, the next view loads again.
      seedTaken.current = true;
      pageData?.forget(key);
      if (cache) shared.set(key, Promise.resolve(state.data));
      return undefined;
    }
    let current = true;
    let promise = cache ? (shared.get(key) as Promise<T> | undefined) : undefined;
    if (!promise) {
      promise = read.load(api);
      if (cache) {
        shared.set(key, promise);
        promise.catch(() => shared.delete(key));
      }
    }
    promise.then(
      (data) => current && setState({ key, data, error: null }),
      (error: unknown) => {
        if (!current) return;
        if (isCancelled(error)) setAttempt((n) => n + 1);
        else setState({ key, error: toStoreApiError(error) });
      },
    );
    return () => {
      current = false;
    };
    // A read is described by its key: a new object for the same key must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (serverAnswer) {
    const data = serverAnswer.ok ? (serverAnswer.value as T) : undefined;
    return { data, previous: data, error: null, loading: !serverAnswer.ok, retry };
  }
  const fresh = state.key === key;
  return {
    data: fresh ? state.data : undefined,
    previous: state.data,
    error: fresh ? state.error : null,
    loading: key !== null && !fresh,
    retry,
  };
}
