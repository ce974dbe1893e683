const { createFederatedConfig } = require('@store/federation');
const routeTable = require('./src/routing/route-table.json');

/** Emits the route table as `routes.json`, so the HTML server can preload what a route needs. */
class EmitRouteTablePlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitRouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRouteTablePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'routes.json',
            new sources.RawSource(JSON.stringify(routeTable, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = (env, argv) => {
  // The shell's page is served at /{tenant}/...: its files load from /shell/, never relative.
  const config = createFederatedConfig(
    { dir: __dirname, name: 'shell', cssPrefix: 'shell', host: true, publicPath: '/shell/' },
    env,
    argv,
  );
  config.plugins.push(new EmitRouteTablePlugin());
  return config;
};
