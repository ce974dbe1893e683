import { useCallback, useState } from 'react';

const LIMIT = 60;

/**
 * Undo and redo over whole snapshots of the design (fabric has none in core): every change the
 * buyer makes is one step; loading a design is not.
 */
export function useHistory<T>(initial: T) {
  const [history, setHistory] = useState({ past: [] as T[], present: initial, future: [] as T[] });
  const change = useCallback(
    (next: T | ((current: T) => T)) =>
      setHistory(({ past, present }) => {
        const value = typeof next === 'function' ? (next as (c: T) => T)(present) : next;
        return value === present
          ? { past, present, future: [] }
          : { past: [...past, present].slice(-LIMIT), present: value, future: [] };
      }),
    [],
  );
  /** Corrects the present without a step of its own (the canvas measuring a new text). */
  const amend = useCallback(
    (fix: (current: T) => T) => setHistory((state) => ({ ...state, present: fix(state.present) })),
    [],
  );
  const reset = useCallback((value: T) => setHistory({ past: [], present: value, future: [] }), []);
  const undo = useCallback(
    () =>
      setHistory(({ past, present, future }) => {
        const previous = past.at(-1);
        return previous === undefined
          ? { past, present, future }
          : { past: past.slice(0, -1), present: previous, future: [present, ...future] };
      }),
    [],
  );
  const redo = useCallback(
    () =>
      setHistory(({ past, present, future }) => {
        const [next, ...rest] = future;
        return next === undefined
          ? { past, present, future }
          : { past: [...past, present], present: next, future: rest };
      }),
    [],
  );
  return {
    present: history.present,
    change,
    amend,
    reset,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}
