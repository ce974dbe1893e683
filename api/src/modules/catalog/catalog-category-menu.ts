import type { Family } from '@store/contracts/wire/tenant';
import { categorySummaries } from './catalog-category-summaries.js';

type CountRows = Parameters<typeof categorySummaries>[0];
interface Entry {
  id: number;
  title: string;
  slug: string;
  icon_url: string | null;
  children: Entry[];
}

/**
 * The storefront's categories menu from the tree (README «The categories menu»): the roots in
 * the staff's order, each with its subcategories under it, and only the categories whose branch
 * holds a visible product (an empty or all-hidden one would open an empty list). The icon is the
 * staff's picture of the category, never its best seller's. Null when the tenant has no category
 * at all (a store onboarded before its catalogue): the settings' families show then.
 */
export function categoryMenu(counts: CountRows): Family[] | null {
  if (counts.length === 0) return null;
  const entries = new Map<number, Entry>();
  const roots: Entry[] = [];
  // Reading order: a parent always comes before its children, so it is already in `entries`.
  for (const category of categorySummaries(counts, new Map())) {
    if (category.productCount === 0) continue;
    const entry: Entry = {
      id: category.id,
      title: category.title,
      slug: category.slug,
      icon_url: category.image,
      children: [],
    };
    entries.set(category.id, entry);
    const parent = category.parentId === null ? undefined : entries.get(category.parentId);
    if (parent) parent.children.push(entry);
    else roots.push(entry);
  }
  return roots.map(withoutEmptyChildren);
}

/** `children` only where there are some: a leaf is a family as the settings spelled it. */
function withoutEmptyChildren({ children, ...family }: Entry): Family {
  return children.length ? { ...family, children: children.map(withoutEmptyChildren) } : family;
}
