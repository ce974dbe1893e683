const { createFederatedConfig } = require('@store/federation');

module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf_cart',
      cssPrefix: 'cart',
      exposes: {
        './CartDrawer': './src/exposes/cart-drawer.tsx',
        './ShoppingCartPage': './src/exposes/shopping-cart-page.tsx',
      },
    },
    env,
    argv,
  );
