import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store';

/** Requests in flight and whether the last one failed: what the shell's progress bar shows. */
export interface ActivitySnapshot {
  pending: number;
  failed: boolean;
}

export const activity = createExternalStore<ActivitySnapshot>({ pending: 0, failed: false });

export function trackRequest(): (outcome: 'ok' | 'failed') => void {
  const now = activity.get();
  activity.set({ pending: now.pending + 1, failed: false });
  let done = false;
  return (outcome) => {
    if (done) return;
    done = true;
    const current = activity.get();
    activity.set({
      pending: Math.max(0, current.pending - 1),
      failed: current.failed || outcome === 'failed',
    });
  };
}

export function useActivity(): ActivitySnapshot {
  return useSyncExternalStore(activity.subscribe, activity.get, activity.get);
}
