import type {
  DesignElement,
  DesignImageElement,
  DesignTextElement,
  DesignUpload,
  PrintArea,
} from '@store/contracts';
import { effectiveDpi } from './dpi';

/** New elements and the toolbar's changes to a view's elements (bottom of the list is drawn first). */

const newId = () => Math.random().toString(36).slice(2, 10);

export function newText(area: PrintArea, text: string, fill: string): DesignTextElement {
  const fontSizeMm = Math.max(4, Math.min(12, area.heightMm / 5));
  return {
    id: newId(),
    type: 'text',
    text,
    fill,
    fontFamily: 'Roboto',
    fontSizeMm,
    bold: false,
    italic: false,
    align: 'center',
    xMm: area.widthMm / 2,
    yMm: area.heightMm / 2,
    widthMm: fontSizeMm * text.length * 0.5,
    heightMm: fontSizeMm * 1.16,
    angle: 0,
  };
}

/** How wide a new picture is placed: 60 % of the area, or less when it is tall. */
const placedWidthMm = (area: Pick<PrintArea, 'widthMm' | 'heightMm'>, ratio: number) =>
  Math.min(area.widthMm * 0.6, (area.heightMm * 0.6) / ratio);

/**
 * The DPI a picture of this many pixels would have where a new picture is placed: the spec's
 * minimum upload DPI is checked against it before the file is sent.
 */
export function placedDpi(
  widthPx: number,
  heightPx: number,
  area: Pick<PrintArea, 'widthMm' | 'heightMm'>,
): number {
  const ratio = heightPx / widthPx;
  const widthMm = placedWidthMm(area, ratio);
  return effectiveDpi(widthPx, heightPx, widthMm, widthMm * ratio);
}

/** An uploaded picture placed in the centre, fitted inside the area when it is bigger. */
export function newImage(area: PrintArea, upload: DesignUpload): DesignImageElement {
  const ratio = upload.heightPx / upload.widthPx;
  const widthMm = placedWidthMm(area, ratio);
  return {
    id: newId(),
    type: 'image',
    upload: upload.name,
    widthPx: upload.widthPx,
    heightPx: upload.heightPx,
    isVector: upload.isVector,
    xMm: area.widthMm / 2,
    yMm: area.heightMm / 2,
    widthMm,
    heightMm: widthMm * ratio,
    angle: 0,
  };
}

/** A copy of an element under a new id, 5 mm down and right where the area leaves room. */
export function copyOf(source: DesignElement, area: PrintArea): DesignElement {
  const offset = (value: number, limit: number) => Math.min(value + 5, limit);
  return {
    ...source,
    id: newId(),
    xMm: offset(source.xMm, area.widthMm - source.widthMm / 2),
    yMm: offset(source.yMm, area.heightMm - source.heightMm / 2),
  };
}

export function restack(elements: DesignElement[], id: string, step: 1 | -1) {
  const index = elements.findIndex((e) => e.id === id);
  const target = index + step;
  if (index < 0 || target < 0 || target >= elements.length) return elements;
  const next = [...elements];
  [next[index], next[target]] = [next[target] as DesignElement, next[index] as DesignElement];
  return next;
}

export const centred = (element: DesignElement, area: PrintArea): DesignElement => ({
  ...element,
  xMm: area.widthMm / 2,
  yMm: area.heightMm / 2,
});

export type AreaEdge = 'left' | 'right' | 'top' | 'bottom';

/** Half the width and height of the element's box as it is turned (what touches the edges). */
export function halfExtents(element: DesignElement) {
  const rad = (element.angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  return {
    x: (element.widthMm * cos + element.heightMm * sin) / 2,
    y: (element.widthMm * sin + element.heightMm * cos) / 2,
  };
}

/** The element moved against one edge of the print area, keeping the other axis. */
export function alignedIn(element: DesignElement, area: PrintArea, edge: AreaEdge): DesignElement {
  const half = halfExtents(element);
  const round = (value: number) => Math.round(value * 100) / 100;
  switch (edge) {
    case 'left':
      return { ...element, xMm: round(half.x) };
    case 'right':
      return { ...element, xMm: round(area.widthMm - half.x) };
    case 'top':
      return { ...element, yMm: round(half.y) };
    case 'bottom':
      return { ...element, yMm: round(area.heightMm - half.y) };
  }
}
