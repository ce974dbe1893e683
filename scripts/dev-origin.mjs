// Development origin: symlinks to each app's dist/ folder, and a deploy manifest pointing every
// remote at its "dev" version, so the store serves what the dev servers just built (their
// server builds too, for the server render).
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const origin = process.argv[2] ?? path.join(root, '.store/dev-origin');
const remotes = [
  'mf-catalog',
  'mf-cart',
  'mf-checkout',
  'mf-builder',
  'mf-account',
  'mf-backoffice',
];

/** A folder to link to before the first build: the store creates folders inside the origin. */
async function linkDist(app, link) {
  await mkdir(path.join(root, app, 'dist'), { recursive: true });
  await symlink(path.join(root, app, 'dist'), link);
}

/** Whether the remote builds for the server too (its build script has `--env server`). */
async function hasServerBuild(remote) {
  const { scripts } = JSON.parse(await readFile(path.join(root, remote, 'package.json'), 'utf8'));
  return /--env server\b/.test(scripts.build);
}

await rm(origin, { recursive: true, force: true });
await mkdir(path.join(origin, 'deploy'), { recursive: true });
await linkDist('shell', path.join(origin, 'shell'));
const manifest = { updatedAt: new Date().toISOString(), remotes: {} };
for (const remote of remotes) {
  await mkdir(path.join(origin, 'remotes', remote), { recursive: true });
  await linkDist(remote, path.join(origin, 'remotes', remote, 'dev'));
  manifest.remotes[remote] = {
    version: 'dev',
    entry: `/remotes/${remote}/dev/remoteEntry.js`,
    ...((await hasServerBuild(remote))
      ? { serverEntry: `/remotes/${remote}/dev/server/remoteEntry.js` }
      : {}),
    history: [],
  };
}
await writeFile(path.join(origin, 'deploy/remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Development origin ready: ${origin}`);
