/** Fake builds and origins for the tests: real files in temp folders, shaped like webpack's output. */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { containerName, type RemoteName } from '../../contracts/src/deploy.js';
import { publishShell } from './shell.js';

export const REACT_OK = { version: '19.3.1', requiredVersion: '^19.3.1' };

const made: string[] = [];
after(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A temp folder, deleted when the test file's tests are done. */
export async function tempDir(prefix = 'store-deploy-'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

function sharedEntries(owner: string, react: { version: string; requiredVersion: string }) {
  const asset = (file: string) => ({
    js: { async: [], sync: [file] },
    css: { async: [], sync: [] },
  });
  return [
    {
      id: `${owner}:@store/contracts`,
      name: '@store/contracts',
      version: '0.1.0',
      singleton: true,
      requiredVersion: '^0.1.0',
      assets: asset('847.8995f00f.js'),
      fallback: '',
    },
    // Subpaths shared by prefix appear without the singleton flag, as webpack writes them.
    {
      id: `${owner}:react-dom/client`,
      name: 'react-dom/client',
      version: react.version,
      requiredVersion: react.requiredVersion,
      assets: asset('47.13f76d74.js'),
      fallback: '',
    },
    {
      id: `${owner}:react-dom`,
      name: 'react-dom',
      version: react.version,
      singleton: true,
      requiredVersion: react.requiredVersion,
      assets: asset('417.51c3a90f.js'),
      fallback: '',
    },
    {
      id: `${owner}:react/jsx-runtime`,
      name: 'react/jsx-runtime',
      version: react.version,
      requiredVersion: react.requiredVersion,
      assets: asset('598.a2b5d643.js'),
      fallback: '',
    },
    {
      id: `${owner}:react`,
      name: 'react',
      version: react.version,
      singleton: true,
      requiredVersion: react.requiredVersion,
      assets: asset('422.abef5281.js'),
      fallback: '',
    },
  ];
}

function federationManifest(
  name: string,
  react: { version: string; requiredVersion: string },
  exposes: boolean,
) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: `@store/${name}` },
      remoteEntry: { name: exposes ? 'remoteEntry.js' : '', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: sharedEntries(name, react),
    remotes: [],
    exposes: exposes
      ? [
          {
            id: `${name}:Page`,
            name: 'Page',
            assets: {
              js: { sync: ['__federation_expose_Page.98b551ab.js'], async: [] },
              css: { sync: [], async: [] },
            },
            path: './Page',
          },
        ]
      : [],
  };
}

/** Code-like filler, so files pass the 1 KB precompression threshold and compress well. */
function code(label: string, bytes: number): string {
  const line = `(self.webpackChunk=self.webpackChunk||[]).push([["${label}"],{1:(e,t,n)=>{n.d(t,{default:()=>r});}}]);\n`;
  return line.repeat(Math.ceil(bytes / line.length));
}

function hashed(base: string, content: string): string {
  return `${base}.${createHash('sha256').update(content).digest('hex').slice(0, 8)}.js`;
}

export interface FakeRemoteOptions {
  /** Container name written to mf-manifest.json; defaults to the remote's. */
  name?: string;
  react?: { version: string; requiredVersion: string };
  /** Changes the content (and so the default version). */
  salt?: string;
  omit?: string[];
  /** Adds a server build (`server/remoteEntry.js` and a chunk), as `webpack --env server` emits. */
  server?: boolean;
}

/** A remote build like `<remote>/dist`: remoteEntry.js, mf-manifest.json, main.js, hashed chunks, a source map. */
export async function writeRemoteBuild(
  dir: string,
  remote: RemoteName,
  options: FakeRemoteOptions = {},
): Promise<string> {
  const {
    name = containerName(remote),
    react = REACT_OK,
    salt = 'v1',
    omit = [],
    server = false,
  } = options;
  const chunk = code(`${remote}-${salt}`, 3000);
  const files: Record<string, string> = {
    'remoteEntry.js': `var ${name};\n${code(`entry-${salt}`, 2000)}`,
    'main.js': code(`main-${salt}`, 1500),
    'mf-manifest.json': JSON.stringify(federationManifest(name, react, true), null, 2),
    [hashed('417', chunk)]: chunk,
    [`${hashed('417', chunk)}.map`]: JSON.stringify({
      version: 3,
      sources: ['x'],
      mappings: 'A'.repeat(2000),
    }),
    [hashed('598', `small-${salt}`)]: `/* small-${salt} */`,
    'assets/logo.3e1f0a2b.svg': `<svg xmlns="http://www.w3.org/2000/svg"><title>${salt}</title></svg>`,
    ...(server
      ? {
          'server/remoteEntry.js': `module.exports.${name} = {};\n${code(`server-${salt}`, 2000)}`,
          [`server/${hashed('417', `server-${chunk}`)}`]: `server-${chunk}`,
        }
      : {}),
  };
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  if (server) await mkdir(path.join(dir, 'server'), { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    if (!omit.includes(file)) await writeFile(path.join(dir, file), content);
  }
  return dir;
}

/** A shell build like `shell/dist`. */
export async function writeShellBuild(
  dir: string,
  options: { react?: { version: string; requiredVersion: string }; salt?: string } = {},
): Promise<string> {
  const { react = REACT_OK, salt = 's1' } = options;
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>${salt}</title></head><body>${'<div></div>'.repeat(120)}<script defer src="/shell/main.js"></script></body></html>`,
  );
  await writeFile(path.join(dir, 'main.js'), code(`shell-${salt}`, 4000));
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify(federationManifest('shell', react, false), null, 2),
  );
  await writeFile(path.join(dir, 'routes.json'), JSON.stringify({ '/': 'mf-catalog' }));
  return dir;
}

export interface Fixture {
  root: string;
  origin: string;
  /** A fake workspace root with `<remote>/package.json`, for default versions. */
  repoRoot: string;
  build: (remote: RemoteName, options?: FakeRemoteOptions) => Promise<string>;
}

/** An origin with a live shell, and a fake workspace whose remotes are at 0.1.0. */
export async function fixture(
  shell: { react?: { version: string; requiredVersion: string } } = {},
): Promise<Fixture> {
  const root = await tempDir();
  const origin = path.join(root, 'origin');
  const repoRoot = path.join(root, 'repo');
  let n = 0;
  await publishShell({ from: await writeShellBuild(path.join(root, 'shell-dist'), shell), origin });
  return {
    root,
    origin,
    repoRoot,
    build: async (remote, options) => {
      await mkdir(path.join(repoRoot, remote), { recursive: true });
      await writeFile(
        path.join(repoRoot, remote, 'package.json'),
        JSON.stringify({ name: `@store/${remote}`, version: '0.1.0' }),
      );
      return writeRemoteBuild(path.join(root, 'builds', `${remote}-${n++}`), remote, options);
    },
  };
}

/** Every file (with its sha256) and folder under `dir`: equal snapshots mean byte-identical trees. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  async function walk(rel: string): Promise<void> {
    for (const e of await readdir(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        out[`${child}/`] = 'dir';
        await walk(child);
      } else {
        out[child] = createHash('sha256')
          .update(await readFile(path.join(dir, child)))
          .digest('hex');
      }
    }
  }
  await walk('');
  return out;
}

/** The snapshot without the entries under the given prefixes. */
export function without(
  snap: Record<string, string>,
  ...prefixes: string[]
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(snap).filter(([k]) => !prefixes.some((p) => k.startsWith(p))),
  );
}

export async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}
