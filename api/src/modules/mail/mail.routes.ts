import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { registerDevInbox } from './dev-inbox.routes.js';
import { readMailSettings } from './mail.config.js';
import { createMailRepository } from './mail.repository.js';
import {
  createMailService,
  IN_FLIGHT,
  type MailService,
  type MailTransport,
} from './mail.service.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mail through the outbox: `send` stores, then delivers and retries until it is taken. */
    mail: MailService;
  }
}

const OUTBOX_ROUND_MS = 5_000;

/**
 * The SMTP server's address with a connection pool (nodemailer reads `pool` and
 * `maxConnections` from the address): several messages in flight, connections kept open.
 * Values already in `SMTP_URL` win.
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections'))
    url.searchParams.set('maxConnections', String(IN_FLIGHT));
  return url.toString();
}
const OUTBOX_LEASE_MS = 60_000;

/** The folder of the development SMTP sink, inside the data folder. */
export const mailSinkDir = (dataDir: string) => join(dataDir, 'mail-sink');

export const mailRoutes = fp(
  async (app) => {
    const settings = readMailSettings(app.config);
    let sink: SmtpSink | null = null;
    let transport: (MailTransport & { close(): void }) | null = null;
    if (settings.smtpUrl) {
      transport = nodemailer.createTransport(pooledSmtpUrl(settings.smtpUrl));
    } else if (settings.devInbox) {
      sink = await startSmtpSink(mailSinkDir(app.config.dataDir));
      transport = nodemailer.createTransport({
        host: sink.host,
        port: sink.port,
        secure: false,
        ignoreTLS: true,
      });
      registerDevInbox(app, {
        dir: mailSinkDir(app.config.dataDir),
        publicUrl: app.config.publicUrl,
      });
    } else {
      app.log.warn('SMTP_URL is not set: e-mails wait in the outbox until it is');
    }

    app.decorate(
      'mail',
      createMailService({
        repository: createMailRepository(app.db),
        transport,
        fromAddress: settings.fromAddress,
        log: app.log,
      }),
    );

    // Retries and mail written by another instance; the first round also sends what a restart
    // left. One instance runs the rounds (its lease renewed each round; another takes over a
    // minute after it dies); each mail is still claimed on its own (a new mail is sent at once
    // by the instance that wrote it).
    const timer = setInterval(
      () => void app.jobs.runExclusive('mail-outbox', OUTBOX_LEASE_MS, () => app.mail.deliverDue()),
      OUTBOX_ROUND_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await app.mail.idle();
      transport?.close();
      await sink?.close();
    });
  },
  { name: 'mail', dependencies: ['tenants', 'jobs'] },
);
