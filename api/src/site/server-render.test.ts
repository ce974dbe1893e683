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
    renderer = createServerRenderer(origin, Fastify({ logger: false }).log, {
      renders: 4,
      threads: 1,
    });
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

/** A stand-in that takes `boot.ms` to render and says in which order it started, and beside how many. */
const TIMED_SHELL_SERVER = `
let started = 0;
let active = 0;
exports.render = async ({ boot }) => {
  started += 1;
  active += 1;
  const html = boot.n + ':' + started + ':' + active;
  await new Promise((resolve) => setTimeout(resolve, boot.ms));
  active -= 1;
  return { html, data: {} };
};
`;

/** A renderer of `TIMED_SHELL_SERVER` with these limits, in a folder of its own. */
async function timedRenderer(limits: { renders: number; threads: number }) {
  const origin = await mkdtemp(join(tmpdir(), 'server-render-'));
  await mkdir(join(origin, 'shell/server'), { recursive: true });
  await writeFile(join(origin, 'shell/server/main.js'), TIMED_SHELL_SERVER);
  const renderer = createServerRenderer(origin, Fastify({ logger: false }).log, limits);
  return {
    renderer,
    async close() {
      await renderer.close();
      await rm(origin, { recursive: true, force: true });
    },
  };
}

describe('server renderer: pages beyond its limit wait their turn', () => {
  let timed: Awaited<ReturnType<typeof timedRenderer>> | undefined;
  let renderer: ServerRenderer;
  const render = (n: number, ms: number, timeoutMs = 3000) =>
    renderer.render({
      url: '/demo-ar/',
      boot: { n, ms },
      apiBase: '',
      serverEntries: {},
      page: 'mf-catalog/HomePage',
      timeoutMs,
    });

  before(async () => {
    timed = await timedRenderer({ renders: 2, threads: 1 });
    renderer = timed.renderer;
  });
  after(async () => {
    await timed?.close();
  });

  it('renders at most `renders` pages at once, starting them in the order they came', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => render(n, 20)));
    const started = pages.map((page) => page?.html.split(':').map(Number));
    // Page n started n-th, beside at most one other.
    assert.deepEqual(
      started.map((page) => page?.slice(0, 2)),
      [1, 2, 3, 4, 5, 6].map((n) => [n, n]),
    );
    assert.ok(started.every((page) => (page?.[2] ?? 0) <= 2));
  });

  it('client-renders at once a page that waited its whole render time for a turn', async () => {
    const [first, second, late] = await Promise.all([
      render(1, 150),
      render(2, 150),
      render(3, 20, 50),
    ]);
    assert.ok(first && second);
    assert.equal(late, null);
  });
});

describe('server renderer: on more than one thread', () => {
  let timed: Awaited<ReturnType<typeof timedRenderer>> | undefined;
  let renderer: ServerRenderer;

  before(async () => {
    timed = await timedRenderer({ renders: 4, threads: 2 });
    renderer = timed.renderer;
  });
  after(async () => {
    await timed?.close();
  });

  it('gives each page to the least busy thread', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        renderer.render({
          url: '/demo-ar/',
          boot: { n, ms: 20 },
          apiBase: '',
          serverEntries: {},
          page: 'mf-catalog/HomePage',
          timeoutMs: 3000,
        }),
      ),
    );
    // Each thread counts its own pages: two threads, two pages each.
    const startedOnItsThread = pages.map((page) => Number(page?.html.split(':')[1]));
    assert.deepEqual(startedOnItsThread.sort(), [1, 1, 2, 2]);
  });
});
