// The minimum line width rule of a technique (`TechniqueRules.minLineWidthMm`): the editor and
// the server run the same code.

import type { TechniqueRules } from '../catalog.ts';
import type { DesignTextElement } from '../designs.ts';

//
// A text's thinnest part is its face's thinnest stroke as a share of the font size (em), measured
// once on the shipped font files: rendered at 400 px per em, the 5th percentile of each inked
// pixel's shorter run (horizontal or vertical): Roboto's crossbars and joins, Lobster's hairlines.
// An unknown face counts as Roboto.
const ROBOTO = { regular: 0.072, bold: 0.1 };
export const THINNEST_STROKE_EM: Record<string, { regular: number; bold: number }> = {
  Roboto: ROBOTO,
  Lobster: { regular: 0.065, bold: 0.065 },
};

/** The thinnest stroke of a text as printed, in mm. */
export function thinnestTextStrokeMm(
  text: Pick<DesignTextElement, 'fontFamily' | 'bold' | 'fontSizeMm'>,
): number {
  const face = THINNEST_STROKE_EM[text.fontFamily] ?? ROBOTO;
  return (text.bold ? face.bold : face.regular) * text.fontSizeMm;
}

/** Whether a line `thinnestMm` wide is thinner than the technique's minimum. */
export function isTooThin(
  thinnestMm: number | null,
  rules: Pick<TechniqueRules, 'minLineWidthMm'>,
): boolean {
  return (
    thinnestMm !== null && rules.minLineWidthMm !== null && thinnestMm < rules.minLineWidthMm - 1e-9
  );
}

// Embroidery (thread palette) checks drawn lines only: a digitiser stitches a text as satin
// columns of their own width, so a text is held by the technique's minimum text height instead.
export const textsHaveLines = (rules: Pick<TechniqueRules, 'palette'>): boolean =>
  rules.palette !== 'thread';
