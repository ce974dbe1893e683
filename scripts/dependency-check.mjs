#!/usr/bin/env node
// The offline dependency check of npm test: every package version pinned in pnpm-lock.yaml
// against scripts/advisories.json (our machines reach no advisory service; `pnpm audit` gets a
// 405 from the registry mirror). Exits 1 and lists each affected package.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `1.2.3` (a pre-release or build suffix ignored) -> [1, 2, 3]. */
const parts = (version) =>
  version
    .split(/[-+]/)[0]
    .split('.')
    .map((n) => Number(n) || 0);

export function compareVersions(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** Every `name@version` under the lockfile's `packages:` section. */
export function lockedPackages(lockText) {
  const section = lockText.split(/^packages:\s*$/m)[1]?.split(/^snapshots:\s*$/m)[0] ?? '';
  const found = new Set();
  for (const match of section.matchAll(/^ {2}'?((?:@[^@/\s']+\/)?[^@\s']+)@([0-9][^'(:\s]*)/gm))
    found.add(`${match[1]}@${match[2]}`);
  return [...found].map((id) => {
    const at = id.lastIndexOf('@');
    return { name: id.slice(0, at), version: id.slice(at + 1) };
  });
}

export function affected(packages, advisories) {
  return packages.flatMap((pkg) =>
    advisories
      .filter(
        (a) =>
          a.package === pkg.name &&
          compareVersions(pkg.version, a.introduced) >= 0 &&
          compareVersions(pkg.version, a.fixed) < 0,
      )
      .map((a) => ({ ...pkg, advisory: a })),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = new URL('..', import.meta.url);
  const packages = lockedPackages(readFileSync(new URL('pnpm-lock.yaml', root), 'utf8'));
  const { advisories } = JSON.parse(readFileSync(new URL('scripts/advisories.json', root), 'utf8'));
  const found = affected(packages, advisories);
  for (const { name, version, advisory } of found)
    console.error(
      `${name}@${version}: ${advisory.id} ${advisory.title} (fixed in ${advisory.fixed})`,
    );
  console.log(
    `dependency check: ${packages.length} locked packages, ${advisories.length} advisories, ${found.length} affected`,
  );
  process.exitCode = found.length ? 1 : 0;
}
