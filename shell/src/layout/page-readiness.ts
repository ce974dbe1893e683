import { useSyncExternalStore } from 'react';
import { createExternalStore } from '@store/platform';

/** Whether the current route's page has mounted: secondary parts of the page wait for it. */
const pageReadiness = createExternalStore(false);

export const markPageReady = () => pageReadiness.set(true);

export function usePageReady(): boolean {
  return useSyncExternalStore(pageReadiness.subscribe, pageReadiness.get, pageReadiness.get);
}
