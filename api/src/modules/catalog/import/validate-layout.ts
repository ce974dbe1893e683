import {
  fitProblem,
  PRINT_AREA_LIMITS as LIMITS,
  safetyProblem,
} from '@store/contracts/print-area-rules';
import { createFieldReader, isRaw } from './field-reader.js';
import type { ImportPrintArea, ImportView } from './import-types.js';
import { isSafeUrl } from './text-keys.js';

type Reader = ReturnType<typeof createFieldReader>;

const optionalMm = (read: Reader, name: string, max: number) =>
  read.present(name) ? read.number(name, { min: 0, max }) : undefined;

/** A print area: its size, and optionally its place on the view, bleed and safety margins (mm). */
export function areaOf(entry: unknown, problems: string[], prefix: string): ImportPrintArea[] {
  if (!isRaw(entry)) return [];
  const read = createFieldReader(entry, problems, prefix);
  const view = read.text('view', { max: LIMITS.viewLength, required: true });
  const name = read.text('name', { max: LIMITS.nameLength }) ?? view;
  const widthMm = read.number('widthMm', LIMITS.size);
  const heightMm = read.number('heightMm', LIMITS.size);
  const place = {
    xMm: optionalMm(read, 'xMm', LIMITS.position.max),
    yMm: optionalMm(read, 'yMm', LIMITS.position.max),
    bleedMm: optionalMm(read, 'bleedMm', LIMITS.bleed.max),
    safetyMm: optionalMm(read, 'safetyMm', LIMITS.safety.max),
  };
  if (!view || !name || widthMm === null || heightMm === null) return [];
  if (Object.values(place).some((value) => value === null)) return [];
  const defined = Object.entries(place).filter(([, value]) => value !== undefined);
  return [{ view, name, widthMm, heightMm, ...Object.fromEntries(defined) }];
}

/** The builder's views of a product: a picture and the real size it spans, per view name. */
export function viewsOf(read: Reader, problems: string[]): ImportView[] {
  const views = read.list('views', 10).flatMap((entry, index) => {
    if (!isRaw(entry)) return [];
    const view = createFieldReader(entry, problems, `views[${index}].`);
    const name = view.text('name', { max: 40, required: true });
    const image = view.text('image', { max: 500 });
    if (image !== null && !isSafeUrl(image))
      problems.push(
        `el campo "views[${index}].image" debe ser una ruta del sitio (/...) o una dirección https`,
      );
    const widthMm = view.number('widthMm', { min: 1, max: 5000 });
    const heightMm = view.number('heightMm', { min: 1, max: 5000 });
    return name && widthMm !== null && heightMm !== null
      ? [{ name, image: image !== null && isSafeUrl(image) ? image : null, widthMm, heightMm }]
      : [];
  });
  const names = views.map((view) => view.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) problems.push(`la vista "${repeated}" está repetida`);
  return views;
}

/**
 * Areas must fit the view they name, when the product gives that view, and keep their safety
 * margin within a quarter of the shorter side (@store/contracts/print-area-rules, the back
 * office's rules too).
 */
export function checkAreasFit(
  views: ImportView[],
  techniques: { code: string; printAreas: ImportPrintArea[] }[],
  problems: string[],
): void {
  for (const { code, printAreas } of techniques)
    for (const area of printAreas) {
      const where = `el área "${area.name}" de la técnica "${code}"`;
      const safety = safetyProblem(area);
      if (safety) problems.push(`${where}: ${safety.message}`);
      const view = views.find((candidate) => candidate.name === area.view);
      if (view && fitProblem(area, view))
        problems.push(`${where} no entra en la vista "${view.name}"`);
    }
}
