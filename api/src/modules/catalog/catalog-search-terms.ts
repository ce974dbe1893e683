import { stemmer } from '@orama/stemmers/spanish';
import { plainText } from './import/text-keys.js';

/**
 * Words that say nothing about a product: a search for "mochila de cuero" must not need a "de".
 * Only articles, prepositions and conjunctions; a general stop list would drop words that name
 * products ("grande", "largo", "bajo").
 */
const STOP_WORDS = new Set(
  'a al con de del e el en la las lo los o para por u un una unas unos y'.split(' '),
);

/** A word of a search: as typed (accent-free) and its Spanish stem; either may match a prefix. */
export interface SearchTerm {
  word: string;
  stem: string;
}

const wordsOf = (text: string): string[] =>
  plainText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOP_WORDS.has(word));

/**
 * The words a product is found by, space-separated: each accent-free word and, when it differs,
 * its Snowball stem ('mochilas' -> 'mochilas mochil'). Both databases index exactly these tokens,
 * so SQLite and PostgreSQL find the same products.
 */
export function indexTerms(...texts: string[]): string {
  const terms: string[] = [];
  for (const word of wordsOf(texts.join(' '))) {
    const stem = stemmer(word);
    terms.push(word);
    if (stem !== word) terms.push(stem);
  }
  return terms.join(' ');
}

/** The terms of what a buyer typed, at most `limit` words; every one must match. */
export function queryTerms(search: string, limit = 8): SearchTerm[] {
  return wordsOf(search)
    .slice(0, limit)
    .map((word) => ({ word, stem: stemmer(word) }));
}
