import type { ImportFormat } from '@store/contracts/catalog-rules';

/** Fields a message names without `el campo "..."`, by its words. */
const BY_WORDS: [RegExp, string][] = [
  [/el SKU "/, 'sku'],
  [/la técnica "|el área "/, 'techniques'],
  [/el precio "|precio|cantidad/i, 'priceTiers'],
  [/el color "/, 'colorHex'],
  [/external_id/, 'externalId'],
];

/** A CSV names its columns otherwise than the JSON fields the rules check. */
const CSV_NAMES: Record<string, string> = {
  'sizeCm.width': 'width_cm',
  'sizeCm.height': 'height_cm',
  'sizeCm.depth': 'depth_cm',
  isCustomizable: 'customizable',
  image: 'variant_image',
};

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The field a refused line's message names first (`priceTiers`, `variants.sku`; in a CSV its
 * column, `price_tiers`, `sku`), or null when it names none: what the page's table shows beside
 * the line number.
 */
export function issueField(message: string, format: ImportFormat): string | null {
  const named =
    /campo "([^"]+)"/.exec(message)?.[1] ?? BY_WORDS.find(([words]) => words.test(message))?.[1];
  if (!named) return null;
  // Positions in lists say nothing a line number does not: `priceTiers[1].unitPrice` -> `priceTiers`.
  const field = named.replace(/\[\d+\]/g, '').replace(/^(priceTiers|techniques)\..*$/, '$1');
  if (format === 'json') return field;
  const column = field.replace(/^variants\./, '');
  return CSV_NAMES[column] ?? snake(column);
}
