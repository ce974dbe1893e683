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
}

export interface TenantsTables {
  tenants: TenantsTable;
}
