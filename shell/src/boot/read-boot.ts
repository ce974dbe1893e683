import {
  BOOT_ELEMENT_ID,
  DEPLOY_MANIFEST_PATH,
  TENANT_HEADER,
  splitTenantPath,
  type ApiEnvelope,
  type BootPayload,
  type DeployManifest,
  type ShopConfig,
} from '@store/contracts';

/**
 * The page's tenant, configuration and deploy manifest. The HTML server inlines them so the first
 * paint waits on no round trip; without them (a page served by something else) they are fetched.
 */
export async function readBoot(
  doc: Document = document,
  location: Location = window.location,
): Promise<BootPayload> {
  const inline = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (inline) return JSON.parse(inline) as BootPayload;

  const { tenant } = splitTenantPath(location.pathname);
  if (!tenant) throw new Error('No tenant in the address');
  const [config, deploy] = await Promise.all([
    fetchJson<ApiEnvelope<ShopConfig>>('/api/services/app/PartnerConfigs/GetConfig', {
      [TENANT_HEADER]: tenant,
    }),
    fetchJson<DeployManifest>(DEPLOY_MANIFEST_PATH),
  ]);
  if (!config.result) throw new Error(config.error?.message ?? 'No configuration');
  return { tenant, config: config.result, deploy };
}

async function fetchJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers, cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
