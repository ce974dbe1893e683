import type { Generated } from 'kysely';

export interface TenantsTable {
  id: Generated<number>;
  /** The URL slug: lowercase, unique, never a reserved path (see tenant-name.ts). */
  name: string;
  display_name: string;
  environment: 'ARG' | 'CL';
  template_id: number;
  /** Every other ShopConfig field the tenant sets, as JSON (TenantSettings). */
  settings_json: string;
  created_at: string;
  updated_at: string;
  /** One more on every update (a trigger): a process holding the tenant compares it. */
  revision: Generated<number>;
}

export interface TenantsTables {
  tenants: TenantsTable;
  tenant_secrets: TenantSecretsTable;
}

/** A tenant's credential (Mercado Pago's access token, webhook secret), AES-256-GCM encrypted. */
export interface TenantSecretsTable {
  tenant_id: number;
  name: string;
  /** `iv.tag.ciphertext`, base64url, under the key of TENANT_SECRETS_KEY. */
  ciphertext: string;
  updated_at: string;
}
