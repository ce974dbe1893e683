import { indexTerms } from './catalog-search-terms.js';
import { plainText } from './import/text-keys.js';

// The start of the description is enough to find a product by what it is made of, and a short
// text keeps a search over 20,000 rows quick.
const SEARCHED_DESCRIPTION = 240;

/**
 * The denormalised columns lists and search read, from the texts they come from: the importer
 * and the back office's editor write them the same way.
 */
export function searchColumns(p: {
  name: string;
  brand: string | null;
  categoryTitle: string;
  externalId: string;
  description: string;
}) {
  return {
    sort_name: plainText(p.name),
    search_text: plainText(
      [
        p.name,
        p.brand ?? '',
        p.categoryTitle,
        p.externalId,
        p.description.slice(0, SEARCHED_DESCRIPTION),
      ].join(' '),
    ),
    // The full-text index (migration 0377) follows these two columns through triggers.
    search_name: indexTerms(p.name),
    search_body: indexTerms(p.brand ?? '', p.categoryTitle, p.externalId, p.description),
  };
}
