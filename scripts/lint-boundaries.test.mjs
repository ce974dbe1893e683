// The architecture's import rules are real: linting code that crosses a boundary fails.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) =>
    [
      'import-x/no-restricted-paths',
      'no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
    ].includes(m.ruleId),
  );
}

test('a remote that imports another remote by path fails lint', async () => {
  const errors = await boundaryErrors(
    'mf-cart/src/features/probe.ts',
    "import { HomePage } from '../../../mf-catalog/src/features/home/home-page';\nexport const probe = HomePage;\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /never imports another remote/);
});

test('a remote that imports another remote by package name fails lint', async () => {
  const errors = await boundaryErrors(
    'mf-account/src/features/probe.ts',
    "import '@store/mf-cart';\n",
  );
  assert.ok(errors.length >= 1);
});

test('browser code imports a wire schema as a type only', async () => {
  const value = await boundaryErrors(
    'mf-cart/src/features/probe.ts',
    "import { CartItemSchema } from '@store/contracts/wire/pricing';\nexport const probe = CartItemSchema;\n",
  );
  assert.equal(value.length, 1);
  assert.match(value[0].message, /types only/);
  const type = await boundaryErrors(
    'mf-cart/src/features/probe.ts',
    "import type { CartItemSchema } from '@store/contracts/wire/pricing';\nexport type Probe = typeof CartItemSchema;\n",
  );
  assert.deepEqual(type, []);
});

test('the shell cannot import a remote at build time', async () => {
  const errors = await boundaryErrors(
    'shell/src/probe.ts',
    "import '../../mf-cart/src/features/drawer/cart-drawer';\n",
  );
  assert.ok(errors.some((e) => /only at run time/.test(e.message)));
});

test('shared packages cannot import an app', async () => {
  const errors = await boundaryErrors(
    'shared/platform/src/probe.ts',
    "import '../../../shell/src/app';\n",
  );
  assert.ok(errors.some((e) => /import nothing from an app/.test(e.message)));
});

test('the API shares only contracts with the frontend', async () => {
  const errors = await boundaryErrors('api/src/probe.ts', "import '@store/platform';\n");
  assert.ok(errors.length >= 1);
});

test('contracts, platform and ui are allowed everywhere in the frontend', async () => {
  const errors = await boundaryErrors(
    'mf-cart/src/features/probe.ts',
    "import { paths } from '@store/contracts';\nimport { on } from '@store/platform';\nimport { Button } from '@store/ui';\nexport const probe = [paths, on, Button];\n",
  );
  assert.deepEqual(errors, []);
});

test('remotes reach the router, i18n and axios only through the platform', async () => {
  const errors = await boundaryErrors(
    'mf-catalog/src/features/probe.ts',
    "import { Link } from 'react-router';\nexport const probe = Link;\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /@store\/platform/);
});

// Inside the API: a module's front door, its own tables, no import circles.

async function apiErrors(file, code, ruleId) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === ruleId);
}

test("a module that imports another module's file past its front door fails lint", async () => {
  const errors = await apiErrors(
    'api/src/modules/orders/probe.ts',
    "import { createCartRepository } from '../cart/cart.repository.js';\nexport const probe = createCartRepository;\n",
    'import-x/no-restricted-paths',
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /through its front door, api\/src\/modules\/cart\/index\.ts/);
});

test("code outside the modules also goes through a module's front door", async () => {
  const errors = await apiErrors(
    'api/src/cli/probe.ts',
    "import { createOrdersRepository } from '../modules/orders/orders.repository.js';\nexport const probe = createOrdersRepository;\n",
    'import-x/no-restricted-paths',
  );
  assert.equal(errors.length, 1);
});

test("a module's own files, another's front door, test support and tables' types pass", async () => {
  const errors = await apiErrors(
    'api/src/modules/orders/probe.test.ts',
    [
      "import { toUnits } from './order-lines.js';",
      "import { createUsersRepository } from '../auth/index.js';",
      "import { placeOrder } from '../invoices/test-invoices.js';",
      "import type { CartTables } from '../cart/cart.tables.js';",
      'export type T = CartTables;',
      'export const probe = [toUnits, createUsersRepository, placeOrder];',
    ].join('\n'),
    'import-x/no-restricted-paths',
  );
  assert.deepEqual(errors, []);
});

// Queries are a repository's (below): the probe is one.
test("a module's query on another module's table fails lint; on its own, it passes", async () => {
  const code = (table) =>
    [
      "import type { Kysely } from 'kysely';",
      "import type { Database } from '../../db/database.js';",
      `export const probe = (db: Kysely<Database>) => db.selectFrom('${table}').selectAll().execute();`,
    ].join('\n');
  const foreign = await apiErrors(
    'api/src/modules/designs/probe.repository.ts',
    code('shopping_carts as c'),
    'no-restricted-syntax',
  );
  assert.equal(foreign.length, 1);
  assert.match(foreign[0].message, /only its own tables/);
  const own = await apiErrors(
    'api/src/modules/designs/probe.repository.ts',
    code('design_uploads'),
    'no-restricted-syntax',
  );
  assert.deepEqual(own, []);
});

test('an import circle fails lint, however long', async () => {
  // pricing-engine.ts is imported by the pricing module's index.ts: importing the index back
  // from inside the module closes a circle.
  const errors = await apiErrors(
    'api/src/modules/pricing/pricing-engine.ts',
    "import { rulesOf } from './index.js';\nexport const probe = rulesOf;\n",
    'import-x/no-cycle',
  );
  assert.equal(errors.length, 1);
});

test("building SQL outside a repository fails lint; in the module's repository, it passes", async () => {
  const code = [
    "import { sql, type Kysely } from 'kysely';",
    "import type { Database } from '../../db/database.js';",
    "export const probe = (db: Kysely<Database>) => db.selectFrom('design_uploads').selectAll().execute();",
    'export const ping = (db: Kysely<Database>) => sql`select 1`.execute(db);',
  ].join('\n');
  const sqlErrors = async (file) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.filter((m) =>
      ['no-restricted-syntax', '@typescript-eslint/no-restricted-imports'].includes(m.ruleId),
    );
  };
  for (const file of ['api/src/modules/designs/probe.service.ts', 'api/src/cli/probe.ts']) {
    const refused = await sqlErrors(file);
    assert.equal(refused.length, 2, file);
    for (const error of refused)
      assert.match(error.message, /SQL lives in the module's repository/);
  }
  assert.deepEqual(await sqlErrors('api/src/modules/designs/probe.repository.ts'), []);
});
