// A product's details as the back office edits them (issue 32), plain ESM so the form and the
// API check the same things with the same words. The limits are the catalogue importer's.

/** Each field's limits: text lengths in characters, numbers inclusive. */
export const PRODUCT_LIMITS = {
  name: 150,
  description: 2000,
  brand: 60,
  weightGrams: { min: 1, max: 1000000 },
  sizeCm: { min: 0.1, max: 1000 },
  productionDays: { min: 0, max: 120 },
};

const TAG = /<\/?[a-zA-Z!][^>]*>/g;
// What a script or style holds is code, not words: it goes with its tags.
const CODE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
// Control characters other than tab and line feed (a pasted text's stray bytes).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * A description as the storefront shows it: plain text. Markup is removed (`<b>x</b>` -> `x`, a script with its code;
 * `2 < 3` stays), as are control characters; line breaks are kept, at most one empty line.
 */
export function plainDescription(text) {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(CODE, '')
    .replace(TAG, '')
    .replace(CONTROL, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const SIZE_NAMES = { widthCm: 'El ancho', heightCm: 'El alto', depthCm: 'La profundidad' };

/** Spanish decimals: 0,1. */
const shown = (value) => String(value).replace('.', ',');

function numberProblem(value, limits, integer, label, unit) {
  const [min, max] = [shown(limits.min), shown(limits.max)];
  if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value)))
    return `${label} tiene que ser un número${integer ? ' entero' : ''} entre ${min} y ${max} ${unit}.`;
  if (value < limits.min || value > limits.max)
    return `${label} tiene que estar entre ${min} y ${max} ${unit}.`;
  return null;
}

/**
 * Everything wrong with a product's details, by field (empty: none). `categoryIds`: the store's
 * categories, when the caller knows them.
 */
export function productDetailsProblems(details, categoryIds) {
  const problems = {};
  const name = details.name.trim();
  if (!name) problems.name = 'El nombre es obligatorio.';
  else if (name.length > PRODUCT_LIMITS.name)
    problems.name = `El nombre admite como máximo ${PRODUCT_LIMITS.name} caracteres.`;
  if (plainDescription(details.description).length > PRODUCT_LIMITS.description)
    problems.description = `La descripción admite como máximo ${PRODUCT_LIMITS.description} caracteres.`;
  if ((details.brand ?? '').trim().length > PRODUCT_LIMITS.brand)
    problems.brand = `La marca admite como máximo ${PRODUCT_LIMITS.brand} caracteres.`;
  if (categoryIds && !categoryIds.includes(details.categoryId))
    problems.categoryId = 'Hay que elegir una de las categorías de la tienda.';
  const weight = numberProblem(
    details.weightGrams,
    PRODUCT_LIMITS.weightGrams,
    true,
    'El peso',
    'gramos',
  );
  if (weight) problems.weightGrams = weight;
  for (const [field, label] of Object.entries(SIZE_NAMES)) {
    const problem = numberProblem(details[field], PRODUCT_LIMITS.sizeCm, false, label, 'cm');
    if (problem) problems[field] = problem;
  }
  const days = numberProblem(
    details.productionDays,
    PRODUCT_LIMITS.productionDays,
    true,
    'La cantidad de días de producción',
    'días hábiles',
  );
  if (days) problems.productionDays = days;
  return problems;
}
