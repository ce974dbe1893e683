import type { DesignElement } from '@store/contracts';
import { halfExtents } from './element-actions';

export type SelectionEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

/** Which axis each choice moves along, and to which part of the chosen elements' span. */
const LINES: Record<SelectionEdge, ['x' | 'y', 'start' | 'middle' | 'end']> = {
  left: ['x', 'start'],
  center: ['x', 'middle'],
  right: ['x', 'end'],
  top: ['y', 'start'],
  middle: ['y', 'middle'],
  bottom: ['y', 'end'],
};

const round = (value: number) => Math.round(value * 100) / 100;
const centreOf = (element: DesignElement, axis: 'x' | 'y') =>
  axis === 'x' ? element.xMm : element.yMm;

/**
 * The chosen elements lined up on one side (or the middle) of the box they fill together, each
 * measured by the box it fills when turned; the others stay. The box is inside the area, so the
 * aligned elements stay inside too.
 */
export function alignedTogether(
  elements: DesignElement[],
  ids: string[],
  edge: SelectionEdge,
): DesignElement[] {
  const chosen = elements.filter((e) => ids.includes(e.id));
  if (chosen.length < 2) return elements;
  const [axis, part] = LINES[edge];
  const start = Math.min(...chosen.map((e) => centreOf(e, axis) - halfExtents(e)[axis]));
  const end = Math.max(...chosen.map((e) => centreOf(e, axis) + halfExtents(e)[axis]));
  return elements.map((element) => {
    if (!ids.includes(element.id)) return element;
    const half = halfExtents(element)[axis];
    const centre =
      part === 'start' ? start + half : part === 'end' ? end - half : (start + end) / 2;
    return { ...element, [axis === 'x' ? 'xMm' : 'yMm']: round(centre) };
  });
}
