import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from '@store/platform';
import { readListState, writeListState, type ListState } from './list-query';

/**
 * The list's state lives in the URL; any change but the page goes back to page 1.
 *
 * react-router hands a functional update the parameters of the last *rendered* location
 * (remix-run/react-router#9757, "expected" by its maintainers), and a navigation renders as a
 * transition. On a busy phone a buyer can pick a sort before the colour they picked has
 * rendered, and the colour was dropped from the address. So each change builds on the last
 * address this hook wrote, until the router renders a location of its own (a back button).
 */
export function useListState(): [ListState, (change: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const lastWritten = useRef(params);
  useEffect(() => {
    lastWritten.current = params;
  }, [params]);
  const update = useCallback(
    (change: Partial<ListState>) => {
      const next = { ...readListState(lastWritten.current), ...change };
      if (!('page' in change)) next.page = 1;
      lastWritten.current = writeListState(next);
      setParams(lastWritten.current);
    },
    [setParams],
  );
  return [readListState(params), update];
}
