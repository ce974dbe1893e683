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
  const view = read.text('view', { max: 40, required: true });
  const name = read.text('name', { max: 80 }) ?? view;
  const widthMm = read.number('widthMm', { min: 1, max: 2000 });
  const heightMm = read.number('heightMm', { min: 1, max: 2000 });
  const place = {
    xMm: optionalMm(read, 'xMm', 5000),
    yMm: optionalMm(read, 'yMm', 5000),
    bleedMm: optionalMm(read, 'bleedMm', 50),
    safetyMm: optionalMm(read, 'safetyMm', 50),
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

/** Areas must fit the view they name, when the product gives that view. */
export function checkAreasFit(
  views: ImportView[],
  techniques: { code: string; printAreas: ImportPrintArea[] }[],
  problems: string[],
): void {
  for (const { code, printAreas } of techniques)
    for (const area of printAreas) {
      const view = views.find((candidate) => candidate.name === area.view);
      if (!view) continue;
      const right = (area.xMm ?? (view.widthMm - area.widthMm) / 2) + area.widthMm;
      const bottom = (area.yMm ?? (view.heightMm - area.heightMm) / 2) + area.heightMm;
      if (right > view.widthMm || bottom > view.heightMm)
        problems.push(
          `el área "${area.name}" de la técnica "${code}" no entra en la vista "${view.name}"`,
        );
    }
}
