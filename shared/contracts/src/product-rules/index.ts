// A product's details as the back office edits them (issue 32): the form and the API check
// the same things with the same words. The limits are the catalogue importer's.

import type { PictureCrop, ProductDetailsBody, VariantBody } from '../staff.ts';
import { PICTURE_LIMITS, PRODUCT_LIMITS, VARIANT_LIMITS, type Range } from './limits.ts';

export { PICTURE_LIMITS, PRODUCT_LIMITS, VARIANT_LIMITS };

/** A product's editable details (what `PUT /api/admin/catalog/products/:id/details` takes). */
export type ProductDetailsRule = Omit<ProductDetailsBody, 'version'>;

export type ProductDetailsField = keyof ProductDetailsRule;

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
export function plainDescription(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(CODE, '')
    .replace(TAG, '')
    .replace(CONTROL, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const SIZE_NAMES: Record<'widthCm' | 'heightCm' | 'depthCm', string> = {
  widthCm: 'El ancho',
  heightCm: 'El alto',
  depthCm: 'La profundidad',
};

/** Spanish decimals: 0,1. */
const shown = (value: number) => String(value).replace('.', ',');

function numberProblem(
  value: unknown,
  limits: Range,
  integer: boolean,
  label: string,
  unit: string,
): string | null {
  const [min, max] = [shown(limits.min), shown(limits.max)];
  if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value)))
    return `${label} tiene que ser un número${integer ? ' entero' : ''} entre ${min} y ${max} ${unit}.`;
  if (value < limits.min || value > limits.max)
    return `${label} tiene que estar entre ${min} y ${max} ${unit}.`;
  return null;
}

type SizeField = 'weightGrams' | keyof typeof SIZE_NAMES;

