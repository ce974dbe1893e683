import { createExternalStore } from '@store/platform';

/** Whether the current route's page has mounted: secondary parts of the page wait for it. */
const pageReadiness = createExternalStore(false);

export const markPageReady = () => pageReadiness.set(true);

/** What a waiting step may hand back: how to undo or stop what it started. */
type Cleanup = () => void;

/**
 * Calls `then` once the page is ready (at once if it is). The returned function stops waiting,
 * or, once `then` has run, calls the cleanup `then` returned, so an effect can chain waits
 * (`afterPageReady(() => whenIdle(...))`) and return one function that stops whichever is on.
 * A callback, not a hook's state: what waits (the cart drawer) lives in the layout, and a state
 * change there would re-render the whole layout synchronously the moment the page is ready.
 */
export function afterPageReady(then: () => Cleanup | void): Cleanup {
  let cleanup: Cleanup | void;
  let stopWaiting: Cleanup = () => undefined;
  if (pageReadiness.get()) cleanup = then();
  else
    stopWaiting = pageReadiness.subscribe(() => {
      if (!pageReadiness.get()) return;
      stopWaiting();
      cleanup = then();
    });
  return () => {
    stopWaiting();
    cleanup?.();
  };
}

/** Once the page is ready and the browser next idle: what the page needed is done. */
export const pageSettled = (): Promise<void> =>
  new Promise((settled) => afterPageReady(() => whenIdle(settled)));

/**
 * Calls `then` when the browser is next idle (at the latest after 2 s; after 200 ms where there
 * is no idle callback) and returns the way to cancel it.
 */
export function whenIdle(then: () => void): Cleanup {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(then, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(then, 200);
  return () => clearTimeout(timer);
}
