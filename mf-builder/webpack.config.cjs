const { createFederatedConfig } = require('@store/federation');

module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf_builder',
      cssPrefix: 'builder',
      exposes: {
        './CustomizeProductPage': './src/exposes/customize-product-page.tsx',
      },
    },
    env,
    argv,
  );
