import { createExternalStore } from '@store/platform';

/** Whether the current route's page has mounted: secondary parts of the page wait for it. */
const pageReadiness = createExternalStore(false);

export const markPageReady = () => pageReadiness.set(true);

/**
 * Calls `then` once the page is ready (at once if it is) and returns the way to stop waiting.
 * A callback, not a hook's state: what waits (the cart drawer) lives in the layout, and a state
 * change there would re-render the whole layout synchronously the moment the page is ready.
 */
export function afterPageReady(then: () => void): () => void {
  if (pageReadiness.get()) {
    then();
    return () => undefined;
  }
  const stop = pageReadiness.subscribe(() => {
    if (!pageReadiness.get()) return;
    stop();
    then();
  });
  return stop;
}
