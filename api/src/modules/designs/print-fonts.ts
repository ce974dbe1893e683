import { fileURLToPath } from 'node:url';
import type * as Fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { lazyRequire } from '../../lib/lazy.js';

const fontkit = lazyRequire<typeof Fontkit>('fontkit');

/**
 * The editor's fonts, outlined on the server from the very files the browser loads
 * (mf-builder/src/fonts, SIL Open Font License): librsvg ignores `@font-face`, so a print file
 * never holds a `<text>`. Lobster has one face: bold or italic Lobster is outlined regular (the
 * browser's synthetic bold and slant are not reproduced).
 */
const FONT_DIR = new URL('../../../../mf-builder/src/fonts/', import.meta.url);

const FACES: Record<string, string> = {
  'Roboto/400/normal': 'roboto-latin-400-normal.woff2',
  'Roboto/700/normal': 'roboto-latin-700-normal.woff2',
  'Roboto/400/italic': 'roboto-latin-400-italic.woff2',
  'Roboto/700/italic': 'roboto-latin-700-italic.woff2',
  'Lobster/400/normal': 'lobster-latin-400-normal.woff2',
};

const opened = new Map<string, Font>();

/** The face closest to what the editor drew; an unknown family is outlined in Roboto. */
export function fontFor(family: string, bold: boolean, italic: boolean): Font {
  const wanted = `${family}/${bold ? 700 : 400}/${italic ? 'italic' : 'normal'}`;
  const key = FACES[wanted]
    ? wanted
    : FACES[`${family}/400/normal`]
      ? `${family}/400/normal`
      : `Roboto/${bold ? 700 : 400}/${italic ? 'italic' : 'normal'}`;
  let font = opened.get(key);
  if (!font) {
    font = fontkit().openSync(fileURLToPath(new URL(FACES[key]!, FONT_DIR)));
    opened.set(key, font);
  }
  return font;
}
