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
  store_look_drafts: StoreLookDraftsTable;
}

/** A tenant's credential (Mercado Pago's access token, webhook secret), AES-256-GCM encrypted. */
export interface TenantSecretsTable {
  tenant_id: number;
  name: string;
  /** `iv.tag.ciphertext`, base64url, under the key of TENANT_SECRETS_KEY. */
  ciphertext: string;
  updated_at: string;
  /** The staff member who set it from the back office; null when set from the terminal. */
  updated_by: string | null;
}

/** The look a store's owner is preparing in the back office (store-look.service.ts). */
export interface StoreLookDraftsTable {
  tenant_id: number;
  /** The draft StoreLook as JSON; null when nothing waits to be published. */
  look_json: string | null;
  /** Opens the storefront with the draft (`?preview=`); a new one per draft. */
  preview_token: string | null;
  version: number;
  updated_by: string | null;
  updated_at: string;
  published_at: string | null;
}
