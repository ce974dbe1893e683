import type { DeployManifest } from './deploy';
import type { ShopConfig } from './tenant';

/**
 * What the HTML server inlines into each page so that the first paint waits on no extra round
 * trip: the tenant's configuration and the deploy manifest. Read by the shell at start.
 */
export interface BootPayload {
  tenant: string;
  config: ShopConfig;
  deploy: DeployManifest;
}

export const BOOT_ELEMENT_ID = 'store-boot';
