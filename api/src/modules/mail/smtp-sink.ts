import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';

export interface SmtpSinkOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** Told of each message once its file is kept: the bench times arrivals with it. */
  onMessage?: (message: { id: string; to: string[] }) => void;
}

export interface SmtpSink {
  host: string;
  port: number;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** `<time>-<sequence><random>`: sorts in order of arrival; safe in a URL and a file name. */
export const SINK_ID = /^\d{13}-\d{6}[0-9a-f]{4}$/;

/**
 * A real SMTP server on a free loopback port that keeps every message it receives as an `.eml`
 * file in `dir`: what the development inbox shows, and what tests read. Written under a temporary
 * name and renamed, so a reader never sees half a message.
 */
export async function startSmtpSink(dir: string, options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  await mkdir(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // A sender's pooled connection left open would hold close() for smtp-server's default 30 s
    // (stopping npm start's catcher, and every test that ends with one); a second is enough for a
    // message in flight.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      sequence = (sequence + 1) % 1_000_000;
      const id = `${Date.now()}-${String(sequence).padStart(6, '0')}${randomBytes(2).toString('hex')}`;
      const partial = join(dir, `.${id}.part`);
      pipeline(stream, createWriteStream(partial))
        .then(() => rename(partial, join(dir, `${id}.eml`)))
        .then(() => {
          options.onMessage?.({ id, to: session.envelope.rcptTo.map(({ address }) => address) });
          callback();
        }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
