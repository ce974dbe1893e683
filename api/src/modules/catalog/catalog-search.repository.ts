import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { SearchTerm } from './catalog-search-terms.js';

/*
 * Terms hold only [a-z0-9] (catalog-search-terms.ts), so they need no escaping in an FTS5 query,
 * a tsquery or a LIKE pattern; they are still bound as parameters.
 */

/** The prefixes a term matches: its stem, and the word as typed when the stem is not its start. */
const prefixesOf = (t: SearchTerm): string[] =>
  t.word.startsWith(t.stem) ? [t.stem] : [t.word, t.stem];

/** Every term matches a word of the product that starts with the word typed or with its stem. */
export function fullTextMatch(dialect: Dialect, terms: SearchTerm[]): RawBuilder<boolean> {
  if (dialect === 'sqlite') {
    const query = terms
      .map(
        (t) =>
          `(${prefixesOf(t)
            .map((prefix) => `"${prefix}"*`)
            .join(' OR ')})`,
      )
      .join(' AND ');
    return sql<boolean>`p.id in (select rowid from catalog_products_fts
      where catalog_products_fts match ${query})`;
  }
  // A tsquery cast from text keeps each lexeme as written, as FTS5 does with the terms.
  const query = terms
    .map(
      (t) =>
        `(${prefixesOf(t)
          .map((prefix) => `'${prefix}':*`)
          .join(' | ')})`,
    )
    .join(' & ');
  return sql<boolean>`p.search_vector @@ cast(${query} as tsquery)`;
}

/** How many of the searched terms are in the product's name: names rank before descriptions. */
export function nameHits(terms: SearchTerm[]): RawBuilder<number> {
  const hits = terms.map((t) => {
    const found = prefixesOf(t).map((prefix) => sql`(' ' || p.search_name) like ${`% ${prefix}%`}`);
    return sql`case when ${sql.join(found, sql` or `)} then 1 else 0 end`;
  });
  return sql<number>`(${sql.join(hits, sql` + `)})`;
}
