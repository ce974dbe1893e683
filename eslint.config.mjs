// One flat config for the whole workspace. Its import rules are the architecture of DESIGN.md
// section 1: remotes never import each other, the shell knows remotes only at run time,
// shared/ imports nothing from an app, and the frontend and the API share only contracts.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = [
  'mf-catalog',
  'mf-cart',
  'mf-checkout',
  'mf-builder',
  'mf-account',
  'mf-backoffice',
];
const APPS = ['shell', ...REMOTES];
const FRONTEND = [...APPS, 'shared/contracts', 'shared/platform', 'shared/ui'];

const dir = (name) => `./${name}`;

/** Path zones (resolved files) and package names that each part may not import. */
const BOUNDARIES = [
  ...REMOTES.map((remote) => ({
    target: remote,
    forbidden: [...APPS.filter((app) => app !== remote), 'api', 'e2e'],
    message:
      'A remote never imports another remote or the shell: use @store/contracts and the event bus.',
  })),
  {
    target: 'shell',
    forbidden: [...REMOTES, 'api', 'e2e'],
    message: 'The shell knows remotes only at run time, from the deploy manifest.',
  },
  {
    target: 'shared',
    forbidden: [...APPS, 'api', 'e2e'],
    message: 'shared/ packages import nothing from an app.',
  },
  {
    target: 'api',
    forbidden: [...APPS, 'shared/platform', 'shared/ui', 'e2e'],
    message: 'The API shares only @store/contracts with the frontend.',
  },
];

/** Libraries that must stay one copy on the page: apps reach them through @store/platform. */
const PLATFORM_OWNED = ['react-router', 'react-router-dom', 'i18next', 'react-i18next', 'axios'];
const platformOnly = {
  group: PLATFORM_OWNED,
  message: 'Use @store/platform: it holds the one copy of the router, i18n and the API client.',
};

const packageName = (part) =>
  part.startsWith('shared/') ? `@store/${part.slice('shared/'.length)}` : `@store/${part}`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'api/.test-build/**',
      '.store/**',
      '.cache/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-cycle': ['error', { maxDepth: 3 }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: BOUNDARIES.map(({ target, forbidden, message }) => ({
            target: dir(target),
            from: forbidden.map(dir),
            message,
          })),
        },
      ],
    },
  },
  ...BOUNDARIES.map(({ target, forbidden, message }) => ({
    files: [`${target}/**/*.{ts,tsx,js,mjs,cjs}`],
    ignores: target === 'shared' ? ['shared/platform/**'] : [],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbidden.flatMap((part) => [packageName(part), `${packageName(part)}/*`]),
              message,
            },
            ...(REMOTES.includes(target) || target === 'shared' ? [platformOnly] : []),
          ],
        },
      ],
    },
  })),
  {
    files: FRONTEND.map((part) => `${part}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: [
      '**/*.cjs',
      '**/webpack.config.*',
      'scripts/**',
      'e2e/**',
      'api/**',
      'shared/deploy/**',
    ],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    // Playwright fixtures without dependencies are written `async ({}, use) => ...`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  prettier,
);