/** What is wrong with a weight (g) and width, height and depth (cm); `nullable`: null passes. */
function sizeProblems(
  values: Record<SizeField, number | null>,
  nullable = false,
): Partial<Record<SizeField, string>> {
  const problems: Partial<Record<SizeField, string>> = {};
  const checks: [SizeField, Range, boolean, string, string][] = [
    ['weightGrams', PRODUCT_LIMITS.weightGrams, true, 'El peso', 'gramos'],
    ...(Object.entries(SIZE_NAMES) as [keyof typeof SIZE_NAMES, string][]).map(
      ([field, label]): [SizeField, Range, boolean, string, string] => [
        field,
        PRODUCT_LIMITS.sizeCm,
        false,
        label,
        'cm',
      ],
    ),
  ];
  for (const [field, limits, integer, label, unit] of checks) {
    if (nullable && values[field] === null) continue;
    const problem = numberProblem(values[field], limits, integer, label, unit);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * Everything wrong with a product's details, by field (empty: none). `categoryIds`: the store's
 * categories, when the caller knows them.
 */
export function productDetailsProblems(
  details: ProductDetailsRule,
  categoryIds?: readonly number[],
): Partial<Record<ProductDetailsField, string>> {
  const problems: Partial<Record<ProductDetailsField, string>> = {};
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
  Object.assign(problems, sizeProblems(details));
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

/** A variant's editable fields (what `PUT .../variants/:variantId` takes), and the new one's stock. */
export type VariantRule = Omit<VariantBody, 'version'> & { stock?: number };

export type VariantField = keyof VariantRule;

// The importer's SKU alphabet: letters, digits, dots, dashes and underscores, a letter or digit first.
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** A SKU as the store compares it (trimmed, upper case): `ps-1` and `PS-1` would confuse a picker. */
export const skuKey = (sku: string): string => sku.trim().toUpperCase();

type VariantCell = Pick<VariantRule, 'sku' | 'colorName' | 'size'>;

/** A variant's colour and size as a buyer picks them: what two variants of a product cannot share. */
const cellOf = (v: VariantCell) =>
  `${(v.colorName ?? '').trim().toLowerCase()}/${(v.size ?? '').trim().toLowerCase()}`;

/**
 * Everything wrong with a variant, by field (empty: none). `kind`: a curve product's variants
 * each need a size; `siblings`: the product's other variants (not the one edited), which may not
 * share its SKU nor its colour and size. Weight and sizes may be null: the product's then.
 */
export function variantProblems(
  variant: VariantRule,
  { kind, siblings = [] }: { kind?: 'simple' | 'curva'; siblings?: readonly VariantCell[] } = {},
): Partial<Record<VariantField, string>> {
  const problems: Partial<Record<VariantField, string>> = {};
  const sku = variant.sku.trim();
  if (!sku) problems.sku = 'El SKU es obligatorio.';
  else if (sku.length > VARIANT_LIMITS.sku)
    problems.sku = `El SKU admite como máximo ${VARIANT_LIMITS.sku} caracteres.`;
  else if (!SKU.test(sku))
    problems.sku =
      'El SKU solo admite letras, números, puntos, guiones y guiones bajos, y empieza con una letra o un número.';
  else if (siblings.some((s) => skuKey(s.sku) === skuKey(sku)))
    problems.sku = `Otra variante de este producto ya tiene el SKU ${sku}.`;
  const colorName = (variant.colorName ?? '').trim();
  const colorHex = (variant.colorHex ?? '').trim();
  if (colorName.length > VARIANT_LIMITS.colorName)
    problems.colorName = `El nombre del color admite como máximo ${VARIANT_LIMITS.colorName} caracteres.`;
  if (colorName && !HEX.test(colorHex))
    problems.colorHex =
      'El código del color tiene que tener el formato #rrggbb (por ejemplo, #c62828).';
  else if (!colorName && colorHex)
    problems.colorName = 'Un código de color necesita el nombre del color.';
  const size = (variant.size ?? '').trim();
  if (size.length > VARIANT_LIMITS.size)
    problems.size = `El talle admite como máximo ${VARIANT_LIMITS.size} caracteres.`;
  else if (kind === 'curva' && !size)
    problems.size = 'Este producto se vende por talles: cada variante necesita su talle.';
  if (!problems.colorName && !problems.size && siblings.some((s) => cellOf(s) === cellOf(variant)))
    problems[size ? 'size' : 'colorName'] = size
      ? 'Otra variante de este producto ya tiene este color y este talle.'
      : 'Otra variante de este producto ya tiene este color.';
  // Null: the product's weight or size.
  Object.assign(problems, sizeProblems(variant, true));
  if ('stock' in variant) {
    const stock = numberProblem(
      variant.stock,
      VARIANT_LIMITS.stock,
      true,
      'El stock inicial',
      'unidades',
    );
    if (stock) problems.stock = stock;
  }
  return problems;
}

/** What is wrong with a picture's alt text (null: nothing): required, at most `PICTURE_LIMITS.alt`. */
export function pictureAltProblem(alt: string): string | null {
  const text = alt.trim();
  if (!text)
    return 'El texto alternativo es obligatorio: describa lo que muestra la foto para quien no la ve.';
  if (text.length > PICTURE_LIMITS.alt)
    return `El texto alternativo admite como máximo ${PICTURE_LIMITS.alt} caracteres (tiene ${text.length}).`;
  return null;
}

/** What is wrong with a file before sending it (null: nothing): empty or too heavy. */
export function pictureFileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `«${file.name}» está vacío.`;
  if (file.size > PICTURE_LIMITS.maxBytes)
    return `«${file.name}» pesa más de ${PICTURE_LIMITS.maxBytes / 1024 / 1024} MB, el máximo por foto.`;
  return null;
}

/** A rectangle of a picture's original, in its pixels. */
export type PictureCropRule = PictureCrop;

/**
 * What is wrong with a crop of a `size` picture, by field (empty: none): whole pixels, at least
 * `PICTURE_LIMITS.minCropPx` a side, inside the picture.
 */
export function pictureCropProblems(
  crop: PictureCropRule,
  size: { width: number; height: number },
): Partial<Record<keyof PictureCropRule, string>> {
  const problems: Partial<Record<keyof PictureCropRule, string>> = {};
  const min = PICTURE_LIMITS.minCropPx;
  const checks: [keyof PictureCropRule, number, number, string][] = [
    ['x', 0, size.width - min, 'La posición horizontal del recorte'],
    ['y', 0, size.height - min, 'La posición vertical del recorte'],
    ['width', min, size.width - crop.x, 'El ancho del recorte'],
    ['height', min, size.height - crop.y, 'El alto del recorte'],
  ];
  for (const [field, low, high, label] of checks) {
    const value = crop[field];
    if (!Number.isInteger(value))
      problems[field] = `${label} tiene que ser un número entero de píxeles.`;
    else if (value < low || value > Math.max(low, high))
      problems[field] =
        `${label} tiene que estar entre ${low} y ${Math.max(low, high)} píxeles: el recorte queda dentro de la foto (${size.width} × ${size.height} px).`;
  }
  return problems;
}
