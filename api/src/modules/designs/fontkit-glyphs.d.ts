declare module 'fontkit' {
  /** The part of fontkit the print files use to outline texts (merged with quotes/fontkit.d.ts). */
  export interface Font {
    unitsPerEm: number;
    layout(text: string): GlyphRun;
  }
  export interface GlyphRun {
    glyphs: { path: { toSVG(): string } }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
    advanceWidth: number;
  }
}
