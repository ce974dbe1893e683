declare module 'fontkit' {
  /** The part of fontkit (pdfkit's own font engine) the quote PDF uses. */
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
