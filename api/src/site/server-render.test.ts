import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { createServerRenderer, type ServerRenderer } from './server-render.js';

/**
 * A stand-in for the shell's server build that does what the real one does with a remote: it
 * loads the remote's server entry with Node's `require` (which keeps a module once loaded) and
 * renders what the remote gives.
 */
const SHELL_SERVER = `
const { fileURLToPath } = require('node:url');
exports.render = async ({ serverEntries }) => {
  const remote = require(fileURLToPath(serverEntries['mf-catalog']));
  return { html: '<main>' + remote.text + '</main>', data: {} };
};
`;

const REMOTE_ENTRY = '/remotes/mf-catalog/dev/server/remoteEntry.js';

describe('server renderer: a server build rebuilt in place (npm run dev)', () => {
  let origin: string;
  let renderer: ServerRenderer;
  const put = async (file: string, content: string) => {
    await mkdir(dirname(join(origin, file)), { recursive: true });
    await writeFile(join(origin, file), content);
  };
  const render = async () =>
    (
      await renderer.render({
        url: '/demo-ar/',
        boot: {},
        apiBase: 'http://127.0.0.1:9',
        serverEntries: { 'mf-catalog': renderer.entryFile(REMOTE_ENTRY) },
        page: 'mf-catalog/HomePage',
        timeoutMs: 3000,
      })
    )?.html;

  before(async () => {
    origin = await mkdtemp(join(tmpdir(), 'server-render-'));
    renderer = createServerRenderer(origin, Fastify({ logger: false }).log);
    await put('shell/server/main.js', SHELL_SERVER);
  });
  after(async () => {
    await renderer.close();
    await rm(origin, { recursive: true, force: true });
  });

  it("renders the remote's new build, written over the old file, without a restart", async () => {
    await put(REMOTE_ENTRY, "exports.text = 'Ofertas';");
    assert.equal(await render(), '<main>Ofertas</main>');
    assert.equal(await render(), '<main>Ofertas</main>');
    await put(REMOTE_ENTRY, "exports.text = 'Ofertas de la semana';");
    assert.equal(await render(), '<main>Ofertas de la semana</main>');
  });

  it("renders the shell's new build, written over the old file", async () => {
    await put('shell/server/main.js', SHELL_SERVER.replace("'<main>'", '\'<main data-v="2">\''));
    assert.equal(await render(), '<main data-v="2">Ofertas de la semana</main>');
  });
});
