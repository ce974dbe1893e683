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

/**
 * `GetCategories` from the tree: parents then their children by position. A category's list
 * (`/products-list/{slug}`) shows its subcategories' products too, so its count is its whole
 * branch's; its picture is the one the staff uploaded, else its best seller's, else the first of
 * its branch's.
 */
export function categorySummaries(
  counts: readonly CountRow[],
  bestSellerImages: ReadonlyMap<number, string | null>,
): CategorySummary[] {
  const ordered = treeOrder(
    counts.map((row) => ({
      ...row,
      id: Number(row.id),
      parent_id: row.parent_id === null ? null : Number(row.parent_id),
      position: Number(row.position),
    })),
  );
  const summaries: CategorySummary[] = ordered.map(({ row, depth }) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    featured: Boolean(row.featured),
    productCount: Number(row.product_count),
    image: row.picture ?? bestSellerImages.get(row.id) ?? null,
    parentId: row.parent_id,
    depth,
  }));
  // Reading order puts each branch after its root: walking it backwards, every child is summed
  // into its parent before the parent is summed into its own.
  const byId = new Map(summaries.map((s) => [s.id, s]));
  for (const child of [...summaries].reverse()) {
    const parent = child.parentId === null ? undefined : byId.get(child.parentId);
    if (!parent) continue;
    parent.productCount += child.productCount;
    parent.image ??= child.image;
  }
  return summaries;
}
