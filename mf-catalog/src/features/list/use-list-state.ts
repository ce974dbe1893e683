import { useCallback } from 'react';
import { useSearchParams } from '@store/platform';
import { readListState, writeListState, type ListState } from './list-query';

/** The list's state lives in the URL; any change but the page goes back to page 1. */
export function useListState(): [ListState, (change: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const update = useCallback(
    (change: Partial<ListState>) => {
      setParams((current) => {
        const next = { ...readListState(current), ...change };
        if (!('page' in change)) next.page = 1;
        return writeListState(next);
      });
    },
    [setParams],
  );
  return [state, update];
}
