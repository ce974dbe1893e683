import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

const FONTS = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

// The worker is plain JavaScript in src/test, from the sources (tsx) and the compiled tests
// (.test-build/test) alike: both are two folders under api/.
const WORKER = new URL('../../src/test/pdf-text-worker.mjs', import.meta.url);

type Answer = { id: number; pages?: string[]; error?: string };

let worker: Worker | null = null;
let asked = 0;
const waiting = new Map<
  number,
  { resolve: (pages: string[]) => void; reject: (e: Error) => void }
>();

/** One reading thread per test process, started by the first PDF. */
function reader(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER);
  started.unref();
  started.on('message', ({ id, pages, error }: Answer) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) call?.reject(new Error(error));
    else call?.resolve(pages ?? []);
    if (waiting.size === 0) started.unref();
  });
  started.on('error', (error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
    worker = null;
  });
  worker = started;
  return started;
}

/**
 * The text of every page of a PDF, as a reader would copy it (tests of the PDF documents), read
 * by pdf.js in a worker thread (./pdf-text-worker.mjs says why).
 */
export function pdfText(bytes: Buffer): Promise<string[]> {
  const id = (asked += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // Held while it reads (an answer on its way keeps the process up), let go when idle.
    const thread = reader();
    thread.ref();
    thread.postMessage({ id, bytes: new Uint8Array(bytes), fonts: FONTS });
  });
}
