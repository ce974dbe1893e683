import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { affected, compareVersions, lockedPackages } from './dependency-check.mjs';

const LOCK = `lockfileVersion: '9.0'

importers:

  .:
    devDependencies:
      fastify:
        specifier: 5.1.0
        version: 5.1.0

packages:

  '@babel/runtime@7.26.0':
    resolution: {integrity: sha512-x}

  fastify@5.1.0:
    resolution: {integrity: sha512-y}

  ws@8.18.0(bufferutil@4.0.9):
    resolution: {integrity: sha512-z}

snapshots:

  ws@8.17.0: {}
`;

test('reads every name@version of the packages section, scoped names too', () => {
  assert.deepEqual(lockedPackages(LOCK), [
    { name: '@babel/runtime', version: '7.26.0' },
    { name: 'fastify', version: '5.1.0' },
    { name: 'ws', version: '8.18.0' },
  ]);
});

test('flags a version from introduced up to, not including, fixed', () => {
  const advisories = [
    { id: 'A', package: 'fastify', introduced: '5.0.0', fixed: '5.3.2', title: 't' },
    { id: 'B', package: 'ws', introduced: '8.0.0', fixed: '8.17.1', title: 't' },
    { id: 'C', package: '@babel/runtime', introduced: '0.0.0', fixed: '7.26.0', title: 't' },
  ];
  assert.deepEqual(
    affected(lockedPackages(LOCK), advisories).map(
      (f) => `${f.name}@${f.version} ${f.advisory.id}`,
    ),
    ['fastify@5.1.0 A'],
  );
  assert.ok(compareVersions('10.0.0', '9.9.9') > 0);
  assert.equal(compareVersions('1.2.3-beta.1', '1.2.3'), 0);
});

test('the repository lockfile has no package of the kept advisories', () => {
  const lock = readFileSync(new URL('../pnpm-lock.yaml', import.meta.url), 'utf8');
  const { advisories } = JSON.parse(
    readFileSync(new URL('./advisories.json', import.meta.url), 'utf8'),
  );
  const packages = lockedPackages(lock);
  assert.ok(packages.length > 500, `${packages.length} packages read`);
  assert.deepEqual(affected(packages, advisories), []);
});
