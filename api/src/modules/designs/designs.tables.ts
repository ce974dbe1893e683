import type { Generated } from 'kysely';

/** A picture a buyer uploaded for the builder: a design image or a logo of their library. */
export interface DesignUploadsTable {
  id: Generated<number>;
  tenant_id: number;
  /** The token's subject: `user:<id>` or a guest's subject. Only the owner reads it. */
  owner: string;
  /** 'logo': kept in the buyer's library (`GetUserLogos`); 'design': one design's image. */
  kind: 'design' | 'logo';
  /** Server-generated `<uuid>.<ext>`; the uploaded name is never used. */
  stored_name: string;
  content_type: string;
  width_px: number;
  height_px: number;
  /** 1 for SVG: no DPI limit, its colours counted on a rendering. */
  is_vector: number;
  /** The spot colours the server counted, `["#rrggbb", ...]`, most used first. */
  colors_json: string;
  size_bytes: number;
  created_at: string;
}

export interface DesignsTables {
  design_uploads: DesignUploadsTable;
}
