import { useCallback, useEffect, useState } from 'react';
import { type StoreApiError, toStoreApiError } from '@store/platform';

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
 * Loads what `key` names and reloads when the key changes; an answer for an older key is
 * dropped. `cache: true` keeps the answer for the rest of the visit.
 */
export function useRemote<T>(
  key: string | null,
  load: () => Promise<T>,
  { cache = false } = {},
): Remote<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error: StoreApiError | null }>(
    { key: null, error: null },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    let promise = cache ? (shared.get(key) as Promise<T> | undefined) : undefined;
    if (!promise) {
      promise = load();
      if (cache) {
        shared.set(key, promise);
        promise.catch(() => shared.delete(key));
      }
    }
    promise.then(
      (data) => current && setState({ key, data, error: null }),
      (error: unknown) => current && setState({ key, error: toStoreApiError(error) }),
    );
    return () => {
      current = false;
    };
    // `load` is described by `key`: a new function for the same key must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const fresh = state.key === key;
  return {
    data: fresh ? state.data : undefined,
    previous: state.data,
    error: fresh ? state.error : null,
    loading: key !== null && !fresh,
    retry,
  };
}
