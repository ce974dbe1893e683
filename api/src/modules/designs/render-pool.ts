import { Piscina } from 'piscina';
import { AppError } from '../../http/errors.js';
import type { RenderConfig } from '../../config.js';
import type { DesignView } from '@store/contracts';
import { DESIGN_MESSAGES } from './design-messages.js';
import type { PaletteColor } from '@store/contracts/wire/designs';
import { assertRenderable, PRINT_DPI, type PrintFile, type StoredPicture } from './print-file.js';
import type { embroidery, printFile, RenderTask } from './render-worker.js';

/** What a client that found the pool full or too slow is told to wait before asking again. */
export const RENDER_RETRY_AFTER_SECONDS = 5;

/** The pool is full, or a rendering took longer than its limit: 503 with `Retry-After`. */
export class RenderUnavailableError extends AppError {
  readonly retryAfterSeconds = RENDER_RETRY_AFTER_SECONDS;
  constructor(message: string) {
    super(503, message);
  }
}

// The compiled worker beside the compiled pool (dist/, the tests' build); under tsx, a start
// that registers tsx's loader in the thread first (render-worker-tsx.mjs).
const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './render-worker-tsx.mjs' : './render-worker.js',
  import.meta.url,
).href;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/**
 * The heavy drawing (print files, embroidery previews) in a pool of worker threads (piscina), so
 * the event loop keeps answering (`/api/health` among others) while designs render: at most
 * `threads` at once, `queue` more waiting, and each given up after `timeoutMs` from when it was
 * asked for. Past the queue the caller is answered 503 at once. Piscina's own `maxQueue` is not
 * used: tasks with an abort signal bypass it (piscinajs/piscina#1029), so the pool counts them.
 */
export function createRenderPool(config: RenderConfig) {
  // Threads start with the first drawing (or `warm`) and last until `close`: a process that
  // never draws (a command, most tests) starts none, and a started thread, which takes over a
  // second to load sharp and the fonts, stays ready for the next preview.
  const pool = new Piscina({
    filename: WORKER,
    minThreads: 0,
    maxThreads: config.threads,
    idleTimeout: Infinity,
  });
  let pending = 0;

  async function run<T>(name: string, task: RenderTask & { palette?: PaletteColor[] }): Promise<T> {
    assertRenderable(task.view, task.pictures);
    if (pending >= config.threads + config.queue)
      throw new RenderUnavailableError(DESIGN_MESSAGES.renderBusy);
    pending += 1;
    try {
      return (await pool.run(task, {
        name,
        signal: AbortSignal.timeout(config.timeoutMs),
      })) as T;
    } catch (error) {
      if ((error as Error).name === 'AbortError')
        throw new RenderUnavailableError(DESIGN_MESSAGES.renderTooSlow);
      throw error;
    } finally {
      pending -= 1;
    }
  }

  return {
    /** One view's print file at 300 DPI (or `dpi`). */
    async printFile(
      view: DesignView,
      pictures: Map<string, StoredPicture>,
      dpi = PRINT_DPI,
    ): Promise<PrintFile> {
      const file = await run<Awaited<ReturnType<typeof printFile>>>('printFile', {
        view,
        pictures,
        dpi,
      });
      return { ...file, png: asBuffer(file.png) };
    },

    /** A view's embroidery preview: the PNG, its size, the stitch estimate and the threads. */
    async embroidery(
      view: DesignView,
      pictures: Map<string, StoredPicture>,
      dpi: number,
      palette: PaletteColor[],
    ) {
      const preview = await run<Awaited<ReturnType<typeof embroidery>>>('embroidery', {
        view,
        pictures,
        dpi,
        palette,
      });
      return { ...preview, png: asBuffer(preview.png) };
    },

    /** Starts a thread now (the server, as it starts listening), so no buyer waits for it. */
    warm: () => pool.run(null, { name: 'warm' }) as Promise<true>,

    close: () => pool.destroy(),
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
