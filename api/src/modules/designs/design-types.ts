import type { PrintArea } from '@store/contracts/wire/catalog';

/**
 * A saved design as the builder writes it (the `customization` of a cart, quote or order line),
 * read by the print files and the embroidery preview. The API keeps shared/contracts out of its
 * own program; `contract-check/wire.check.ts` holds these types equal to the contracts' ones.
 */
interface PlacedElement {
  id: string;
  /** Centre, from the print area's top-left corner, in mm. */
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  angle: number;
}

export interface DesignTextElement extends PlacedElement {
  type: 'text';
  text: string;
  /** `#rrggbb` */
  fill: string;
  fontFamily: string;
  fontSizeMm: number;
  bold: boolean;
  italic: boolean;
  align: 'left' | 'center' | 'right';
  /** Curved text: its baseline's radius in mm (negative bends under); absent or 0 is straight. */
  curveMm?: number;
}

export interface DesignImageElement extends PlacedElement {
  type: 'image';
  /** The stored upload's name: its pixels and colours are read from it. */
  upload: string;
  widthPx: number;
  heightPx: number;
  isVector: boolean;
}

export type DesignElement = DesignTextElement | DesignImageElement;

export interface DesignView {
  view: string;
  printArea: PrintArea;
  elements: DesignElement[];
  /** The saved mockup of this view (an upload's name). */
  mockup?: string;
}
