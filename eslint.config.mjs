// One flat config for the whole workspace. Its import rules are the architecture of DESIGN.md
// section 1: remotes never import each other, the shell knows remotes only at run time,
// shared/ imports nothing from an app, and the frontend and the API share only contracts.
// Inside the API, each module is reached through its front door and owns its tables.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
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

/**
 * The API's modules (api/src/modules/<name>/). From outside a module, only its front door
 * (`index.ts`) may be imported; tests may also import its test support (`test-*.ts`,
 * `*-test-support.ts`), and the database's type its tables (`<name>.tables.ts`).
 */
const API_MODULES_DIR = 'api/src/modules';
const API_MODULES = readdirSync(path.join(import.meta.dirname, API_MODULES_DIR), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each table's owning module, read from the modules' `*.tables.ts` (`interface XTables {...}`). */
const TABLE_OWNERS = Object.fromEntries(
  API_MODULES.flatMap((module) =>
    readdirSync(path.join(import.meta.dirname, API_MODULES_DIR, module))
      .filter((file) => file.endsWith('.tables.ts'))
      .flatMap((file) => {
        const text = readFileSync(
          path.join(import.meta.dirname, API_MODULES_DIR, module, file),
          'utf8',
        );
        return [...text.matchAll(/export interface \w+Tables \{([^}]*)\}/g)].flatMap(([, body]) =>
          [...body.matchAll(/^\s*([a-z_]+)\s*:/gm)].map(([, table]) => [table, module]),
        );
      }),
  ),
);
const QUERY_BUILDER_CALLS =
  'selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto';
/** Another module's tables named in a Kysely call (`selectFrom('orders as o')` too). */
const foreignTables = (module) => {
  const tables = Object.keys(TABLE_OWNERS).filter((table) => TABLE_OWNERS[table] !== module);
  return {
    selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDER_CALLS})$/] > Literal.arguments:first-child[value=/^(${tables.join('|')})( as \\w+)?$/]`,
    message: `A module queries only its own tables: ask the owning module's service (its index.ts).`,
  };
};
const TEST_FILES = ['**/*.test.ts', '**/test-*.ts', '**/*-test-support.ts'];

/**
 * Building SQL (a Kysely query or `sql`) is a repository's job: outside `*.repository.ts`, the
 * frozen migrations, `db/` (the database's own plumbing) and tests, it is refused, so the queries
 * of a module stay in one place and its services keep the rules.
 */
const SQL_MESSAGE =
  "SQL lives in the module's repository (<subject>.repository.ts): call one of its functions.";
const SQL_BUILDER_CALLS = 'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto';
const SQL_FREE_IGNORES = [
  ...TEST_FILES,
  '**/*.repository.ts',
  '**/*.migrations.ts',
  'api/src/db/**',
  'api/src/test/**',
];

/**
 * A module's files are private: the rest of the API imports only its front door (`index.ts`), its
 * test support (`test-*.ts`, `*-test-support.ts`, for tests) and its tables' types
 * (`<module>.tables.ts`, which db/database.ts assembles). The wire schemas modules compose are
 * @store/contracts/wire's, not a module's.
 */
const frontDoorZone = (module) => {
  const home = `${API_MODULES_DIR}/${module}`;
  return {
    target: [
      './api/src/*.ts',
      './api/src/!(modules)/**/*',
      `./${API_MODULES_DIR}/*.ts`,
      `./${API_MODULES_DIR}/!(${module})/**/*`,
    ],
    from: [`./${home}/**/*`],
    except: ['index.ts', 'test-*.ts', '*-test-support.ts', `${module}.tables.ts`].map(
      (file) => `**/${home}/${file}`,
    ),
    message: `Import the ${module} module through its front door, ${home}/index.ts.`,
  };
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
      // no-cycle reads the imported files: TypeScript's too (import-x reads only JS otherwise).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // TypeScript's resolution first: the API imports its sources as `./x.js` (NodeNext). Both
      // read workspace packages from their TypeScript (the `store-source` export condition), as
      // tsc, webpack and Jest do, not from a dist/ that may not be built.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: 'api/tsconfig.json',
          conditionNames: [
            'store-source',
            'types',
            'import',
            'require',
            'node',
            'browser',
            'default',
          ],
        }),
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['store-source', 'import', 'require', 'node', 'default'],
        }),
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
      // No depth limit. It sees value imports only; `dpdm` in `npm run lint` adds type imports.
      'import-x/no-cycle': ['error', { maxDepth: '∞' }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...BOUNDARIES.map(({ target, forbidden, message }) => ({
              target: dir(target),
              from: forbidden.map(dir),
              message,
            })),
            ...API_MODULES.map(frontDoorZone),
          ],
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
  // The wire schemas are TypeBox values for the API; the browser code takes their types only, so
  // no schema (and no typebox) reaches a page's bytes.
  {
    files: [
      ...APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
      'shared/platform/src/**/*.{ts,tsx}',
      'shared/ui/src/**/*.{ts,tsx}',
      'shared/contracts/src/**/*.ts',
    ],
    ignores: ['shared/contracts/src/wire/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@store/contracts/wire/*', '**/wire/*.schemas.ts'],
              allowTypeImports: true,
              message: 'Browser code takes the wire schemas as types only (`import type`).',
            },
          ],
        },
      ],
    },
  },
  // A module's SQL names only its own tables (migrations, history, and tests that arrange data
  // are exempt).
  ...API_MODULES.map((module) => ({
    files: [`${API_MODULES_DIR}/${module}/**/*.ts`],
    ignores: [...TEST_FILES, '**/*.migrations.ts'],
    rules: { 'no-restricted-syntax': ['error', foreignTables(module)] },
  })),
  // Outside the repositories no SQL is built. It comes after the foreign-tables block: for the
  // files both match, this rule replaces that one, and a file with no query has no foreign one.
  {
    files: ['api/src/**/*.ts'],
    ignores: SQL_FREE_IGNORES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${SQL_BUILDER_CALLS})$/]`,
          message: SQL_MESSAGE,
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', importNames: ['sql'], message: SQL_MESSAGE }] },
      ],
    },
  },
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
