import {
  productColumns,
  productParts,
  type StoredProduct,
  type WritableProduct,
} from './product-rows.js';

/**
 * Columns PostgreSQL keeps as `real` (single precision): 10.123456789 cm comes back as
 * 10.123457, so they are compared at that precision or such a product would be rewritten on
 * every import.
 */
const SINGLE_PRECISION = new Set(['width_cm', 'height_cm', 'depth_cm']);

function sameValue(column: string, stored: unknown, wanted: unknown): boolean {
  if (stored === null || wanted === null) return stored === wanted;
  if (typeof wanted !== 'number') return stored === wanted;
  // bigint and integer columns come back as numbers; a real as the nearest double.
  const read = Number(stored);
  return SINGLE_PRECISION.has(column) ? Math.fround(read) === Math.fround(wanted) : read === wanted;
}

function sameRow(stored: Record<string, unknown>, wanted: Record<string, unknown>): boolean {
  return Object.entries(wanted).every(([column, value]) =>
    sameValue(column, stored[column], value),
  );
}

function sameRows(
  stored: Record<string, unknown>[],
  wanted: Record<string, unknown>[],
  order: (row: Record<string, unknown>) => number,
): boolean {
  const sorted = [...wanted].sort((a, b) => order(a) - order(b));
  const read = [...stored].sort((a, b) => order(a) - order(b));
  return read.length === sorted.length && sorted.every((row, i) => sameRow(read[i] ?? {}, row));
}

/**
 * Whether importing `writable` would leave the product as the catalogue holds it: its row (but
 * the timestamps), its variants in order, its price tiers and its techniques with their areas.
 * An unchanged product is not written at all, so re-importing a file changes nothing.
 */
export function isUnchanged(stored: StoredProduct, writable: WritableProduct): boolean {
  const parts = productParts(writable);
  return (
    sameRow(stored.row, productColumns(writable)) &&
    sameRows(stored.variants, parts.variants, (v) => Number(v.position)) &&
    sameRows(stored.tiers, parts.tiers, (t) => Number(t.min_quantity)) &&
    sameRows(stored.techniques, parts.techniques, (t) => Number(t.technique_id))
  );
}
