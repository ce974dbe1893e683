/**
 * Webpack loader for `*.woff2?subset=spanish`: the font cut to the characters of
 * `spanish-subset.cjs` (harfbuzz's subsetter, through subset-font). The Latin files of the
 * templates' fonts lose 14 to 27 % of their bytes (Source Sans 3 28.7 -> 21.1 kB), and every
 * page's first load downloads its template's fonts before it is usable.
 *
 * The fonts of WEIGHT_AXIS_CUT also keep only the weights the store's stylesheets ask for
 * (STORE_WEIGHTS) of their weight axis: Karla 26.4 -> 19.4 kB, Inter 35.2 -> 27.0 kB. The
 * journey `template-fonts.spec.ts` checks that every template font's Spanish file draws each of
 * those weights as its whole file does. Left whole: Montserrat, Nunito and Source Sans 3
 * (harfbuzz's instancer writes them bigger), DM Sans and Archivo (their cut draws the weights
 * between 400 and 900 differently), Fraunces, Playfair Display and Space Grotesk (under 2 kB
 * saved).
 *
 * Every subset keeps only the OpenType features of STORE_FEATURES (subset-font keeps them all
 * unless told): Montserrat 30.5 -> 29.3 kB, IBM Plex Sans 27.5 -> 22.8 kB.
 */
const path = require('node:path');
const { SPANISH_TEXT, STORE_FEATURES, STORE_WEIGHTS } = require('./spanish-subset.cjs');

/** The @fontsource file names' prefixes of the fonts whose weight axis is cut. */
const WEIGHT_AXIS_CUT = ['ibm-plex-sans', 'inter', 'karla', 'oswald', 'work-sans'];

module.exports = function fontSubsetLoader(font) {
  const done = this.async();
  const family = path.basename(this.resourcePath).split('-latin-')[0];
  const variationAxes = WEIGHT_AXIS_CUT.includes(family) ? { wght: STORE_WEIGHTS } : undefined;
  import('subset-font')
    .then(({ default: subsetFont }) =>
      subsetFont(font, SPANISH_TEXT, {
        targetFormat: 'woff2',
        variationAxes,
        keepFeatures: STORE_FEATURES,
      }),
    )
    .then((subset) => done(null, subset), done);
};
module.exports.raw = true;
