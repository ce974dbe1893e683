import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isCancelled, toStoreApiError } from '@store/platform';

export interface KeyedLoad<T> {
  /** The current key's answer (kept while `reload` asks again); undefined until it arrives. */
  data: T | undefined;
  /** The last answer of any key: what a list may keep showing while the next page loads. */
  latest: T | undefined;
  /** The current key's failure, in the API's Spanish. */
  error: string | null;
  /** The current key (or reload) is being asked and has not answered yet. */
  loading: boolean;
  /** Asks again for the same key (after a write, or «Reintentar»). */
  reload: () => void;
}

type Answer<T> = { key: string; round: number; data: T | undefined; error: string | null };

/**
 * Loads `load()` for `key`, again whenever the key changes (null: nothing to load yet). The key
 * names what `load` reads, so a new `load` function for the same key asks nothing. An answer that
 * arrives after the key changed, or after the component left, is dropped; a read cancelled with
 * its page (`PageReads`, on a route change) shows no error. Pass the page's client reads
 * (`useApiClient`) in `load` to keep that cancellation.
 */
export function useKeyedLoad<T>(key: string | null, load: () => Promise<T>): KeyedLoad<T> {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const read = useEffectEvent(load);
  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    read().then(
      (data) => live && setAnswer({ key, round, data, error: null }),
      (failure: unknown) => {
        if (live && !isCancelled(failure))
          setAnswer({ key, round, data: undefined, error: toStoreApiError(failure).message });
      },
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((count) => count + 1), []);

  const mine = answer !== null && answer.key === key;
  return {
    data: mine ? answer.data : undefined,
    latest: answer?.data,
    error: mine && answer.round === round ? answer.error : null,
    loading: key !== null && !(mine && answer.round === round),
    reload,
  };
}
