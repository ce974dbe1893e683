// The back office's catalogue rules (issue 32): the forms and the API (and the catalogue
// importer) check the same things with the same words.

/** Why a variant's stock changed: what staff pick; `otro` needs a note. */
export const STOCK_REASONS = [
  'recuento',
  'ingreso de mercadería',
  'mercadería dañada',
  'devolución',
  'otro',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The most units one adjustment may add or take, and the longest note. */
export const MAX_STOCK_CHANGE: number = 1000000;
export const STOCK_NOTE_MAX_LENGTH: number = 500;

/** How many quantity prices a product may have. */
export const MAX_PRICE_TIERS: number = 20;

/** A quantity price: the unit cost in cents from `minQuantity` units on. */
export interface PriceTierRule {
  minQuantity: number;
  unitPriceCents: number;
}

/** A broken rule, and the tier and field it is about (null: the list as a whole). */
export interface TierProblem {
  message: string;
  at: { index: number; field: keyof PriceTierRule } | null;
}

/**
 * The rules of a product's quantity prices, in the order given: at least one, the first from 1
 * unit, minimum quantities rising, prices above zero. Each problem names the tier and field it is
 * about (`at` null: the list as a whole). The importer sorts a file's tiers first; the back
 * office keeps the order its table shows.
 */
export function tierProblems(tiers: readonly PriceTierRule[]): TierProblem[] {
  if (tiers.length === 0)
    return [{ message: 'necesita al menos un precio por cantidad', at: null }];
  const problems: TierProblem[] = [];
  if (tiers[0]?.minQuantity !== 1)
    problems.push({
      message: 'el primer precio por cantidad debe ser desde 1 unidad',
      at: { index: 0, field: 'minQuantity' },
    });
  tiers.forEach((tier, index) => {
    const previous = tiers[index - 1];
    if (previous && tier.minQuantity === previous.minQuantity)
      problems.push({
        message: 'hay dos precios para la misma cantidad mínima',
        at: { index, field: 'minQuantity' },
      });
    else if (previous && tier.minQuantity < previous.minQuantity)
      problems.push({
        message: 'las cantidades mínimas deben ir de menor a mayor',
        at: { index, field: 'minQuantity' },
      });
    if (!(tier.unitPriceCents > 0))
      problems.push({
        message: 'los precios deben ser mayores que cero',
        at: { index, field: 'unitPriceCents' },
      });
  });
  return problems;
}

/** A stock change's problem, or null: a whole number, not 0, within the limit; a note for `otro`. */
export function stockAdjustmentProblem({
  change,
  reason,
  note,
}: {
  change: number;
  reason: string;
  note?: string | null | undefined;
}): { field: 'change' | 'note'; message: string } | null {
  if (!Number.isInteger(change) || Math.abs(change) > MAX_STOCK_CHANGE)
    return {
      field: 'change',
      message: `El cambio de stock tiene que ser un número entero entre -${MAX_STOCK_CHANGE} y ${MAX_STOCK_CHANGE}.`,
    };
  if (change === 0)
    return {
      field: 'change',
      message:
        'El cambio de stock no puede ser 0: hay que indicar cuántas unidades sumar (+) o quitar (-).',
    };
  if (reason === 'otro' && !(note ?? '').trim())
    return {
      field: 'note',
      message: 'Con el motivo «otro», la nota tiene que decir por qué cambia el stock.',
    };
  return null;
}

export {
  IMPORT_CSV_COLUMNS,
  IMPORT_CSV_REQUIRED,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_FORMATS,
  importFileProblem,
  importFormatOf,
  type ImportFormat,
} from './import-file.ts';

export { IMPORT_CSV_TEMPLATE, IMPORT_JSON_TEMPLATE } from './import-templates.ts';

export {
  CATEGORY_LIMITS,
  categoryProblems,
  slugOf,
  type CategoryField,
  type CategoryRule,
} from './categories.ts';
