import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { lazyRequire } from '../../lib/lazy.js';

const fontkit = lazyRequire<typeof Fontkit>('fontkit');

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans (Bitstream Vera licence: free to embed and ship), embedded for everything a buyer
 * or a reseller typed: pdfkit's built-in fonts only cover Latin-1 and garble symbols such as ≥ ✓.
 * It draws many emoji in monochrome; characters it lacks are left out, never shown as boxes.
 */
export const PDF_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  condensed: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
  condensedBold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'),
} as const;

let regular: Font | null = null;

/** Joiners and variation selectors only shape colour emoji: alone they would draw as boxes. */
const SHAPING_ONLY = /\u200d|\ufe0e|\ufe0f|\p{Emoji_Modifier}/gu;

/** The text with every character the embedded font cannot draw left out. */
export function printable(text: string): string {
  regular ??= fontkit().openSync(PDF_FONTS.regular);
  const font = regular;
  let out = '';
  for (const char of text.replace(SHAPING_ONLY, '')) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 && char !== '\n') continue;
    if (char === '\n' || font.hasGlyphForCodePoint(code)) out += char;
  }
  return out.replace(/ {2,}/g, ' ');
}

/** Registers the fonts under short names on a document. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, path] of Object.entries(PDF_FONTS)) doc.registerFont(name, path);
}
