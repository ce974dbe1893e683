import type { Generated } from 'kysely';

/** One saved cart per logged-in user of a tenant (spec section 6). */
export interface ShoppingCartsTable {
  id: Generated<number>;
  tenant_id: number;
  /** The auth module's user id (no foreign key across modules; forgetUser deletes the rows). */
  user_id: number;
  /** Grows by one with every save; a save must name the version it was based on. */
  version: number;
  /** The cart items (shared/contracts CartItem[]), display fields as the catalogue had them. */
  items_json: string;
  created_at: string;
  updated_at: string;
}

/** Files uploaded for cart items: previews of customised products and the buyer's artwork. */
export interface CartFilesTable {
  id: Generated<number>;
  tenant_id: number;
  /** The token's subject: `user:<id>` or a guest's subject. */
  owner: string;
  shopping_cart_uuid: string;
  kind: 'image' | 'file';
  /** Server-generated: `<uuid>.<ext>`; the uploaded name is never used. */
  stored_name: string;
  content_type: string;
  size_bytes: number;
  /** The client address of the upload ('' before migration 0410): the per-address quota. */
  address: string;
  created_at: string;
}

export interface CartTables {
  shopping_carts: ShoppingCartsTable;
  cart_files: CartFilesTable;
}
