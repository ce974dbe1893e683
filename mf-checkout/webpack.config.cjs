const { createFederatedConfig } = require('@store/federation');

module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf_checkout',
      cssPrefix: 'checkout',
      exposes: {
        './CheckoutPage': './src/exposes/checkout-page.tsx',
        './ConfirmPurchasePage': './src/exposes/confirm-purchase-page.tsx',
      },
    },
    env,
    argv,
  );
