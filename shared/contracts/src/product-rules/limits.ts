// The limits of a product's and a variant's fields, apart from the rules: the back office's wire
// schemas read them, and the rules read the schemas' types, so one file each way keeps no cycle.

export interface Range {
  min: number;
  max: number;
}

/** Each field's limits: text lengths in characters, numbers inclusive. */
export const PRODUCT_LIMITS: {
  name: number;
  description: number;
  brand: number;
  weightGrams: Range;
  sizeCm: Range;
  productionDays: Range;
} = {
  name: 150,
  description: 2000,
  brand: 60,
  weightGrams: { min: 1, max: 1000000 },
  sizeCm: { min: 0.1, max: 1000 },
  productionDays: { min: 0, max: 120 },
};

/** A variant's limits: the importer's (SKU, colour and size lengths, stock). */
export const VARIANT_LIMITS: {
  sku: number;
  colorName: number;
  size: number;
  stock: Range;
  perProduct: number;
} = {
  /** Colours times sizes of the widest product a store sells (a curve of 20 colours x 10 sizes). */
  perProduct: 200,
  sku: 80,
  colorName: 40,
  size: 20,
  stock: { min: 0, max: 10000000 },
};

/**
 * A product's pictures (the back office's «Fotos»): the upload's size and count, the alt text's
 * length and the smallest crop. The type is read from a file's bytes by the API (PNG, JPEG,
 * WebP), never from its name: the form checks only what it can know before sending.
 */
export const PICTURE_LIMITS: {
  maxBytes: number;
  filesPerUpload: number;
  perProduct: number;
  alt: number;
  minCropPx: number;
} = {
  maxBytes: 8 * 1024 * 1024,
  filesPerUpload: 10,
  perProduct: 20,
  alt: 125,
  minCropPx: 20,
};
