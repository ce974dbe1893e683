import type { DesignElement, DesignView } from '@store/contracts';
import type Sharp from 'sharp';
import { AppError } from '../../http/errors.js';
import { DESIGN_MESSAGES } from './design-messages.js';
import { PRINT_AREA_MAX_MM } from './designer-settings.js';
import { imageSvg, textSvg } from './print-layout.js';
import { lazyRequire } from '../../lib/lazy.js';

const sharp = lazyRequire<typeof Sharp>('sharp');

/** Print files are 300 DPI at the print area's real size. */
export const PRINT_DPI = 300;

export const pxOf = (mm: number, dpi = PRINT_DPI) => Math.round((mm / 25.4) * dpi);

export interface PrintFile {
  view: string;
  widthMm: number;
  heightMm: number;
  widthPx: number;
  heightPx: number;
  /** Vector master: millimetres, texts outlined, images embedded as uploaded. */
  svg: string;
  /** 300 DPI, transparent where nothing prints. */
  png: Buffer;
}

/** An uploaded picture a design references, as stored. */
export interface StoredPicture {
  contentType: string;
  bytes: Buffer;
}

const finite = (...values: unknown[]) =>
  values.every((value) => typeof value === 'number' && Number.isFinite(value));

function isDrawable(element: DesignElement): boolean {
  if (!finite(element.xMm, element.yMm, element.widthMm, element.heightMm, element.angle))
    return false;
  if (element.type === 'text')
    return (
      typeof element.text === 'string' &&
      finite(element.fontSizeMm) &&
      element.fontSizeMm > 0 &&
      (element.curveMm == null || finite(element.curveMm))
    );
  return element.type === 'image' && typeof element.upload === 'string';
}

/** The views of a design that print something; null when the customisation is not a design. */
export function printableViews(customization: unknown): DesignView[] | null {
  const design = customization as { kind?: unknown; views?: unknown } | null;
  if (!design || design.kind !== 'store-design' || !Array.isArray(design.views)) return null;
  return (design.views as DesignView[])
    .filter((view) => view && Array.isArray(view.elements) && view.printArea)
    .map((view) => ({ ...view, elements: view.elements.filter(isDrawable) }))
    .filter((view) => view.elements.length > 0);
}

/** The SVG of a view at `width` x `height` (units: mm for the master, px for the rendering). */
function svgOf(
  view: DesignView,
  pictures: Map<string, StoredPicture>,
  width: string,
  height: string,
) {
  const { widthMm, heightMm } = view.printArea;
  const body = view.elements.map((element) => {
    if (element.type === 'text') return textSvg(element);
    const picture = pictures.get(element.upload);
    if (!picture) throw AppError.unprocessable(DESIGN_MESSAGES.missingUpload);
    return imageSvg(element, picture.contentType, picture.bytes);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${widthMm} ${heightMm}">${body.join('')}</svg>\n`;
}

/**
 * Refuses a view that cannot be drawn: a print area that is not one or larger than any, or a
 * picture it names that is not in `pictures`. Called before a rendering is handed to the render
 * pool (render-pool.ts), whose threads answer plain errors only.
 */
export function assertRenderable(view: DesignView, pictures: Map<string, StoredPicture>): void {
  const { widthMm, heightMm } = view.printArea;
  if (!finite(widthMm, heightMm) || widthMm <= 0 || heightMm <= 0)
    throw AppError.unprocessable(DESIGN_MESSAGES.badPrintArea);
  if (widthMm > PRINT_AREA_MAX_MM || heightMm > PRINT_AREA_MAX_MM)
    throw AppError.unprocessable(DESIGN_MESSAGES.printAreaTooLarge(PRINT_AREA_MAX_MM));
  for (const element of view.elements)
    if (element.type === 'image' && !pictures.has(element.upload))
      throw AppError.unprocessable(DESIGN_MESSAGES.missingUpload);
}

export type RenderedView = Pick<PrintFile, 'widthPx' | 'heightPx' | 'png'>;

/** A view drawn at `dpi`: what a print file and the embroidery preview start from. */
export async function renderPng(
  view: DesignView,
  pictures: Map<string, StoredPicture>,
  dpi: number,
): Promise<RenderedView> {
  assertRenderable(view, pictures);
  const widthPx = pxOf(view.printArea.widthMm, dpi);
  const heightPx = pxOf(view.printArea.heightMm, dpi);
  const png = await sharp()(Buffer.from(svgOf(view, pictures, `${widthPx}`, `${heightPx}`)), {
    limitInputPixels: pxOf(PRINT_AREA_MAX_MM) ** 2,
  })
    .png()
    .withMetadata({ density: dpi })
    .toBuffer();
  return { widthPx, heightPx, png };
}

/** One view's print file, from the saved design (never from the browser's mockup). */
export async function renderPrintFile(
  view: DesignView,
  pictures: Map<string, StoredPicture>,
  dpi = PRINT_DPI,
): Promise<PrintFile> {
  const { widthMm, heightMm } = view.printArea;
  return {
    view: view.view,
    widthMm,
    heightMm,
    ...(await renderPng(view, pictures, dpi)),
    svg: svgOf(view, pictures, `${widthMm}mm`, `${heightMm}mm`),
  };
}
