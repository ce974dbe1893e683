import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { StaffEventName } from '@store/contracts';
import type { Fanout } from '../../lib/fanout.js';

/** What one instance tells every other: an event of one tenant's back office. */
export interface LiveMessage {
  tenantId: number;
  event: StaffEventName;
  data: unknown;
}

interface LiveStream {
  tenantId: number;
  staffId: number;
  raw: ServerResponse;
}

/** A comment every 25 s keeps proxies (nginx waits 60 s by default) from closing the stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before it opens a dropped stream again. */
export const RETRY_MS = 3_000;
/** A client that reads slower than this many bytes are written is let go (it reconnects). */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * The open event streams of this instance, each a member of one tenant's staff. An event published
 * on the fan-out (this instance's or another's, through Redis) is written to the streams of its
 * tenant. Every heartbeat asks `allowed` again, so a member removed or moved to a role without
 * orders loses the stream within one beat.
 */
export function createStaffLive(deps: {
  fanout: Fanout<LiveMessage>;
  log: FastifyBaseLogger;
  allowed: (tenantId: number, staffId: number) => Promise<boolean>;
  heartbeatMs?: number;
}) {
  const streams = new Set<LiveStream>();
  let beat: NodeJS.Timeout | null = null;

  const end = (stream: LiveStream) => {
    streams.delete(stream);
    if (!stream.raw.writableEnded) stream.raw.end();
    if (streams.size === 0 && beat) {
      clearInterval(beat);
      beat = null;
    }
  };
  const write = (stream: LiveStream, text: string) => {
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) return end(stream);
    stream.raw.write(text);
  };

  async function heartbeat(): Promise<void> {
    for (const stream of [...streams]) {
      const still = await deps.allowed(stream.tenantId, stream.staffId).catch(() => true);
      if (still) write(stream, ': latido\n\n');
      else end(stream);
    }
  }

  deps.fanout.subscribe((message) => {
    const text = `event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
    for (const stream of streams) if (stream.tenantId === message.tenantId) write(stream, text);
  });

  return {
    /** Takes the request's socket for the stream (Fastify no longer answers it). */
    open(reply: FastifyReply, tenantId: number, staffId: number): void {
      reply.hijack();
      const raw = reply.raw;
      // The headers hooks gave the reply (security headers): Fastify no longer sends them.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) raw.setHeader(name, value);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx buffers answers unless told not to.
        'x-accel-buffering': 'no',
      });
      const stream: LiveStream = { tenantId, staffId, raw };
      streams.add(stream);
      raw.on('close', () => end(stream));
      raw.write(`retry: ${RETRY_MS}\n: conectado\n\n`);
      if (!beat) {
        beat = setInterval(() => {
          heartbeat().catch((error) => deps.log.error({ err: error }, 'live events heartbeat'));
        }, deps.heartbeatMs ?? HEARTBEAT_MS);
        beat.unref();
      }
    },

    publish(tenantId: number, event: StaffEventName, data: unknown): void {
      deps.fanout.publish({ tenantId, event, data });
    },

    /** Listening to the other instances (a test waits for it before another one publishes). */
    ready: () => deps.fanout.ready(),

    /** Streams open on this instance now. */
    get size(): number {
      return streams.size;
    },

    /** Ends every stream, so the server's close does not wait for browsers that never leave. */
    endAll(): void {
      for (const stream of [...streams]) end(stream);
    },
  };
}

export type StaffLive = ReturnType<typeof createStaffLive>;
