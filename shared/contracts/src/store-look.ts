import type { ShopColors } from './tenant.ts';

/** The back office's «Tienda» (issue 32): the store's look, prepared and then published. */

/** The seven named colours, without the extra ones a tenant file may add. */
export type StoreLookColors = Pick<
  ShopColors,
  'primary' | 'secondary' | 'accent' | 'link' | 'background' | 'surface' | 'text'
>;

export interface StoreLook {
  templateId: number;
  colors: StoreLookColors;
  /** A file of the store under `/tenant-assets/<name>/` (the upload's answer), or none. */
  logo: null | string;
  favicon: null | string;
}

export interface StoreLookState {
  /** What buyers see now. */
  published: StoreLook;
  /** What the owner is preparing; null when nothing waits to be published. */
  draft: StoreLook | null;
  /** The storefront's address with the draft (`?preview=`); null without a draft. */
  previewUrl: string | null;
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
  publishedAt: string | null;
}

export interface StoreLookBody {
  look: StoreLook;
  version: number;
}

export interface StoreVersionBody {
  version: number;
}

export interface StoreImage {
  url: string;
}
