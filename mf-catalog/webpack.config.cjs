const { createFederatedConfig, withServerBuildInDev } = require('@store/federation');

module.exports = withServerBuildInDev((env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf_catalog',
      cssPrefix: 'catalog',
      exposes: {
        './HomePage': './src/exposes/home-page.tsx',
        './ProductListPage': './src/exposes/product-list-page.tsx',
        './ProductDetailPage': './src/exposes/product-detail-page.tsx',
        './FavoritesPage': './src/exposes/favorites-page.tsx',
        './AboutPage': './src/exposes/about-page.tsx',
        './PolicyPage': './src/exposes/policy-page.tsx',
      },
    },
    env,
    argv,
  ),
);
