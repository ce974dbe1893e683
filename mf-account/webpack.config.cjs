const { createFederatedConfig } = require('@store/federation');

module.exports = (env, argv) =>
  createFederatedConfig(
    {
      dir: __dirname,
      name: 'mf_account',
      cssPrefix: 'account',
      exposes: {
        './AuthPage': './src/exposes/auth-page.tsx',
        './ActivatePage': './src/exposes/activate-page.tsx',
        './ResetPasswordPage': './src/exposes/reset-password-page.tsx',
        './ProfilePage': './src/exposes/profile-page.tsx',
        './OrdersListPage': './src/exposes/orders-list-page.tsx',
        './OrderDetailPage': './src/exposes/order-detail-page.tsx',
        './QuotesListPage': './src/exposes/quotes-list-page.tsx',
        './QuoteDetailPage': './src/exposes/quote-detail-page.tsx',
      },
    },
    env,
    argv,
  );
