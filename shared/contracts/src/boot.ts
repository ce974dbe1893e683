import type { DeployManifest } from './deploy.ts';
import type { PageView } from './page-view/index.ts';
import type { ShopConfig } from './tenant.ts';

/**
 * What the HTML server inlines into each page so that the first paint waits on no extra round
 * trip: the tenant's configuration and the deploy manifest. Read by the shell at start.
 */
export interface BootPayload {
  tenant: string;
  config: ShopConfig;
  deploy: DeployManifest;
  /** Present when the page came rendered from the server: the browser hydrates it. */
  ssr?: BootSsr;
  /**
   * What the server knew of this browser (its cookies) when it wrote the page: a server-rendered
   * page was rendered with it, and the browser hydrates with it too. Absent: the default view.
   */
  view?: PageView;
}

export interface BootSsr {
  /** The page's exposed module, `mf-catalog/HomePage`: loaded before hydrating. */
  page: string;
  /** The data the page was rendered with (the platform's PageData snapshot). */
  data: Record<string, unknown>;
}

export const BOOT_ELEMENT_ID = 'store-boot';
