// @ts-check
/**
 * The one webpack + Module Federation preset every app builds with. Per app only the container
 * name, the exposed modules and the CSS prefix differ. The rules behind each setting are in
 * ../notes/module-federation.md (shared/notes in the design docs) and this package's README.
 */
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const {
  devServerFor,
  refreshPlugins,
  refreshTransformers,
  withServerBuildInDev,
  REFRESH_RUNTIME_PROVIDER,
} = require('./dev-server.cjs');

// Shared as one copy: the platform holds the page's run-time state (session, bus, API client,
// i18next, router). @store/contracts and @store/ui hold no state, so each app bundles the part it
// uses instead of the shell loading both whole on every page (3.4 kB gzip less on the home).
const WORKSPACE_PACKAGES = ['@store/platform'];

/** Version of a package as the app at `appDir` resolves it. */
function installedVersion(appDir, name) {
  const file = require.resolve(`${name}/package.json`, { paths: [appDir] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * One copy each at run time. React's and react-dom's subpaths are shared too (`react/` and
 * `react-dom/` keys): otherwise `react-dom/client` is bundled twice and React throws #527.
 * react-router lives inside `@store/platform` (remotes import it from there), so it is one copy
 * with it. A package shared on its own is bundled whole: react-router alone weighed 61 kB gzip;
 * through the platform webpack keeps what is used.
 */
function sharedSingletons(appDir) {
  const caret = (name) => ({
    singleton: true,
    requiredVersion: `^${installedVersion(appDir, name)}`,
  });
  const shared = {
    react: caret('react'),
    'react/': caret('react'),
    'react-dom': caret('react-dom'),
    'react-dom/': caret('react-dom'),
  };
  for (const name of WORKSPACE_PACKAGES) {
    const version = installedVersion(appDir, name);
    // workspace:* carries no semver range, so each shared package states its own.
    shared[name] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}

/**
 * TypeScript transpiled only (types are checked by `tsc --noEmit`); under `webpack serve` its
 * components are also marked for Fast Refresh.
 */
/** Workspace packages are bundled from their TypeScript (the `store-source` export condition), not dist/. */
const SOURCE_FIRST = ['store-source', '...'];

const typescriptRule = (dir, hot = false) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('ts-loader'),
    options: {
      transpileOnly: true,
      configFile: path.join(dir, 'tsconfig.json'),
      ...(hot ? { getCustomTransformers: refreshTransformers } : {}),
    },
  },
});

const releaseOf = (dir) =>
  process.env.STORE_RELEASE ||
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;

const outputDir = (dir) =>
  process.env.STORE_OUT_DIR ? path.resolve(process.env.STORE_OUT_DIR) : path.join(dir, 'dist');

/** CSS module class names: the server build must name every class exactly as the browser's. */
const cssModules = (cssPrefix, production) => ({
  localIdentName: production
    ? `${cssPrefix}-[local]-[hash:base64:5]`
    : `${cssPrefix}-[name]-[local]`,
  namedExport: false,
  exportLocalsConvention: 'as-is',
});

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name container name, an identifier (`mf_cart`, `shell`)
 * @param {string} options.cssPrefix team prefix for CSS class names (`cart`, `shell`)
 * @param {Record<string, string>} [options.exposes] exposed modules of a remote
 * @param {boolean} [options.host] the shell: registers remotes at run time, emits index.html
 * @param {string} [options.publicPath] where the host's files are served from ('auto' for remotes)
 * @param {{ include: string, loaders: string[] }} [options.extraCssLoaders] global stylesheets
 *   under `include` also go through `loaders`, after css-loader, the ones they @import included
 * @param {Record<string, string | undefined>} [env] webpack's --env
 * @param {{ mode?: string }} [argv]
 */
function createFederatedConfig(options, env = {}, argv = {}) {
  if (env.server) return createServerConfig(options, env, argv);
  const { dir, name, cssPrefix, exposes = {}, host = false, publicPath = 'auto' } = options;
  const { extraCssLoaders } = options;
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  // `webpack serve` (npm run dev): hot module replacement and Fast Refresh, see dev-server.cjs.
  const hot = Boolean(env.WEBPACK_SERVE) && !production;
  const release = releaseOf(dir);
  const outputPath = outputDir(dir);
  // `importLoaders`: css-loader runs an @import-ed stylesheet through the loaders after it only
  // when told how many there are.
  const cssLoader = (modules, importLoaders = 0) => ({
    loader: require.resolve('css-loader'),
    options: modules
      ? { modules: cssModules(cssPrefix, production) }
      : { modules: false, importLoaders },
  });

  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // A remote's only entry is its container (remoteEntry.js); the shell has a page entry.
    entry: host ? { main: [...(hot ? [REFRESH_RUNTIME_PROVIDER] : []), './src/index.ts'] } : {},
    // No eval in development either: the store's pages allow no 'unsafe-eval' (CSP).
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: 'web',
    output: {
      path: outputPath,
      // Pitfall: [contenthash] in `filename` breaks the federation runtime; entries keep their
      // name (and are versioned by folder), async chunks are content-hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath,
      uniqueName: name,
      // The dev server's first build would otherwise delete the server build beside it.
      clean: hot ? { keep: /^server\// } : true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], conditionNames: SOURCE_FIRST },
    module: {
      rules: [
        typescriptRule(dir, hot),
        // CSS goes to content-hashed files, loaded with the chunk that needs it (never inside JS).
        { test: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader(true)] },
        {
          test: /\.css$/,
          exclude: [/\.module\.css$/, ...(extraCssLoaders ? [extraCssLoaders.include] : [])],
          use: [MiniCssExtractPlugin.loader, cssLoader(false)],
        },
        ...(extraCssLoaders
          ? [
              {
                test: /\.css$/,
                include: extraCssLoaders.include,
                use: [
                  MiniCssExtractPlugin.loader,
                  cssLoader(false, extraCssLoaders.loaders.length),
                  ...extraCssLoaders.loaders,
                ],
              },
            ]
          : []),
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
      }),
      new webpack.DefinePlugin({
        __STORE_RELEASE__: JSON.stringify(release),
        __STORE_APP__: JSON.stringify(name),
      }),
      new ModuleFederationPlugin({
        name,
        filename: host ? undefined : 'remoteEntry.js',
        manifest: true,
        exposes: host ? undefined : exposes,
        remotes: host ? {} : undefined,
        shared: sharedSingletons(dir),
        // version-first would load every remote entry at start to negotiate versions: one remote
        // that is down could break start-up, and a remote's newer React would win for the page.
        shareStrategy: 'loaded-first',
        // Singleton versions are checked when a remote is deployed, not again in every page.
        runtimePlugins: [require.resolve('./singletons-checked-at-deploy.cjs')],
        dts: false,
        // Each container keeps its own federation runtime: the shell providing one to the remotes
        // (provideExternalRuntime) made the home heavier (shell 24.7 -> 46.8 kB, a remote entry
        // 19.4 -> 8.5 kB gzip), since the shell then ships runtime-core whole beside its own.
        experiments: host
          ? { optimization: { target: 'web', disableSnapshot: true } }
          : { optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
      }),
      ...(host
        ? [
            new HtmlWebpackPlugin({
              template: path.join(dir, 'src/index.html'),
              inject: 'body',
              publicPath,
              scriptLoading: 'defer',
              // In development too: whitespace left around the server-rendered markup inside
              // #root would not match what React hydrates (a hydration error on every page).
              minify: { collapseWhitespace: true, removeComments: false },
            }),
          ]
        : []),
      ...(hot ? refreshPlugins(host) : []),
    ],
    ...(hot ? { devServer: devServerFor(name) } : {}),
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // webpack 5.111 also minifies HTML assets; that would drop the shell's <!--store:...-->
      // markers the HTML server fills. html-webpack-plugin already minifies the page.
      minimize: production ? { html: false } : false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    ignoreWarnings: [/publicPath.*auto/i],
  };
}

/**
 * The server build (`--env server`), into `<dist>/server/`: the same modules and `shared` map for
 * Node, as Module Federation's node runtime loads them. A remote is a `commonjs-module` container
 * whose chunks the node runtime plugin reads from its folder; the shell is a host whose entry
 * exports `render` (see shell/src/server.ts). CSS gives only class names (the browser build
 * emits the stylesheets); other files are referenced, never emitted twice.
 */
function createServerConfig(options, env = {}, argv = {}) {
  const { dir, name, cssPrefix, exposes = {}, host = false } = options;
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: host ? { main: './src/server.ts' } : {},
    devtool: false,
    target: 'async-node',
    output: {
      path: path.join(outputDir(dir), 'server'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: 'auto',
      uniqueName: `${name}_server`,
      library: host ? { type: 'commonjs-module' } : undefined,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], conditionNames: SOURCE_FIRST },
    module: {
      rules: [
        typescriptRule(dir),
        {
          test: /\.module\.css$/,
          use: {
            loader: require.resolve('css-loader'),
            options: { modules: { ...cssModules(cssPrefix, production), exportOnlyLocals: true } },
          },
        },
        { test: /\.css$/, exclude: /\.module\.css$/, use: require.resolve('./empty-loader.cjs') },
        {
          test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __STORE_RELEASE__: JSON.stringify(releaseOf(dir)),
        __STORE_APP__: JSON.stringify(name),
      }),
      new ModuleFederationPlugin({
        name,
        filename: host ? undefined : 'remoteEntry.js',
        library: host ? undefined : { type: 'commonjs-module', name },
        remoteType: 'script',
        exposes: host ? undefined : exposes,
        remotes: host ? {} : undefined,
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    ignoreWarnings: [/publicPath.*auto/i],
    // Under `webpack serve` it is watched beside the browser build, with no dev server of its own.
    ...(env.WEBPACK_SERVE ? { devServer: false } : {}),
  };
}

module.exports = {
  createFederatedConfig,
  sharedSingletons,
  withServerBuildInDev,
  WORKSPACE_PACKAGES,
};
