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
const MIN_SIZE_MM = 1;

/** The box moved by (dx, dy), kept inside its view. */
export function moveBox(box: AreaBox, view: StaffProductView, dx: number, dy: number): AreaBox {
  return {
    ...box,
    xMm: roundMm(clamp(box.xMm + dx, 0, view.widthMm - box.widthMm)),
    yMm: roundMm(clamp(box.yMm + dy, 0, view.heightMm - box.heightMm)),
  };
}

/** The box grown or shrunk by (dw, dh) from its bottom-right corner, kept inside its view. */
export function resizeBox(box: AreaBox, view: StaffProductView, dw: number, dh: number): AreaBox {
  return {
    ...box,
    widthMm: roundMm(clamp(box.widthMm + dw, MIN_SIZE_MM, view.widthMm - box.xMm)),
    heightMm: roundMm(clamp(box.heightMm + dh, MIN_SIZE_MM, view.heightMm - box.yMm)),
  };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The box after a key on the drawn area: arrows move it 1 mm (10 with Shift); with Alt they
 * change its width and height instead. Null for any other key.
 */
export function boxAfterKey(
  box: AreaBox,
  view: StaffProductView,
  key: { key: string; shiftKey: boolean; altKey: boolean },
): AreaBox | null {
  const arrow = ARROWS[key.key];
  if (!arrow) return null;
  const step = key.shiftKey ? 10 : 1;
  const [dx, dy] = [arrow[0] * step, arrow[1] * step];
  return key.altKey ? resizeBox(box, view, dx, dy) : moveBox(box, view, dx, dy);
}
