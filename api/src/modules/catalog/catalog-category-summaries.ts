import type { CategorySummary } from '@store/contracts/wire/catalog';
import { treeOrder } from './catalog-category-tree.js';

interface CountRow {
  id: number;
  slug: string;
  title: string;
  featured: number;
  position: number;
  parent_id: number | null;
  picture: string | null;
  product_count: number;
}

/** A category's own best seller: its picture and how it ranks. */
export interface BestSeller {
  image: string | null;
  popularity: number;
  id: number;
}

/** The one that sells more (the lower id between equals), as `row_number()` ranks them. */
function better(a: BestSeller | undefined, b: BestSeller | undefined) {
  if (!a || !b) return a ?? b;
  return b.popularity > a.popularity || (b.popularity === a.popularity && b.id < a.id) ? b : a;
}

/**
 * `GetCategories` from the tree: parents then their children by position. A category's list
 * (`/products-list/{slug}`) shows its subcategories' products too, so its count is its whole
 * branch's and its picture, unless the staff uploaded one, is its branch's best seller's (so a
 * product moved into a subcategory leaves the card as it was).
 */
export function categorySummaries(
  counts: readonly CountRow[],
  bestSellers: ReadonlyMap<number, BestSeller>,
): CategorySummary[] {
  const ordered = treeOrder(
    counts.map((row) => ({
      ...row,
      id: Number(row.id),
      parent_id: row.parent_id === null ? null : Number(row.parent_id),
      position: Number(row.position),
    })),
  );
  const best = new Map(ordered.map(({ row }) => [row.id, bestSellers.get(row.id)]));
  const count = new Map(ordered.map(({ row }) => [row.id, Number(row.product_count)]));
  // Reading order puts each branch after its root: walking it backwards, every child is summed
  // into its parent before the parent is summed into its own.
  for (const { row } of [...ordered].reverse()) {
    if (row.parent_id === null || !count.has(row.parent_id)) continue;
    count.set(row.parent_id, (count.get(row.parent_id) ?? 0) + (count.get(row.id) ?? 0));
    best.set(row.parent_id, better(best.get(row.parent_id), best.get(row.id)));
  }
  return ordered.map(({ row, depth }) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    featured: Boolean(row.featured),
    productCount: count.get(row.id) ?? 0,
    image: row.picture ?? best.get(row.id)?.image ?? null,
    parentId: row.parent_id,
    depth,
  }));
}
