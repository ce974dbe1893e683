import { useEffect, useRef, useState } from 'react';
import type { ActivitySnapshot } from '@store/platform';

/** Spec sections 2 and 9: a fetch shows the bar for at least 200 ms. */
export const PROGRESS_MIN_DISPLAY_MS = 200;
/** How long the failed state stays before the bar goes away. */
export const PROGRESS_FAILURE_DISPLAY_MS = 2500;

export type ProgressState = 'hidden' | 'running' | 'failed';
type Phase = ProgressState | 'ending';

/** What the progress bar shows for the requests in flight: running, failed, or nothing. */
export function useProgressDisplay(activity: ActivitySnapshot): ProgressState {
  const [seen, setSeen] = useState(activity);
  const [phase, setPhase] = useState<Phase>('hidden');
  const shownAt = useRef(0);

  // Follow each new snapshot while rendering (React's pattern for state derived from props).
  if (seen !== activity) {
    setSeen(activity);
    // A request can start and fail between two renders: its failure still shows.
    const newFailure = activity.failed && !seen.failed;
    if (activity.pending > 0) setPhase('running');
    else if (phase === 'running' || phase === 'ending' || newFailure)
      setPhase(activity.failed ? 'failed' : 'ending');
  }

  useEffect(() => {
    if (phase === 'running') {
      if (shownAt.current === 0) shownAt.current = Date.now();
      return undefined;
    }
    const hide = () => {
      shownAt.current = 0;
      setPhase('hidden');
    };
    if (phase === 'failed') {
      const timer = setTimeout(hide, PROGRESS_FAILURE_DISPLAY_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'ending') {
      const left = PROGRESS_MIN_DISPLAY_MS - (Date.now() - shownAt.current);
      const timer = setTimeout(hide, Math.max(0, left));
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  return phase === 'ending' ? 'running' : phase;
}
