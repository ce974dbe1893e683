// The back office's catalogue rules (issue 32), plain ESM so the forms and the API (and the
// catalogue importer) check the same things with the same words.

/** Why a variant's stock changed: what staff pick; `otro` needs a note. */
export const STOCK_REASONS = [
  'recuento',
  'ingreso de mercadería',
  'mercadería dañada',
  'devolución',
  'otro',
];

/** The most units one adjustment may add or take, and the longest note. */
export const MAX_STOCK_CHANGE = 1000000;
export const STOCK_NOTE_MAX_LENGTH = 500;

/** How many quantity prices a product may have. */
export const MAX_PRICE_TIERS = 20;

/**
 * The rules of a product's quantity prices, in the order given: at least one, the first from 1
 * unit, minimum quantities rising, prices above zero. Each problem names the tier and field it is
 * about (`at` null: the list as a whole). The importer sorts a file's tiers first; the back
 * office keeps the order its table shows.
 */
export function tierProblems(tiers) {
  if (tiers.length === 0)
    return [{ message: 'necesita al menos un precio por cantidad', at: null }];
  const problems = [];
  if (tiers[0].minQuantity !== 1)
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
export function stockAdjustmentProblem({ change, reason, note }) {
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
