/**
 * Webpack pre-loader for the templates' font stylesheets (`src/templates/styles/fonts/*.css`):
 * each @font-face rule of a @fontsource Latin file becomes two with the same descriptors, one per
 * `unicode-range` (`spanish-subset.cjs`):
 *
 * - the Spanish subset (`?subset=spanish`, cut by `font-subset-loader.cjs`), which every page
 *   downloads;
 * - the whole Latin file, for the Latin characters the subset leaves out, which the browser
 *   downloads only for a page that holds one of them.
 *
 * The two ranges do not overlap, so a page never downloads both for one character. The
 * stylesheets stay as a designer writes them: one rule per font, the file @fontsource ships.
 */
const postcss = require('postcss');
const { SPANISH_UNICODE_RANGE, LATIN_REST_UNICODE_RANGE } = require('./spanish-subset.cjs');

const LATIN_FILE = /(-latin-[\w-]+\.woff2)(['")])/;

module.exports = function fontFaceSplitLoader(css) {
  const root = postcss.parse(css, { from: this.resourcePath });
  root.walkAtRules('font-face', (rule) => {
    const src = rule.nodes.find((node) => node.type === 'decl' && node.prop === 'src');
    if (!src || !LATIN_FILE.test(src.value)) return;
    const subset = rule.clone();
    subset.walkDecls('src', (decl) => {
      decl.value = decl.value.replace(LATIN_FILE, '$1?subset=spanish$2');
    });
    subset.append({ prop: 'unicode-range', value: SPANISH_UNICODE_RANGE });
    rule.append({ prop: 'unicode-range', value: LATIN_REST_UNICODE_RANGE });
    rule.after(subset);
  });
  return root.toString();
};
