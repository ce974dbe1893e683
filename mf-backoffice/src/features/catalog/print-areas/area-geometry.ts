import type { StaffPrintArea, StaffProductView } from '@store/contracts';

/** The numbers of an area the editor changes, in mm. */
export type AreaBox = Pick<StaffPrintArea, 'xMm' | 'yMm' | 'widthMm' | 'heightMm'>;
export type NumberField = keyof Omit<StaffPrintArea, 'view' | 'name'>;
export const NUMBER_FIELDS: readonly NumberField[] = [
  'xMm',
  'yMm',
  'widthMm',
  'heightMm',
  'bleedMm',
  'safetyMm',
];

/** Tenths of a mm: what the catalogue keeps (print-layout.ts rounds the same way). */
export const roundMm = (mm: number) => Math.round(mm * 10) / 10;

/** `12,5` as people type it in Spanish (a dot too); null when it is not a number. */
export function parseMm(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : null;
}
export const formatMm = (mm: number) => String(roundMm(mm)).replace('.', ',');

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** What a box is kept inside: a view in mm, or a picture in its pixels (the pictures' crop). */
export type Bounds = Pick<StaffProductView, 'widthMm' | 'heightMm'>;
/** How a box's numbers are rounded and its smallest side: tenths of a mm and 1 mm by default. */
export interface BoxRules {
  round: (value: number) => number;
  min: number;
  /** An arrow's step, and with Shift. */
  steps: [number, number];
}
export const MM_RULES: BoxRules = { round: roundMm, min: 1, steps: [1, 10] };

/** The box moved by (dx, dy), kept inside its bounds. */
export function moveBox(
  box: AreaBox,
  view: Bounds,
  dx: number,
  dy: number,
  { round }: BoxRules = MM_RULES,
): AreaBox {
  return {
    ...box,
    xMm: round(clamp(box.xMm + dx, 0, view.widthMm - box.widthMm)),
    yMm: round(clamp(box.yMm + dy, 0, view.heightMm - box.heightMm)),
  };
}

/** The box grown or shrunk by (dw, dh) from its bottom-right corner, kept inside its bounds. */
export function resizeBox(
  box: AreaBox,
  view: Bounds,
  dw: number,
  dh: number,
  { round, min }: BoxRules = MM_RULES,
): AreaBox {
  return {
    ...box,
    widthMm: round(clamp(box.widthMm + dw, min, view.widthMm - box.xMm)),
    heightMm: round(clamp(box.heightMm + dh, min, view.heightMm - box.yMm)),
  };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The box after a key on the drawn box: arrows move it one step (1 mm, 10 with Shift); with Alt
 * they change its width and height instead. Null for any other key.
 */
export function boxAfterKey(
  box: AreaBox,
  view: Bounds,
  key: { key: string; shiftKey: boolean; altKey: boolean },
  rules: BoxRules = MM_RULES,
): AreaBox | null {
  const arrow = ARROWS[key.key];
  if (!arrow) return null;
  const step = key.shiftKey ? rules.steps[1] : rules.steps[0];
  const [dx, dy] = [arrow[0] * step, arrow[1] * step];
  return key.altKey ? resizeBox(box, view, dx, dy, rules) : moveBox(box, view, dx, dy, rules);
}
