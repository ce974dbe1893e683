/** The globals the vendors' scripts read; we create them ourselves instead of inline snippets. */
export interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string };
  _fbq?: unknown;
}

export const analyticsWindow = () => window as unknown as AnalyticsWindow;

/** Known formats only (the API checks them too): the id goes into an address, never into markup. */
export const ANALYTICS_ID = {
  tagManager: /^GTM-[A-Z0-9]{4,12}$/,
  googleAnalytics: /^G-[A-Z0-9]{4,16}$/,
  pixel: /^\d{6,20}$/,
} as const;
