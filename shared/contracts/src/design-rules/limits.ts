/**
 * How big a design may be (issue 31). Each figure keeps the embroidery preview of a view under
 * 1 s and a print file bounded, with room for any real promotional design (a logo or two and a
 * few lines of text per print area). The API refuses a design past any of them wherever one
 * enters (price, cart, quote, order, the order's design change, the preview), naming the limit;
 * the builder holds its fields to them.
 */
export const DESIGN_LIMITS = Object.freeze({
  /** Elements (texts and pictures) on one view. */
  elementsPerView: 20,
  /** Picture elements in the whole design: each is decoded whole to be drawn. */
  pictures: 4,
  /** Characters of one text. */
  textCharacters: 100,
  /** Characters of all the texts of a design together. */
  designCharacters: 1000,
  /** A text's letter height, in mm. */
  fontSizeMm: Object.freeze({ min: 0.5, max: 600 }),
  /** A print area's side, in mm: 7087 px at 300 DPI, under 50 MP a print file. */
  printAreaMm: 600,
  /** The design's JSON, in bytes (UTF-8). */
  jsonBytes: 32 * 1024,
} as const);
