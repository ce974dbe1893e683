import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the store compresses answers with, in order of preference. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Shorter answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_MIN_BYTES = 1024;

/**
 * Answers of up to this size are compressed in one call on the event loop; larger ones (and
 * streams: server-rendered pages, files) go through a zlib stream. @fastify/compress's own
 * threshold on two cores is 8 kB, and a brotli stream costs far more than its payload: it
 * allocates its whole window for every answer (2 ms of CPU for the 9 kB price of a 20-line cart,
 * four times the call itself).
 */
export const SYNC_COMPRESSION_MAX_BYTES = 256 * 1024;

/**
 * Brotli for the API's JSON: quality 2 of 11 over a 64 kB window, in text mode. On the 9 kB price
 * of a 20-line cart it costs 35 µs against the plugin's 90 (quality 4, 4 MB window), for an
 * answer 7 % larger (1.4 kB instead of 1.3).
 */
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 2,
  [constants.BROTLI_PARAM_LGWIN]: 16,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};
const GZIP_LEVEL = 4;

/** Compression of every answer whose client accepts it (brotli, else gzip). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_MIN_BYTES,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    brotliOptions: { params: BROTLI_PARAMS },
    zlibOptions: { level: GZIP_LEVEL },
  });
}

/** The encoding @fastify/compress would choose for this request, or null for none. */
function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  // As the plugin: `*` and x-gzip count as gzip.
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** The same settings as a per-request answer: many kept answers are asked only once. */
const compressKept: Record<Encoding, (text: string) => Buffer> = {
  br: (text) => brotliCompressSync(text, { params: BROTLI_PARAMS }),
  gzip: (text) => gzipSync(text, { level: GZIP_LEVEL }),
};

/**
 * A JSON answer kept and sent again and again (a kept list, a tenant's configuration): its text,
 * and its bytes in each encoding once a browser asked for it.
 */
export class KeptAnswer {
  private readonly compressed = new Map<Encoding, Buffer>();

  constructor(readonly text: string) {}

  /** Sends it in the encoding the request accepts; the plugin leaves an encoded answer alone. */
  send(reply: FastifyReply): FastifyReply {
    reply.type('application/json; charset=utf-8');
    const encoding =
      this.text.length >= COMPRESSION_MIN_BYTES ? acceptedEncoding(reply.request) : null;
    if (encoding === null) return reply.send(this.text);
    let bytes = this.compressed.get(encoding);
    if (bytes === undefined) {
      bytes = compressKept[encoding](this.text);
      this.compressed.set(encoding, bytes);
    }
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes);
  }
}
