import type { ShopConfig } from '@store/contracts';
import { loadTagManager } from './tag-manager';
import { loadAdPixel, loadGoogleAnalytics } from './vendors';

/**
 * The tenant's analytics from its configuration: tag manager, Google Analytics and the ad pixel,
 * each only when configured. Loaded in its own chunk: stores without analytics never download it.
 */
export function startAnalytics(config: ShopConfig): void {
  if (config.googleTagManagerCode) void loadTagManager(config.googleTagManagerCode);
  // A blocked analytics script costs the tenant its statistics, never the buyer the page.
  const report = (what: string) => (error: unknown) => console.warn(`[store] ${what}`, error);
  if (config.googleAnalyticsCode)
    loadGoogleAnalytics(config.googleAnalyticsCode).catch(report('Google Analytics unavailable'));
  if (config.pixelFB) loadAdPixel(config.pixelFB).catch(report('ad pixel unavailable'));
}

export { trackPageView } from './vendors';
