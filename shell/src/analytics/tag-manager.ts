import { analyticsWindow, ANALYTICS_ID } from './analytics-globals';
import { injectScript } from './inject-script';

/** Spec sections 2 and 9: the tag-manager script is retried once per second, 10 attempts at most. */
export const TAG_MANAGER_RETRY_MS = 1000;
export const TAG_MANAGER_MAX_ATTEMPTS = 10;

export type TagManagerState = 'loading' | 'loaded' | 'failed';

interface Options {
  inject?: (src: string) => Promise<void>;
  wait?: (ms: number) => Promise<void>;
  /** Where the state is shown (`<html data-tag-manager>`), for operators and tests. */
  report?: (state: TagManagerState) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const reportOnHtml = (state: TagManagerState) => {
  document.documentElement.dataset.tagManager = state;
};

export function tagManagerUrl(code: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(code)}`;
}

/** Injects the tenant's tag-manager container; answers whether it loaded within the attempts. */
export async function loadTagManager(
  code: string,
  { inject = injectScript, wait = sleep, report = reportOnHtml }: Options = {},
): Promise<boolean> {
  if (!ANALYTICS_ID.tagManager.test(code)) return false;
  const globals = analyticsWindow();
  globals.dataLayer ??= [];
  globals.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  report('loading');
  for (let attempt = 1; attempt <= TAG_MANAGER_MAX_ATTEMPTS; attempt += 1) {
    try {
      await inject(tagManagerUrl(code));
      report('loaded');
      return true;
    } catch {
      if (attempt < TAG_MANAGER_MAX_ATTEMPTS) await wait(TAG_MANAGER_RETRY_MS);
    }
  }
  report('failed');
  return false;
}
