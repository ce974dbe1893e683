import { useCallback, useEffect, useState } from 'react';
import { toStoreApiError } from '@store/platform';

type Loaded<T> = { key: string; data: T | null; error: string | null };

/** Loads `load()` when `key` changes; `reload` runs it again (after a write). */
export function useLoad<T>(key: string, load: () => Promise<T>) {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<Loaded<T>>({ key: '', data: null, error: null });
  const current = `${key}#${round}`;
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ key: current, data, error: null }),
      (failure: unknown) =>
        live && setState({ key: current, data: null, error: toStoreApiError(failure).message }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` reads
  }, [current]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  // While the next key loads, the last answer stays (no flash of "Cargando" after a write).
  return { data: state.data, error: state.key === current ? state.error : null, reload };
}
