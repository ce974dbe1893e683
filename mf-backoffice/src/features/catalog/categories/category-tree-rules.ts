import type { StaffCategory, StaffCategoryTree } from '@store/contracts';

/** `id` and every category under it, in the tree's reading order. */
export function branchOf(tree: StaffCategoryTree, id: number): StaffCategory[] {
  const at = tree.categories.findIndex((c) => c.id === id);
  const root = tree.categories[at];
  if (!root) return [];
  const after = tree.categories.slice(at + 1);
  const end = after.findIndex((c) => c.depth <= root.depth);
  return [root, ...(end < 0 ? after : after.slice(0, end))];
}

/**
 * Where `id` may go (null: a new category): every category but itself and its branch, and none
 * that would take its branch past the tree's depth. The same rule the API answers 422 to; the
 * labels show the depth with dashes, as a `<select>` cannot indent.
 */
export function parentOptions(tree: StaffCategoryTree, id: number | null) {
  const branch = id === null ? [] : branchOf(tree, id);
  const height = branch.length
    ? Math.max(...branch.map((c) => c.depth)) - (branch[0]?.depth ?? 1) + 1
    : 1;
  const inBranch = new Set(branch.map((c) => c.id));
  return tree.categories
    .filter((c) => !inBranch.has(c.id) && c.depth + height <= tree.maxDepth)
    .map((c) => ({ id: c.id, label: `${'— '.repeat(c.depth - 1)}${c.title}` }));
}

/** The category's siblings in order, itself included. */
export const siblingsOf = (tree: StaffCategoryTree, category: StaffCategory) =>
  tree.categories.filter((c) => c.parentId === category.parentId);
