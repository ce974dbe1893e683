import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TSchema, Static } from 'typebox';
import { Check } from 'typebox/value';
import { DeployManifestSchema } from '@store/contracts/wire/boot';
import {
  EMPTY_DEPLOY_MANIFEST,
  RemoteManifestSchema,
  ShellRoutesSchema,
  ShellStylesSchema,
  TemplateFontsSchema,
  TemplateStylesSchema,
  type DeployManifest,
  type RemoteManifest,
  type ShellRoute,
  type TemplateFonts,
  type TemplateStyles,
} from './site.schemas.js';
import { fileVersion } from './file-version.js';

/**
 * The shell build's files a page is made from: its HTML, route table and stylesheet lists, and the
 * browser's and the server's `main.js`, which name every hashed chunk of their build. A new build
 * usually leaves `index.html` as it was (it names `main.js`, which has no hash), so the HTML alone
 * does not tell two builds apart.
 */
const SHELL_BUILD_FILES = [
  'index.html',
  'routes.json',
  'styles.json',
  'templates.json',
  'template-fonts.json',
  'main.js',
  'server/main.js',
];

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

const SAFE_SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;

interface Cached {
  key: string;
  value: unknown;
}

/**
 * Reads the files of the static origin the HTML server needs, re-reading a file only when it
 * changed (deploys replace files by rename, which changes the inode).
 */
export function createOriginReader(originDir: string, log: FastifyBaseLogger) {
  const cache = new Map<string, Cached>();

  async function read<T>(relative: string, parse: (text: string) => T): Promise<T | null> {
    const file = join(originDir, relative);
    const key = await fileVersion(file);
    if (key === null) {
      cache.delete(file);
      return null;
    }
    const cached = cache.get(file);
    if (cached?.key === key) return cached.value as T | null;
    let value: T | null = null;
    try {
      value = parse(await readFile(file, 'utf8'));
    } catch (error) {
      log.warn({ err: error, file }, 'origin file unreadable');
    }
    cache.set(file, { key, value });
    return value;
  }

  let shellBuild = { key: '', hash: '' };

  /** Reads and hashes the shell build's files, all of them, whenever its index.html is another file. */
  async function hashShellBuild(): Promise<string> {
    const key = (await fileVersion(join(originDir, 'shell', 'index.html'))) ?? '';
    if (key === shellBuild.key) return shellBuild.hash;
    const texts = await Promise.all(
      SHELL_BUILD_FILES.map((file) =>
        readFile(join(originDir, 'shell', file), 'utf8').catch(() => ''),
      ),
    );
    shellBuild = { key, hash: hashOf(texts.map(hashOf).join('|')) };
    return shellBuild.hash;
  }

  function json<S extends TSchema>(schema: S) {
    return (text: string): Static<S> | null => {
      const value: unknown = JSON.parse(text);
      if (Check(schema, value)) return value;
      throw new Error('does not match its schema');
    };
  }

  return {
    shellIndex: () => read('shell/index.html', (text) => text),
    async routes(): Promise<ShellRoute[]> {
      return (await read('shell/routes.json', json(ShellRoutesSchema))) ?? [];
    },
    /** `shell/styles.json`: the shell's own stylesheets (none for an older build). */
    async shellStyles(): Promise<string[]> {
      return (await read('shell/styles.json', json(ShellStylesSchema))) ?? [];
    },
    /** `shell/templates.json`: the stylesheets (typography, shapes) of each template. */
    async templateStyles(): Promise<TemplateStyles> {
      return (await read('shell/templates.json', json(TemplateStylesSchema))) ?? {};
    },
    /** `shell/template-fonts.json`: the font files of each template (none for an older build). */
    async templateFonts(): Promise<TemplateFonts> {
      return (await read('shell/template-fonts.json', json(TemplateFontsSchema))) ?? {};
    },
    async deployManifest(): Promise<DeployManifest> {
      return (
        (await read('deploy/remotes.json', json(DeployManifestSchema))) ?? EMPTY_DEPLOY_MANIFEST
      );
    },
    /**
     * What the live shell build is: a hash of its files' contents, the same on every instance that
     * serves the same build. The files are read again when `index.html` is another file (a publish
     * renames a whole new folder in, so every file of it is new), so a request costs one `stat`.
     */
    shellBuild: hashShellBuild,
    async remoteManifest(remote: string, version: string): Promise<RemoteManifest | null> {
      if (!SAFE_SEGMENT.test(remote) || !SAFE_SEGMENT.test(version)) return null;
      return read(`remotes/${remote}/${version}/mf-manifest.json`, json(RemoteManifestSchema));
    },
  };
}

export type OriginReader = ReturnType<typeof createOriginReader>;
