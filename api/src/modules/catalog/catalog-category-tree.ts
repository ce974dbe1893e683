/** A category row as the tree needs it. */
export interface TreeRow {
  id: number;
  parent_id: number | null;
  position: number;
}

/**
 * The categories in reading order: each one followed by its children by position (then id), with
 * its depth (1 for a root). The storefront's `GetCategories` and the back office's tree both read
 * it. A row whose parent is missing is read as a root, so no category is ever lost from a list.
 */
export function treeOrder<R extends TreeRow>(rows: readonly R[]): { row: R; depth: number }[] {
  const ids = new Set(rows.map((row) => Number(row.id)));
  const children = new Map<number | null, R[]>();
  for (const row of rows) {
    const parent =
      row.parent_id !== null && ids.has(Number(row.parent_id)) ? Number(row.parent_id) : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const ordered: { row: R; depth: number }[] = [];
  const visit = (parent: number | null, depth: number) => {
    const siblings = [...(children.get(parent) ?? [])].sort(
      (a, b) => a.position - b.position || Number(a.id) - Number(b.id),
    );
    for (const row of siblings) {
      ordered.push({ row, depth });
      visit(Number(row.id), depth + 1);
    }
  };
  visit(null, 1);
  return ordered;
}

/** `id` and every category under it. */
export function subtreeIds(rows: readonly TreeRow[], id: number): Set<number> {
  const found = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows)
      if (
        row.parent_id !== null &&
        found.has(Number(row.parent_id)) &&
        !found.has(Number(row.id))
      ) {
        found.add(Number(row.id));
        grew = true;
      }
  }
  return found;
}
