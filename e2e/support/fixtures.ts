import { test as base, expect } from '@playwright/test';

export interface StoreFixture {
  url: string;
  originDir: string;
  dataDir: string;
  /** A tenant's configuration as the API answers it. */
  config(tenant: string): Promise<ShopConfigLike>;
}

export interface ShopConfigLike {
  name: string;
  environment: string;
  colors: { primary: string; secondary: string; [name: string]: string };
  templateFK: { id: number };
  [key: string]: unknown;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup did not start the store`);
  return value;
}

/** The fixture of a running store at `url`, with its folders. */
export function storeFixture(url: string, originDir: string, dataDir: string): StoreFixture {
  return {
    url,
    originDir,
    dataDir,
    async config(tenant) {
      const response = await fetch(`${url}/api/services/app/PartnerConfigs/GetConfig`, {
        headers: { 'X-Tenant': tenant },
      });
      const body = (await response.json()) as { result: ShopConfigLike };
      return body.result;
    },
  };
}

export const test = base.extend<{ store: StoreFixture }>({
  // The store's address is known only after the global setup started it.
  baseURL: async ({}, use) => use(required('STORE_URL')),
  store: async ({}, use) => {
    await use(
      storeFixture(required('STORE_URL'), required('STORE_ORIGIN_DIR'), required('STORE_DATA_DIR')),
    );
  },
});

export { expect };

/** `#1f4e79` → `rgb(31, 78, 121)`, as computed styles report colours. */
export function hexToRgb(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
