// Every frontend package's Jest tests in one run (each package keeps its own config).
module.exports = {
  // A ceiling for a loaded CI machine, not a wait (shared/federation/jest-setup.cjs). Here, not only
  // in the packages' preset: jest-circus reads the run's (global) testTimeout and ignores a
  // project's, so a component test typing a whole form under load stopped at Jest's 5 s.
  testTimeout: 30_000,
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
