// @ts-check
/**
 * The Jest preset of every frontend package: ts-jest in CommonJS (Jest's module system), jsdom,
 * Testing Library's matchers, CSS modules as identity proxies, the cache inside the repo.
 */
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/**
 * @param {{ dir: string, environment?: 'jsdom' | 'node', moduleNameMapper?: Record<string, string> }} options
 */
module.exports = function jestPreset({ dir, environment = 'jsdom', moduleNameMapper = {} }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    // Workspace packages from their TypeScript (the `store-source` export condition), not their dist/.
    testEnvironmentOptions: {
      customExportConditions: [
        'store-source',
        ...(environment === 'jsdom' ? ['browser'] : ['node']),
      ],
    },
    // A ceiling for a loaded CI machine, not a wait: see jest-setup.cjs. Jest reads it when one
    // package runs alone; the root jest.config.cjs sets the same for the whole run.
    testTimeout: 30_000,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    cacheDirectory: path.join(ROOT, '.cache/jest'),
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup.cjs')] : [],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('ts-jest'),
        {
          // Jest runs CommonJS; verbatimModuleSyntax would forbid that, and types are checked by tsc.
          tsconfig: {
            module: 'commonjs',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            verbatimModuleSyntax: false,
            isolatedModules: true,
            esModuleInterop: true,
            allowJs: true,
          },
          diagnostics: false,
        },
      ],
    },
    // uuid ships only ES modules: let ts-jest turn it into CommonJS like our own code.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/uuid@[^/]+/node_modules/)?uuid/)'],
    moduleNameMapper: {
      '\\.css$': require.resolve('identity-obj-proxy'),
      '\\.(png|jpe?g|gif|svg|webp|woff2?)$': path.join(__dirname, 'jest-file-stub.cjs'),
      ...moduleNameMapper,
    },
    globals: { __STORE_RELEASE__: 'test', __STORE_APP__: 'test' },
  };
};
