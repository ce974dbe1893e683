const { createFederatedConfig } = require('@store/federation');

module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf_backoffice',
      cssPrefix: 'backoffice',
      exposes: {
        './BackofficePage': './src/exposes/backoffice-page.tsx',
      },
    },
    env,
    argv,
  );
