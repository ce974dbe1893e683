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
    ['import-x/no-restricted-paths', 'no-restricted-imports'].includes(m.ruleId),
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
