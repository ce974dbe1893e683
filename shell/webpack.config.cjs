const fs = require('node:fs');
const path = require('node:path');
const {
  createFederatedConfig,
  withServerBuildInDev,
  WORKSPACE_PACKAGES,
} = require('@store/federation');
const routeTable = require('./src/routing/route-table.json');

const TEMPLATE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const templateEntry = (id) => `template-${id}`;
const TEMPLATE_STYLES = path.join(__dirname, 'src', 'templates', 'styles');

/** The folders of the shared `@store/*` packages, as webpack sees their modules (symlinks resolved). */
const workspaceFolders = WORKSPACE_PACKAGES.map(
  (name) =>
    fs.realpathSync(path.dirname(require.resolve(`${name}/package.json`, { paths: [__dirname] }))) +
    path.sep,
);

/**
 * @store/contracts is bundled into each app, not shared (`shared/federation`): the modules of it
 * that both the shell's code and the shared platform use (the route paths) came twice on every
 * page, once inside the shell's code and once in a file of their own for the platform. In the
 * `store` file they come once.
 */
const contractsFolder =
  fs.realpathSync(
    path.dirname(require.resolve('@store/contracts/package.json', { paths: [__dirname] })),
  ) + path.sep;

/**
 * The platform's half of the API client that axios runs (its interceptors): loaded with axios on
 * the first API call (a dynamic import), so it stays out of the `store` file every page loads.
 */
const platformAxios =
  path.join(workspaceFolders[WORKSPACE_PACKAGES.indexOf('@store/platform')], 'src', 'axios') +
  path.sep;

/**
 * Emits what the HTML server reads from the shell's build: `routes.json` (the route table, to
 * preload what a route needs), `templates.json` (each template's stylesheets, linked in the
 * head so a store's first paint already has its template's type and shapes),
 * `template-fonts.json` (the font files of each, preloaded from the head) and `styles.json`
 * (the shell's other stylesheets, for a server-rendered page).
 */
class EmitServerFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitServerFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitServerFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = (value) => new sources.RawSource(JSON.stringify(value, null, 2));
          compilation.emitAsset('routes.json', json(routeTable));
          const styles = Object.fromEntries(
            TEMPLATE_IDS.map((id) => [
              String(id),
              [...compilation.entrypoints.get(templateEntry(id)).getFiles()]
                .filter((file) => file.endsWith('.css'))
                .map((file) => `/shell/${file}`),
            ]),
          );
          compilation.emitAsset('templates.json', json(styles));
          // Each template's Spanish font files, which its stylesheet names: the page's head
          // preloads them, so they are asked for with the stylesheets and not only once the
          // first layout finds text in them.
          const spanishFont = /url\((\/shell\/assets\/[^)]+-es\.[0-9a-f]{8}\.woff2)\)/g;
          const fonts = Object.fromEntries(
            Object.entries(styles).map(([id, files]) => [
              id,
              [
                ...new Set(
                  files.flatMap((file) => {
                    const css = String(compilation.assets[file.slice('/shell/'.length)].source());
                    return [...css.matchAll(spanishFont)].map((match) => match[1]);
                  }),
                ),
              ],
            ]),
          );
          compilation.emitAsset('template-fonts.json', json(fonts));
          // The shell's own stylesheets, linked in the head of a server-rendered page: those of
          // the boot's chunks (the chunk group of `import('./bootstrap')`), not of a chunk loaded
          // later (the dialogs'). The same styles can come out of two chunks (@store/ui's, once
          // shared and once the shell's): each is linked once, as each link is a request before
          // the first paint.
          const boot = compilation.chunkGroups.find((group) =>
            group.origins.some((origin) => origin.request === './bootstrap'),
          );
          const bootFiles = new Set(boot?.getFiles() ?? []);
          const sourceMapComment = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/;
          const seen = new Set();
          const own = Object.keys(compilation.assets)
            .filter((name) => name.endsWith('.css') && bootFiles.has(name))
            .sort()
            .filter((name) => {
              const css = String(compilation.assets[name].source()).replace(sourceMapComment, '');
              if (seen.has(css)) return false;
              seen.add(css);
              return true;
            })
            .map((name) => `/shell/${name}`);
          compilation.emitAsset('styles.json', json(own));
          // A CSS-only entry still gets a script (with the federation runtime); no page loads it.
          for (const id of TEMPLATE_IDS)
            for (const name of Object.keys(compilation.assets))
              if (name.startsWith(`${templateEntry(id)}.js`)) compilation.deleteAsset(name);
        },
      );
    });
  }
}

module.exports = withServerBuildInDev((env, argv) => {
  // The shell's page is served at /{tenant}/...: its files load from /shell/, never relative.
  const config = createFederatedConfig(
    {
      dir: __dirname,
      name: 'shell',
      cssPrefix: 'shell',
      host: true,
      publicPath: '/shell/',
      // Each template font in two files, by unicode-range: the characters Spanish uses, cut at
      // build time (14 to 27 % fewer bytes, every page), and the rest of Latin, loaded only for
      // a page that holds one (build/spanish-subset.cjs).
      extraCssLoaders: {
        include: TEMPLATE_STYLES,
        loaders: [require.resolve('./build/font-face-split-loader.cjs')],
      },
    },
    env,
    argv,
  );
  if (env?.server) return config;
  // One stylesheet per template, fonts included; a store loads only its own.
  for (const id of TEMPLATE_IDS)
    config.entry[templateEntry(id)] = `./src/templates/styles/template-${id}.css`;
  // The Spanish half of a font split by font-face-split-loader.cjs.
  config.module.rules.push({
    test: /\.woff2$/,
    resourceQuery: /subset=spanish/,
    type: 'asset/resource',
    generator: { filename: 'assets/[name]-es.[contenthash:8][ext]' },
    use: [require.resolve('./build/font-subset-loader.cjs')],
  });
  const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
  html.options.chunks = ['main'];
  config.plugins.push(new EmitServerFilesPlugin());
  // Three files besides main.js before the page is usable, instead of nine: React with react-dom,
  // the shared store packages with react-router, and the shell's own code. Each shared package
  // was a file of its own, and every request costs the page's main thread and waits for one of
  // the browser's six connections, behind the page's pictures. The remotes take these packages
  // from the shell (`shared`), so they load them from these two files too.
  config.optimization.splitChunks = {
    cacheGroups: {
      react: {
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
        name: 'react',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      // axios and the platform's interceptors: one file, loaded on the first API call (the
      // platform's import() names no chunk: a group of the same name would not take axios in).
      axios: {
        test: (module) =>
          (module.resource ?? '').startsWith(platformAxios) ||
          /[\\/]node_modules[\\/]axios[\\/]/.test(module.resource ?? ''),
        name: 'axios',
        chunks: 'async',
        enforce: true,
        priority: 30,
      },
      store: {
        test: (module) =>
          !(module.resource ?? '').startsWith(platformAxios) &&
          (/[\\/]node_modules[\\/]react-router[\\/]/.test(module.resource ?? '') ||
            (module.resource ?? '').startsWith(contractsFolder) ||
            workspaceFolders.some((folder) => (module.resource ?? '').startsWith(folder))),
        name: 'store',
        chunks: 'async',
        enforce: true,
        priority: 10,
      },
    },
  };
  return config;
});
