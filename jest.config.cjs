// Every frontend package's Jest tests in one run (each package keeps its own config).
module.exports = {
  projects: [
    'shared/contracts',
    'shared/platform',
    'shared/ui',
    'shell',
    'mf-catalog',
    'mf-cart',
    'mf-checkout',
    'mf-builder',
    'mf-account',
    'mf-backoffice',
  ].map((dir) => `<rootDir>/${dir}/jest.config.cjs`),
};
