declare module 'fontkit' {
  /**
   * The part of fontkit the print files use to outline texts (merged with quotes/fontkit.d.ts);
   * `bbox` is the glyph's inked box, which their test holds against the editor's measure.
   */
  export interface Font {
    unitsPerEm: number;
    layout(text: string): GlyphRun;
  }
  export interface GlyphRun {
    glyphs: { path: { toSVG(): string }; bbox: { minX: number; maxX: number } }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
    advanceWidth: number;
  }
}
