import { useCallback, useEffect, useState } from 'react';
import type { ComboboxOption } from '../form/combobox';

type Loaded<T> = { request: string; items: T[] } | { request: string; failed: true };

/**
 * One list of the address chain, loaded when its parent is chosen (`parentId` null: not yet).
 * A failed load says so and can be retried.
 */
export function useAddressList<T extends ComboboxOption>(
  load: (parentId: string) => Promise<T[]>,
  parentId: string | null,
) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const request = `${parentId}|${attempt}`;

  useEffect(() => {
    if (parentId === null) return;
    let current = true;
    load(parentId).then(
      (items) => current && setLoaded({ request, items }),
      () => current && setLoaded({ request, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [load, parentId, request]);

  // An answer for another parent (or attempt) is not this list's.
  const answer = loaded?.request === request ? loaded : null;
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return {
    items: answer && 'items' in answer ? answer.items : [],
    failed: Boolean(answer && 'failed' in answer),
    retry,
  };
}
