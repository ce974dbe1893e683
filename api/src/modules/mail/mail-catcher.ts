import Fastify from 'fastify';
import { registerDevInbox } from './dev-inbox.routes.js';
import { startSmtpSink } from './smtp-sink.js';

/** Where `npm start` shows the mail it catches when the store's own port is not this one. */
export const DEFAULT_CATCHER_PORT = 1080;

export interface MailCatcher {
  /** What the store's SMTP_URL becomes: the catcher's SMTP server on the loopback. */
  smtpUrl: string;
  /** The page that lists every mail caught. */
  webUrl: string;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  /** Where each message is kept as an `.eml` file (the store's `mail-sink` folder). */
  dir: string;
  /** The web page's port; 0 takes a free one. */
  webPort: number;
  /** Whether another port is fine when `webPort` is taken (it was not chosen by the user). */
  anyPortIfTaken: boolean;
  /** The store's public address: the mails' images (the tenant's logo) load from there. */
  publicUrl: string;
}

/**
 * A mail catcher for a store without SMTP_URL (`npm start` on a newcomer's machine): a real SMTP
 * server and the development inbox's pages on two ports of 127.0.0.1, in a process of its own,
 * so the store's server holds none of it. Built on the sink the tests use (smtp-server,
 * mailparser): the same files, the same pages.
 */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const sink = await startSmtpSink(options.dir);
  const web = Fastify({ logger: false });
  registerDevInbox(web, { dir: options.dir, publicUrl: options.publicUrl });
  web.get('/', (_request, reply) => reply.redirect('/dev/inbox'));
  try {
    await web.listen({ host: '127.0.0.1', port: options.webPort }).catch((error: unknown) => {
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!taken || !options.anyPortIfTaken) throw error;
      return web.listen({ host: '127.0.0.1', port: 0 });
    });
  } catch (error) {
    await sink.close();
    throw error;
  }
  const address = web.server.address();
  const port = typeof address === 'object' && address ? address.port : options.webPort;
  return {
    smtpUrl: `smtp://${sink.host}:${sink.port}`,
    webUrl: `http://127.0.0.1:${port}/`,
    async close() {
      await web.close();
      await sink.close();
    },
  };
}
