import { sql, type Expression, type SqlBool } from 'kysely';

/** A `LIKE` pattern that finds `term` anywhere, its `\`, `%` and `_` taken literally. */
export const likeOf = (term: string) =>
  `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive `LIKE` on both databases (the pattern from `likeOf`). */
export const lowerLike = (column: Expression<unknown>, like: string) =>
  sql<SqlBool>`lower(${column}) like ${like} escape '\\'`;
