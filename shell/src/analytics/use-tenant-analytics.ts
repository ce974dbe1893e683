import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ShopConfig } from '@store/contracts';
import { useStore } from '@store/platform';
import { allowsTenantScripts } from '../routing/tenant-scripts';
import { applyTheme } from '../theme/apply-theme';

/** Spec sections 2 and 9: theme and analytics are applied 800 ms after the configuration loads. */
export const THEME_AND_ANALYTICS_DELAY_MS = 800;

const hasAnalytics = (config: ShopConfig) =>
  Boolean(config.googleTagManagerCode || config.googleAnalyticsCode || config.pixelFB);

/**
 * Applies the theme (the server already inlined the same colours, so nothing flashes) and starts
 * the tenant's analytics, never on account or checkout pages. Once a tenant script ran, going to
 * such a page loads it afresh, so no tenant script lives where buyers sign in or pay.
 */
export function useTenantAnalytics(reload: () => void = () => window.location.reload()) {
  const { config, locale } = useStore();
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  const started = useRef(false);
  const allowed = allowsTenantScripts(pathname);

  useEffect(() => {
    const timer = setTimeout(() => {
      applyTheme(config, locale);
      setDue(true);
    }, THEME_AND_ANALYTICS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [config, locale]);

  useEffect(() => {
    if (started.current) {
      if (!allowed) reload();
      else void import('./start-analytics').then(({ trackPageView }) => trackPageView());
      return;
    }
    if (!due || !allowed || !hasAnalytics(config)) return;
    started.current = true;
    void import('./start-analytics').then(({ startAnalytics }) => startAnalytics(config));
    // A new page (pathname) is a page view; the first one is counted by the scripts themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due, allowed, pathname]);
}
