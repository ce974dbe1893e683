import { createFieldReader, type Raw } from './field-reader.js';
import type { ImportCategory, ImportTechnique } from './import-types.js';
import { CODE_PATTERN, SLUG_PATTERN } from './text-keys.js';

export function validateCategory(raw: Raw, index: number): ImportCategory | { problems: string[] } {
  const problems: string[] = [];
  const read = createFieldReader(raw, problems);
  const slug = read.text('slug', { max: 80, required: true });
  if (slug !== null && !SLUG_PATTERN.test(slug))
    problems.push('el campo "slug" debe ser minúsculas, números y guiones');
  const title = read.text('title', { max: 80, required: true });
  const featured = read.flag('featured', false);
  const position = read.number('position', { min: 0, max: 10_000, integer: true, fallback: index });
  if (problems.length > 0 || !slug || !title || position === null) return { problems };
  return { slug, title, featured, position };
}

const COST_PER = ['unit', 'color', 'area'] as const;

export function validateTechnique(raw: Raw): ImportTechnique | { problems: string[] } {
  const problems: string[] = [];
  const read = createFieldReader(raw, problems);
  const code = read.text('code', { max: 80, required: true });
  if (code !== null && !CODE_PATTERN.test(code))
    problems.push('el campo "code" solo admite letras, números, puntos, guiones y guiones bajos');
  const costPer = read.text('costPer', { max: 10 }) ?? 'unit';
  if (!COST_PER.includes(costPer as ImportTechnique['costPer']))
    problems.push('el campo "costPer" debe ser "unit", "color" o "area"');
  const palette = read.text('palette', { max: 10 }) ?? 'ink';
  if (palette !== 'ink' && palette !== 'thread')
    problems.push('el campo "palette" debe ser "ink" (tintas) o "thread" (hilos)');
  const optionalMm = (name: string, max: number) =>
    read.present(name) ? read.number(name, { min: 0.1, max }) : null;
  const technique = {
    code,
    name: read.text('name', { max: 80, required: true }),
    minUnitsForPrinting: read.number('minUnitsForPrinting', { min: 1, max: 99_999, integer: true }),
    customizationUnderMinimumExtraCostCents: read.money('customizationUnderMinimumExtraCost', {
      fallback: 0,
    }),
    setupCostCents: read.money('setupCost', { fallback: 0 }),
    unitCostCents: read.money('unitCost'),
    costPer,
    maxColors: read.present('maxColors')
      ? read.number('maxColors', { min: 1, max: 64, integer: true })
      : null,
    minTextHeightMm: optionalMm('minTextHeightMm', 100),
    minLineWidthMm: optionalMm('minLineWidthMm', 20),
    rasterAllowed: read.flag('rasterAllowed', true),
    maxImprintWidthMm: optionalMm('maxImprintWidthMm', 2000),
    maxImprintHeightMm: optionalMm('maxImprintHeightMm', 2000),
    palette,
  };
  if (problems.length > 0) return { problems };
  return technique as ImportTechnique;
}
