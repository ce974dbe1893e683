import { analyticsWindow, ANALYTICS_ID } from './analytics-globals';
import { injectScript } from './inject-script';

/** Google Analytics 4 (gtag.js): the queue function is ours, the script only reads it. */
export function loadGoogleAnalytics(id: string, inject = injectScript): Promise<void> {
  if (!ANALYTICS_ID.googleAnalytics.test(id)) return Promise.resolve();
  const globals = analyticsWindow();
  globals.dataLayer ??= [];
  const dataLayer = globals.dataLayer;
  globals.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  globals.gtag('js', new Date());
  globals.gtag('config', id);
  return inject(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

/** The ad pixel (fbevents.js): the queue stub is ours; each page view is tracked. */
export function loadAdPixel(id: string, inject = injectScript): Promise<void> {
  if (!ANALYTICS_ID.pixel.test(id)) return Promise.resolve();
  const globals = analyticsWindow();
  const queue: unknown[] = [];
  const fbq = Object.assign((...args: unknown[]) => queue.push(args), {
    queue,
    loaded: true,
    version: '2.0',
  });
  globals.fbq ??= fbq;
  globals._fbq ??= globals.fbq;
  globals.fbq('init', id);
  globals.fbq('track', 'PageView');
  return inject('https://connect.facebook.net/en_US/fbevents.js');
}

/** A page of the single-page store was shown: the pixel counts it (GTM and GA4 follow history). */
export function trackPageView(): void {
  analyticsWindow().fbq?.('track', 'PageView');
}
