// The rules of a product's print areas (issue 32): the catalogue importer, the back office's API
// and its form check the same things with the same words.

interface Range {
  min: number;
  max: number;
}
/** A view of a product: its picture spans `widthMm` x `heightMm`. */
export interface ViewRule {
  name: string;
  widthMm: number;
  heightMm: number;
}

/** A print area; a place not given is centred on its view. */
export interface AreaRule {
  view: string;
  name: string;
  widthMm: number;
  heightMm: number;
  xMm?: number | undefined;
  yMm?: number | undefined;
  bleedMm?: number | undefined;
  safetyMm?: number | undefined;
}

export type AreaField =
  'view' | 'name' | 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'bleedMm' | 'safetyMm';

/** A broken rule and the area's field it is about. */
export interface AreaProblem {
  field: AreaField;
  message: string;
}

/** The limits of a print area's numbers, in mm, and of its texts and lists. */
export const PRINT_AREA_LIMITS: {
  size: Range;
  position: Range;
  bleed: Range;
  safety: Range;
  nameLength: number;
  viewLength: number;
  areasPerTechnique: number;
  techniques: number;
} = {
  size: { min: 1, max: 2000 },
  position: { min: 0, max: 5000 },
  bleed: { min: 0, max: 50 },
  safety: { min: 0, max: 50 },
  nameLength: 80,
  viewLength: 40,
  areasPerTechnique: 10,
  techniques: 20,
};

const NUMBERS: readonly [Exclude<AreaField, 'view' | 'name'>, string, Range][] = [
  ['xMm', 'la posición x', PRINT_AREA_LIMITS.position],
  ['yMm', 'la posición y', PRINT_AREA_LIMITS.position],
  ['widthMm', 'el ancho', PRINT_AREA_LIMITS.size],
  ['heightMm', 'el alto', PRINT_AREA_LIMITS.size],
  ['bleedMm', 'el sangrado', PRINT_AREA_LIMITS.bleed],
  ['safetyMm', 'el margen de seguridad', PRINT_AREA_LIMITS.safety],
];

const mm = (value: number) => `${String(Math.round(value * 10) / 10).replace('.', ',')} mm`;

/** The widest safety margin an area takes: a quarter of its shorter side. */
export const safetyCapMm = (area: Pick<AreaRule, 'widthMm' | 'heightMm'>): number =>
  Math.min(area.widthMm, area.heightMm) / 4;

/** Where an area's top-left corner is: its own, or centred on its view when it gives none. */
export function areaCorner(area: AreaRule, view: ViewRule): { xMm: number; yMm: number } {
  return {
    xMm: area.xMm ?? (view.widthMm - area.widthMm) / 2,
    yMm: area.yMm ?? (view.heightMm - area.heightMm) / 2,
  };
}

/** Whether the area lies inside its view (a place not given: centred). */
export function areaFitsView(area: AreaRule, view: ViewRule): boolean {
  const { xMm, yMm } = areaCorner(area, view);
  return (
    xMm >= 0 &&
    yMm >= 0 &&
    xMm + area.widthMm <= view.widthMm &&
    yMm + area.heightMm <= view.heightMm
  );
}

/** The view's problem with an area that is too big or placed past its edges, or null. */
export function fitProblem(area: AreaRule, view: ViewRule): AreaProblem | null {
  if (areaFitsView(area, view)) return null;
  const { xMm } = areaCorner(area, view);
  const field: AreaField =
    area.widthMm > view.widthMm
      ? 'widthMm'
      : area.heightMm > view.heightMm
        ? 'heightMm'
        : xMm < 0 || xMm + area.widthMm > view.widthMm
          ? 'xMm'
          : 'yMm';
  return {
    field,
    message: `el área no entra en la vista «${view.name}» (${mm(view.widthMm)} de ancho y ${mm(view.heightMm)} de alto)`,
  };
}

/** The safety margin's problem (more than a quarter of the shorter side), or null. */
export function safetyProblem(area: AreaRule): AreaProblem | null {
  if (area.safetyMm === undefined || area.safetyMm <= safetyCapMm(area)) return null;
  return {
    field: 'safetyMm',
    message: `el margen de seguridad puede ser como mucho un cuarto del lado más corto del área (${mm(safetyCapMm(area))})`,
  };
}

/**
 * Every broken rule of one placed area on the product's views, each with the field it is about:
 * a name, a view the product has, numbers within their limits, a safety margin of at most a
 * quarter of the shorter side, and the whole area inside its view.
 */
export function printAreaProblems(
  area: Required<AreaRule>,
  views: readonly ViewRule[],
): AreaProblem[] {
  const problems: AreaProblem[] = [];
  const name = typeof area.name === 'string' ? area.name.trim() : '';
  if (!name) problems.push({ field: 'name', message: 'el área necesita un nombre' });
  else if (name.length > PRINT_AREA_LIMITS.nameLength)
    problems.push({
      field: 'name',
      message: `el nombre puede tener hasta ${PRINT_AREA_LIMITS.nameLength} caracteres`,
    });
  const view = views.find((candidate) => candidate.name === area.view);
  if (!view)
    problems.push({ field: 'view', message: 'la vista tiene que ser una de las del producto' });
  for (const [field, label, { min, max }] of NUMBERS) {
    const value: unknown = area[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
      problems.push({
        field,
        message: `${label} tiene que ser un número entre ${min} y ${max} mm`,
      });
  }
  if (problems.length > 0) return problems;
  const safety = safetyProblem(area);
  if (safety) problems.push(safety);
  const fit = view && fitProblem(area, view);
  if (fit) problems.push(fit);
  return problems;
}
