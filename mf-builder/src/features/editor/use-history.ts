import { useCallback, useState } from 'react';

const LIMIT = 60;

/**
 * Undo and redo over whole snapshots of the design (fabric has none in core): every change the
 * buyer makes is one step; loading a design is not.
 */
export function useHistory<T>(initial: T) {
  const [history, setHistory] = useState({
    past: [] as T[],
    present: initial,
    future: [] as T[],
    /** Moves with every step, undo, redo and reset; never with an amend. */
    version: 0,
  });
  const change = useCallback(
    (next: T | ((current: T) => T)) =>
      setHistory(({ past, present, version }) => {
        const value = typeof next === 'function' ? (next as (c: T) => T)(present) : next;
        return value === present
          ? { past, present, future: [], version }
          : {
              past: [...past, present].slice(-LIMIT),
              present: value,
              future: [],
              version: version + 1,
            };
      }),
    [],
  );
  /** Corrects the present without a step of its own (the canvas measuring a new text). */
  const amend = useCallback(
    (fix: (current: T) => T) => setHistory((state) => ({ ...state, present: fix(state.present) })),
    [],
  );
  const reset = useCallback(
    (value: T) =>
      setHistory(({ version }) => ({ past: [], present: value, future: [], version: version + 1 })),
    [],
  );
  const undo = useCallback(
    () =>
      setHistory((state) => {
        const { past, present, future, version } = state;
        const previous = past.at(-1);
        return previous === undefined
          ? state
          : {
              past: past.slice(0, -1),
              present: previous,
              future: [present, ...future],
              version: version + 1,
            };
      }),
    [],
  );
  const redo = useCallback(
    () =>
      setHistory((state) => {
        const { past, present, future, version } = state;
        const [next, ...rest] = future;
        return next === undefined
          ? state
          : { past: [...past, present], present: next, future: rest, version: version + 1 };
      }),
    [],
  );
  return {
    present: history.present,
    version: history.version,
    change,
    amend,
    reset,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}
