import lobster from '../../fonts/lobster-latin-400-normal.woff2';
import robotoBoldItalic from '../../fonts/roboto-latin-700-italic.woff2';
import robotoBold from '../../fonts/roboto-latin-700-normal.woff2';
import robotoItalic from '../../fonts/roboto-latin-400-italic.woff2';
import roboto from '../../fonts/roboto-latin-400-normal.woff2';

/**
 * The fonts a buyer can use: files shipped with this remote (SIL Open Font License, see
 * src/fonts/), loaded before any text is drawn, or fabric measures with a fallback font.
 */
export const FONT_FAMILIES = ['Roboto', 'Lobster'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

const FACES: [FontFamily, string, FontFaceDescriptors][] = [
  ['Roboto', roboto, { weight: '400', style: 'normal' }],
  ['Roboto', robotoBold, { weight: '700', style: 'normal' }],
  ['Roboto', robotoItalic, { weight: '400', style: 'italic' }],
  ['Roboto', robotoBoldItalic, { weight: '700', style: 'italic' }],
  ['Lobster', lobster, { weight: '400', style: 'normal' }],
];

let loading: Promise<void> | null = null;

/** Adds the faces once and waits until every one of them can draw. */
export function loadFonts(): Promise<void> {
  loading ??= (async () => {
    for (const [family, url, descriptors] of FACES)
      document.fonts.add(new FontFace(family, `url(${url}) format('woff2')`, descriptors));
    await Promise.all(
      FACES.map(([family, , { weight, style }]) =>
        document.fonts.load(`${style} ${weight} 16px "${family}"`),
      ),
    );
  })();
  return loading;
}
