// Development origin: symlinks to each app's dist/ folder, and a deploy manifest pointing every
// remote at its "dev" version, so the store serves what the watchers just built.
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
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

await rm(origin, { recursive: true, force: true });
await mkdir(path.join(origin, 'deploy'), { recursive: true });
await symlink(path.join(root, 'shell/dist'), path.join(origin, 'shell'));
const manifest = { updatedAt: new Date().toISOString(), remotes: {} };
for (const remote of remotes) {
  await mkdir(path.join(origin, 'remotes', remote), { recursive: true });
  await symlink(path.join(root, remote, 'dist'), path.join(origin, 'remotes', remote, 'dev'));
  manifest.remotes[remote] = {
    version: 'dev',
    entry: `/remotes/${remote}/dev/remoteEntry.js`,
    history: [],
  };
}
await writeFile(path.join(origin, 'deploy/remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Development origin ready: ${origin}`);
