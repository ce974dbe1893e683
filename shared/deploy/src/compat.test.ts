import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkSharedSingletons, packageRoot } from './compat.js';

const react = (version: string, requiredVersion: string | false = `^${version}`) => ({
  name: 'react',
  version,
  requiredVersion,
  singleton: true,
});

test("each version must satisfy the other side's range", () => {
  assert.deepEqual(checkSharedSingletons([react('19.4.0')], [react('19.3.1')]), [
    // the remote asks for ^19.3.1 (shell's 19.4.0 is fine) but the shell asks for ^19.4.0
    {
      name: 'react',
      shell: react('19.4.0'),
      candidate: react('19.3.1'),
      reasons: ["the remote's 19.3.1 does not satisfy the shell's ^19.4.0"],
    },
  ]);
  assert.deepEqual(checkSharedSingletons([react('19.4.0', '^19.0.0')], [react('19.3.1')]), []);
});

test('a major mismatch is reported in both directions', () => {
  const [found] = checkSharedSingletons([react('18.3.1')], [react('19.3.1')]);
  assert.deepEqual(found?.reasons, [
    "the shell's 18.3.1 does not satisfy the remote's ^19.3.1",
    "the remote's 19.3.1 does not satisfy the shell's ^18.3.1",
  ]);
});

test('a missing, "*" or false range accepts any version', () => {
  assert.deepEqual(checkSharedSingletons([react('18.3.1', false)], [react('19.3.1', '*')]), []);
  assert.deepEqual(
    checkSharedSingletons(
      [{ name: 'react', version: '18.3.1', singleton: true }],
      [{ name: 'react', version: '19.0.0', singleton: true }],
    ),
    [],
  );
});

test('subpaths of a singleton package count as singletons although the manifest omits the flag', () => {
  const shell = [
    react('18.3.1'),
    { name: 'react/jsx-runtime', version: '18.3.1', requiredVersion: '^18.3.1' },
  ];
  const remote = [{ name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' }];
  assert.equal(checkSharedSingletons(shell, remote)[0]?.name, 'react/jsx-runtime');
});

test('non-singletons and packages only one side shares are not compared', () => {
  assert.deepEqual(
    checkSharedSingletons(
      [{ name: 'uuid', version: '9.0.0', requiredVersion: '^9.0.0' }],
      [{ name: 'uuid', version: '14.0.3', requiredVersion: '^14.0.3' }],
    ),
    [],
  );
  assert.deepEqual(
    checkSharedSingletons([react('18.3.1')], [{ ...react('19.3.1'), name: 'react-dom' }]),
    [],
  );
});

test('packageRoot keeps scopes', () => {
  assert.equal(packageRoot('@store/ui/button'), '@store/ui');
  assert.equal(packageRoot('react-dom/client'), 'react-dom');
  assert.equal(packageRoot('react'), 'react');
});
