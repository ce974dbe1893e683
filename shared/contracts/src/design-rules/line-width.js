// The minimum line width rule of a technique (`TechniqueRules.minLineWidthMm`), plain ESM so the
// editor and the server run the same code.
//
// A text's thinnest part is its face's thinnest stroke as a share of the font size (em), measured
// once on the shipped font files: rendered at 400 px per em, the 5th percentile of each inked
// pixel's shorter run (horizontal or vertical): Roboto's crossbars and joins, Lobster's hairlines.
// An unknown face counts as Roboto.
export const THINNEST_STROKE_EM = {
  Roboto: { regular: 0.072, bold: 0.1 },
  Lobster: { regular: 0.065, bold: 0.065 },
};

export function thinnestTextStrokeMm(text) {
  const face = THINNEST_STROKE_EM[text.fontFamily] ?? THINNEST_STROKE_EM.Roboto;
  return (text.bold ? face.bold : face.regular) * text.fontSizeMm;
}

export function isTooThin(thinnestMm, rules) {
  return (
    thinnestMm !== null && rules.minLineWidthMm !== null && thinnestMm < rules.minLineWidthMm - 1e-9
  );
}

// Embroidery (thread palette) checks drawn lines only: a digitiser stitches a text as satin
// columns of their own width, so a text is held by the technique's minimum text height instead.
export const textsHaveLines = (rules) => rules.palette !== 'thread';
