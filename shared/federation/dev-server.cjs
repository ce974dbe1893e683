// @ts-check
/**
 * `npm run dev`: each browser app under webpack-dev-server with hot module replacement and React
 * Fast Refresh. The store keeps serving the apps' files from their dist/ folders (written to
 * disk), so pages, boot payloads and server rendering are the ones `npm start` gives; only the
 * update signal comes from the app's own dev server, over a WebSocket. Why each setting is what
 * it is: this package's README.
 */
const path = require('node:path');
const webpack = require('webpack');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const createReactRefreshTransformer = require('react-refresh-typescript').default;

/** Each app's dev server answers on the store's port plus this (8081 to 8087 beside :8080). */
const DEV_PORT_OFFSETS = {
  shell: 1,
  mf_catalog: 2,
  mf_cart: 3,
  mf_checkout: 4,
  mf_builder: 5,
  mf_account: 6,
  mf_backoffice: 7,
};

/** @param {string} name container name */
function devPort(name) {
  const offset = DEV_PORT_OFFSETS[/** @type {keyof typeof DEV_PORT_OFFSETS} */ (name)];
  if (offset === undefined)
    throw new Error(`No dev server port for ${name}: add it to dev-server.cjs`);
  return Number(process.env.PORT || 8080) + offset;
}

/**
 * The webpack-dev-server options of the app `name`.
 * @param {string} name container name
 */
function devServerFor(name) {
  const port = devPort(name);
  return {
    host: 'localhost',
    port,
    hot: true,
    // The store serves every file (from dist/): the browser asks the dev server for nothing but
    // its update signal, so no static folder, no CORS headers and no history fallback.
    static: false,
    devMiddleware: { writeToDisk: true },
    client: {
      webSocketURL: { hostname: 'localhost', port, pathname: '/ws' },
      // Build errors cover the page; runtime errors are left to the store's error boundaries,
      // which show what a buyer would see.
      overlay: { errors: true, warnings: false, runtimeErrors: false },
    },
  };
}

/**
 * Fast Refresh for a browser build. One refresh runtime per page: React takes one refresh
 * handler, and a remote's own runtime would never see the renderer the shell's runtime already
 * hooked (pmmmwh/react-refresh-webpack-plugin#394, #863). So the shell publishes its runtime and
 * every remote's `react-refresh/runtime` is that one.
 * @param {boolean} host
 */
function refreshPlugins(host) {
  return [
    new ReactRefreshPlugin({
      overlay: false,
      // The "runtime injected" flag is named after `library`: one name, so only the shell injects.
      library: 'store',
      // The runtime hand-over itself is no component (and must not import the runtime it is).
      exclude: [/node_modules/, path.join(__dirname, 'refresh-runtime')],
    }),
    ...(host
      ? []
      : [
          new webpack.NormalModuleReplacementPlugin(
            /(^|[\\/])react-refresh[\\/]runtime(\.js)?$/,
            require.resolve('./refresh-runtime/of-shell.cjs'),
          ),
        ]),
  ];
}

/** The shell's entry publishes its refresh runtime before any remote loads. */
const REFRESH_RUNTIME_PROVIDER = require.resolve('./refresh-runtime/provide.cjs');

/** ts-loader's transformer that marks components for Fast Refresh. */
const refreshTransformers = () => ({ before: [createReactRefreshTransformer()] });

/**
 * For an app with a server build: under `webpack serve` the server build (`--env server`) runs
 * beside the browser's in the same process, rebuilt on every change for the server render.
 * Elsewhere the config is the one asked for (`npm run build` runs the two builds in turn).
 * @param {(env: Record<string, unknown>, argv: object) => object} config
 */
const withServerBuildInDev =
  (config) =>
  /** @param {Record<string, unknown>} [env] webpack's --env @param {object} [argv] */
  (env = {}, argv = {}) =>
    env.WEBPACK_SERVE && !env.server
      ? [config(env, argv), config({ ...env, server: true }, argv)]
      : config(env, argv);

module.exports = {
  devServerFor,
  refreshPlugins,
  refreshTransformers,
  withServerBuildInDev,
  REFRESH_RUNTIME_PROVIDER,
  DEV_PORT_OFFSETS,
};
