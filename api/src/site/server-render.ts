import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { ServerRenderLimits } from '../config.js';
import { fileVersion } from './file-version.js';
import type { InProcessApi, InProcessCall } from '@store/contracts';

/** What the shell's server build takes (shell/src/server/render-request.ts). */
export interface RenderRequest {
  url: string;
  boot: unknown;
  apiBase: string;
  serverEntries: Record<string, string>;
  page: string;
  timeoutMs: number;
}

export interface RenderResult {
  html: string;
  data: Record<string, unknown>;
}

// CommonJS run by the worker: loads the shell's server build once, renders one request a message.
// With `inProcess`, a render's data calls go to this thread's parent as messages (`call`) and
// come back as its answers (`answered`), instead of over loopback HTTP.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const shell = require(workerData.shellServer);
const calls = new Map();
let lastCall = 0;
const inProcess = (call) =>
  new Promise((resolve, reject) => {
    lastCall += 1;
    calls.set(lastCall, { resolve, reject });
    parentPort.postMessage({ call: lastCall, request: call });
  });
const options = workerData.inProcess ? { inProcess } : {};
parentPort.on('message', (message) => {
  if (message.answered) {
    const waiting = calls.get(message.answered);
    calls.delete(message.answered);
    if (message.error === undefined) waiting.resolve(message.answer);
    else waiting.reject(new Error(message.error));
    return;
  }
  const { id, request } = message;
  Promise.resolve()
    .then(() => shell.render(request, options))
    .then(
      (result) => parentPort.postMessage({ id, result }),
      (error) => parentPort.postMessage({ id, error: String((error && error.stack) || error) }),
    );
});
`;

/** What the worker posts: a render's outcome (`id`) or one of its data calls (`call`). */
type WorkerMessage =
  { id: number; result?: RenderResult; error?: string } | { call: number; request: InProcessCall };

interface Pending {
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
}

/** One worker thread holding one shell server build and one set of live remote versions. */
class RenderWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private retired = false;
  dead = false;

  /** Renders it was given and has not answered. */
  get busy(): number {
    return this.pending.size;
  }

  constructor(
    readonly key: string,
    shellServer: string,
    private readonly log: FastifyBaseLogger,
    private readonly inProcess: InProcessApi | null,
  ) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { shellServer, inProcess: inProcess !== null },
    });
    this.worker.unref();
    this.worker.on('message', (message: WorkerMessage) => {
      if ('call' in message) return this.answer(message.call, message.request);
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.result) waiting.resolve(message.result);
      else waiting.reject(new Error(message.error ?? 'no answer'));
      if (this.retired) this.retire();
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', () => this.fail(new Error('the renderer stopped')));
  }

  render(request: RenderRequest): Promise<RenderResult> {
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, request });
    });
  }

  /** A render's data call, answered by the API of this process. */
  private answer(call: number, request: InProcessCall): void {
    const reply = (message: { answer?: unknown; error?: string }) => {
      // A stopped renderer's render was abandoned: nobody waits for the answer.
      if (!this.dead) this.worker.postMessage({ answered: call, ...message });
    };
    this.inProcess!(request).then(
      (answer) => reply({ answer }),
      (error: unknown) => reply({ error: String(error) }),
    );
  }

  /** Stops once the renders it started have answered. */
  retire(): void {
    this.retired = true;
    if (this.pending.size === 0) void this.stop();
  }

  stop(): Promise<number> {
    this.dead = true;
    return this.worker.terminate();
  }

  private fail(error: Error): void {
    if (!this.dead && !this.retired) this.log.warn({ err: error }, 'server renderer failed');
    this.dead = true;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

/**
 * Server rendering through the shell's server build, in worker threads: the remotes' server
 * code never runs on the API's own thread, a renderer that hangs is stopped, and a new deploy
 * (or shell) gets fresh renderers, so the live version renders without a restart. So does a
 * server build rebuilt in place (`npm run dev`), as Node would keep the old one's modules. Any
 * failure answers null: the page is then client-rendered. With `inProcess`, the pages' data
 * calls are answered on this thread (`inProcessApi`) instead of over loopback HTTP.
 *
 * At most `limits.renders` pages render at once; the others wait their turn in the order they
 * came. Started all at once, 50 renders shared the thread and some took ten times as long as
 * most (p99 7 to 12 times p50 at 50 connections); six at a time, p99 is within 1.6 times p50 and
 * the throughput no lower (docs/performance.md, 1 Dec). A page that waited its whole render time
 * is client-rendered at once instead: the buyer gets it now rather than later.
 */
export function createServerRenderer(
  originDir: string,
  log: FastifyBaseLogger,
  /** The time limit comes with each page (`RenderRequest.timeoutMs`). */
  limits: Pick<ServerRenderLimits, 'renders' | 'threads'>,
  inProcess: InProcessApi | null = null,
) {
  const shellServer = join(originDir, 'shell', 'server', 'main.js');
  let pool: RenderWorker[] = [];
  const admit = pLimit(limits.renders);

  /** The live build's renderers, started (again) when missing or stopped. */
  async function liveWorkers(entries: Record<string, string>): Promise<RenderWorker[]> {
    const shell = await fileVersion(shellServer);
    if (!shell) return [];
    const remotes = await Promise.all(
      Object.values(entries).map(async (url) => `${url}@${await fileVersion(fileURLToPath(url))}`),
    );
    const key = `${shell}:${remotes.join(' ')}`;
    if (pool[0]?.key !== key) {
      for (const worker of pool) worker.retire();
      pool = [];
    }
    pool = pool.filter((worker) => !worker.dead);
    while (pool.length < limits.threads)
      pool.push(new RenderWorker(key, shellServer, log, inProcess));
    return pool;
  }

  async function renderNow(request: RenderRequest): Promise<RenderResult | null> {
    const workers = await liveWorkers(request.serverEntries);
    if (workers.length === 0) return null;
    // The least busy, counted when its render is handed over (below, in the same turn): chosen
    // before an await, every page of a burst took the same thread.
    const worker = workers.reduce((least, next) => (next.busy < least.busy ? next : least));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        // Stuck (a remote's load never answered): the next page gets a fresh renderer.
        log.warn({ url: request.url }, 'server rendering timed out');
        void worker.stop();
        resolve(null);
      }, request.timeoutMs * 2);
    });
    try {
      return await Promise.race([worker.render(request), late]);
    } catch (error) {
      log.warn({ err: error, url: request.url }, 'server rendering failed; client rendering');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** The origin path of a server entry (`/remotes/...`) as the file URL the renderer loads. */
    entryFile: (path: string) => pathToFileURL(join(originDir, path)).href,

    render(request: RenderRequest): Promise<RenderResult | null> {
      const queuedAt = performance.now();
      return admit(() =>
        performance.now() - queuedAt >= request.timeoutMs ? null : renderNow(request),
      );
    },

    async close(): Promise<void> {
      await Promise.all(pool.map((worker) => worker.stop()));
      pool = [];
    },
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
