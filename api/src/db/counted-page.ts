import { sql } from 'kysely';

/**
 * Selected beside a page's columns: how many rows match in all (`count(*) over ()`). The page and
 * its total then come from one scan of the matching rows, where a page query and a count query
 * made two (the back office's searches over 10,000 orders and 20,000 products, issue 32).
 */
export const matchingCount = () => sql<number | string>`count(*) over ()`.as('matching');

/**
 * A page's rows without the window's column, and the total they told. A page past the last row
 * has no row to tell it: `count` is asked then (a first page without rows matched nothing).
 */
export async function countedPage<R extends { matching: number | string }>(
  rows: R[],
  offset: number,
  count: () => Promise<number>,
): Promise<{ rows: Omit<R, 'matching'>[]; total: number }> {
  const total = rows.length > 0 ? Number(rows[0]!.matching) : offset > 0 ? await count() : 0;
  return { rows: rows.map(({ matching: _matching, ...row }) => row), total };
}
