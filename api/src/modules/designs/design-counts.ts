import { thinnestTextStrokeMm } from '@store/contracts/design-rules';
import type { UsedPrintArea } from '../pricing/index.js';
import type { DesignUploadsTable } from './designs.tables.js';
import { distinctInks } from './spot-colors.js';

/**
 * What a design prints, read from the design itself (never from the figures a client sends):
 * the distinct inks of its texts and of the stored uploads it references, and the print areas
 * with something in them. A customisation that is not a design prints one colour in one area.
 */

export interface DesignImageUse {
  upload: string;
  widthMm: number;
  heightMm: number;
}

export interface DesignContents {
  textColors: string[];
  images: DesignImageUse[];
  usedAreas: number;
  /** The print area of each view with something on it: what a technique's maximum limits. */
  printAreas: UsedPrintArea[];
  /** The smallest text height (mm), null without texts. */
  smallestTextMm: number | null;
  /** The thinnest stroke of the texts as printed (mm, `thinnestTextStrokeMm`), null without. */
  thinnestTextMm: number | null;
  /** The widest and tallest element (mm): what a technique's maximum imprint limits. */
  largestMm: { width: number; height: number };
}

const HEX = /^#[0-9a-f]{6}$/i;
const UPLOAD_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|svg)$/;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

const VIEW_NAME_LENGTH = 60;

function usedPrintArea(view: unknown): UsedPrintArea {
  const area = isObject(view) && isObject(view.printArea) ? view.printArea : {};
  const name = isObject(view) && typeof view.view === 'string' ? view.view : '';
  return {
    view: name.slice(0, VIEW_NAME_LENGTH),
    widthMm: positive(area.widthMm),
    heightMm: positive(area.heightMm),
  };
}

/** The parts of a customisation that cost money; null when it is not a design. */
export function designContents(customization: unknown): DesignContents | null {
  if (!isObject(customization) || !Array.isArray(customization.views)) return null;
  const contents: DesignContents = {
    textColors: [],
    images: [],
    usedAreas: 0,
    printAreas: [],
    smallestTextMm: null,
    thinnestTextMm: null,
    largestMm: { width: 0, height: 0 },
  };
  for (const view of customization.views) {
    const elements = isObject(view) && Array.isArray(view.elements) ? view.elements : [];
    if (elements.length > 0) {
      contents.usedAreas += 1;
      contents.printAreas.push(usedPrintArea(view));
    }
    for (const element of elements) {
      if (!isObject(element)) continue;
      contents.largestMm = {
        width: Math.max(contents.largestMm.width, positive(element.widthMm)),
        height: Math.max(contents.largestMm.height, positive(element.heightMm)),
      };
      if (element.type === 'text' && positive(element.fontSizeMm))
        contents.smallestTextMm = Math.min(
          contents.smallestTextMm ?? Infinity,
          positive(element.fontSizeMm),
        );
      if (element.type === 'text' && positive(element.fontSizeMm))
        contents.thinnestTextMm = Math.min(
          contents.thinnestTextMm ?? Infinity,
          thinnestTextStrokeMm({
            fontFamily: String(element.fontFamily),
            bold: element.bold === true,
            fontSizeMm: positive(element.fontSizeMm),
          }),
        );
      if (element.type === 'text' && typeof element.fill === 'string' && HEX.test(element.fill))
        contents.textColors.push(element.fill.toLowerCase());
      if (element.type === 'image' && typeof element.upload === 'string')
        contents.images.push({
          upload: UPLOAD_NAME.test(element.upload) ? element.upload : '',
          widthMm: positive(element.widthMm),
          heightMm: positive(element.heightMm),
        });
    }
  }
  return contents;
}

type StoredUpload = Pick<
  DesignUploadsTable,
  'stored_name' | 'colors_json' | 'width_px' | 'height_px' | 'is_vector'
>;

/** The inks of a design: its texts' colours and its uploads' counted colours, merged. */
export function inksOf(contents: DesignContents, uploads: StoredUpload[]): string[] {
  const colors = [...contents.textColors];
  for (const image of contents.images) {
    const upload = uploads.find((candidate) => candidate.stored_name === image.upload);
    colors.push(...(upload ? (JSON.parse(upload.colors_json) as string[]) : []));
  }
  return distinctInks(colors);
}

/** The lowest effective DPI of the raster images at their printed size, or null without any. */
export function lowestDpi(contents: DesignContents, uploads: StoredUpload[]): number | null {
  let lowest: number | null = null;
  for (const image of contents.images) {
    const upload = uploads.find((candidate) => candidate.stored_name === image.upload);
    if (!upload || upload.is_vector || !image.widthMm || !image.heightMm) continue;
    const dpi = Math.min(
      upload.width_px / (image.widthMm / 25.4),
      upload.height_px / (image.heightMm / 25.4),
    );
    lowest = lowest === null ? dpi : Math.min(lowest, dpi);
  }
  return lowest === null ? null : Math.floor(lowest);
}
