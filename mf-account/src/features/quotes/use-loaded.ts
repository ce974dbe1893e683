import { useEffect, useState } from 'react';
import { StoreApiError } from '@store/platform';

export type Loaded<T> =
  { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; message: string };

type Answer<T> = { key: string } & ({ value: T } | { message: string });

/**
 * Loads what a page shows, again whenever `key` changes (`load` null: nothing to load yet). An
 * answer belongs to its key, so the page shows 'loading' until the current key's answer arrives.
 */
export function useLoaded<T>(load: (() => Promise<T>) | null, key: string): Loaded<T> {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const enabled = load !== null;
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (value) => current && setAnswer({ key, value }),
      (error: unknown) =>
        current &&
        setAnswer({
          key,
          message: error instanceof StoreApiError ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
    // `key` names what `load` reads: a new function for the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  if (!answer || answer.key !== key) return { state: 'loading' };
  return 'value' in answer
    ? { state: 'ready', value: answer.value }
    : { state: 'failed', message: answer.message };
}
