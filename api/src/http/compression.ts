import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** Shorter answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_MIN_BYTES = 1024;

/**
 * Answers of up to this size are compressed in one call on the event loop; larger ones (and
 * streams: files) go through a zlib stream. @fastify/compress's own threshold on two cores is
 * 8 kB, and a stream costs far more than its payload: a brotli stream allocates its whole window
 * for every answer (2 ms of CPU for the 9 kB price of a 20-line cart, four times the call itself).
 */
export const SYNC_COMPRESSION_MAX_BYTES = 256 * 1024;

/**
 * gzip at level 1 for the API's JSON, the least CPU per byte saved: the 9 kB price of a 20-line
 * cart in about 40 µs to 1.5 kB, where brotli's low qualities took 70 to 200 µs on a busy server
 * (they set up larger tables for each answer) for 6 % fewer bytes.
 */
const GZIP_LEVEL = 1;

/**
 * Brotli at quality 2 of 11 over a 64 kB window, in text mode: pages, and the API's JSON for a
 * browser that takes no gzip.
 */
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 2,
  [constants.BROTLI_PARAM_LGWIN]: 16,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};

/** What the API's answers are compressed with, in order of preference. */
const API_ENCODINGS: Encoding[] = ['gzip', 'br'];

function compressionOptions(encodings: Encoding[]) {
  return {
    global: true,
    encodings,
    threshold: COMPRESSION_MIN_BYTES,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    brotliOptions: { params: BROTLI_PARAMS },
    zlibOptions: { level: GZIP_LEVEL },
  };
}

/**
 * A route's `compress` for pages (the shell's HTML): brotli first, as a page is the first thing a
 * buyer waits for and is sent once per visit.
 */
export const PAGE_COMPRESSION = compressionOptions(['br', 'gzip']);

/** Compression of every answer whose client accepts it: gzip first, else brotli. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, compressionOptions(API_ENCODINGS));
}

/** The encoding @fastify/compress would choose among `encodings`, or null for none. */
function acceptedEncoding(request: FastifyRequest, encodings: Encoding[]): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  // As the plugin: `*` and x-gzip count as gzip.
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), encodings);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * Kept answers are compressed as any API answer: once, and sent again, but not harder, since many
 * are asked only once (a search nobody made before, a cart priced once).
 */
const compressKept: Record<Encoding, (text: string) => Buffer> = {
  br: (text) => brotliCompressSync(text, { params: BROTLI_PARAMS }),
  gzip: (text) => gzipSync(text, { level: GZIP_LEVEL }),
};

/** What a kept answer is: its type and the encodings it prefers (those of its route). */
const KEPT_KINDS = {
  json: { type: 'application/json; charset=utf-8', encodings: API_ENCODINGS },
  page: { type: 'text/html; charset=utf-8', encodings: PAGE_COMPRESSION.encodings },
} as const;

/** The bytes a request gets of a kept answer, and their encoding (null: as they are). */
export interface Representation {
  encoding: Encoding | null;
  bytes: Buffer;
}

/**
 * An answer kept and sent again and again (a kept list, a tenant's configuration, a kept page):
 * its text, and its bytes in each encoding once a browser asked for it.
 */
export class KeptAnswer {
  private readonly compressed = new Map<Encoding, Buffer>();
  /** The text's UTF-8 bytes, encoded once (a string is encoded again on every send). */
  private plain: Buffer | undefined;

  constructor(
    readonly text: string,
    readonly kind: keyof typeof KEPT_KINDS = 'json',
  ) {}

  /** The encoding the request accepts and the bytes in it (compressed once per encoding). */
  representation(request: FastifyRequest): Representation {
    const encoding =
      this.text.length >= COMPRESSION_MIN_BYTES
        ? acceptedEncoding(request, KEPT_KINDS[this.kind].encodings)
        : null;
    if (encoding === null) return { encoding, bytes: (this.plain ??= Buffer.from(this.text)) };
    let bytes = this.compressed.get(encoding);
    if (bytes === undefined) {
      bytes = compressKept[encoding](this.text);
      this.compressed.set(encoding, bytes);
    }
    return { encoding, bytes };
  }

  /** Bytes kept in memory, for a cache that counts them. */
  get size(): number {
    let size = this.text.length + (this.plain?.length ?? 0);
    for (const bytes of this.compressed.values()) size += bytes.length;
    return size;
  }

  /** Sends it in the encoding the request accepts; the plugin leaves an encoded answer alone. */
  send(reply: FastifyReply, representation = this.representation(reply.request)): FastifyReply {
    reply.type(KEPT_KINDS[this.kind].type);
    const { encoding, bytes } = representation;
    if (encoding === null) return reply.send(bytes);
    // A page names its own Vary (the cookies too), which holds Accept-Encoding.
    if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
    return reply.header('content-encoding', encoding).send(bytes);
  }
}
