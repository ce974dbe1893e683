import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../db/database.js';
import type { MailRepository } from './mail.repository.js';

export interface OutgoingMail {
  tenantId: number | null;
  /** The sender's display name: the tenant's name. */
  fromName: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with the mail (a quote's PDF); stored with it in the outbox. */
  attachments?: MailAttachment[];
  /**
   * `account` (activation, password reset) goes out before any other due mail: a buyer waiting
   * for a code never queues behind a burst of order confirmations.
   */
  priority?: 'account' | 'normal';
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What delivers one message: nodemailer's transport in the app, a double in tests. */
export interface MailTransport {
  sendMail(message: {
    from: { name: string; address: string };
    to: string;
    subject: string;
    html: string;
    text: string;
    attachments?: MailAttachment[];
  }): Promise<unknown>;
}

/** A delivery that does not finish in this time is taken up again by the next round. */
const LEASE_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;
const BATCH = 50;
/** Messages handed to the (pooled) transport at once within a round. */
export const IN_FLIGHT = 8;

const later = (ms: number, from = Date.now()) => new Date(from + ms).toISOString();

/** 30 s, 1 min, 2 min ... up to an hour between attempts, forever: mail is never dropped. */
export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, attempts - 1));

export function createMailService(options: {
  repository: MailRepository;
  /** null: no SMTP server configured; mail waits in the outbox until one is. */
  transport: MailTransport | null;
  fromAddress: string;
  log: FastifyBaseLogger;
}) {
  const { repository, transport, fromAddress, log } = options;
  let running: Promise<void> | null = null;
  let following: Promise<void> | null = null;

  async function deliver(id: number, seenNextAttempt: string): Promise<void> {
    if (!transport) return;
    const mail = await repository.claim(id, seenNextAttempt, later(LEASE_MS));
    if (!mail) return;
    try {
      const attachments = (await repository.attachmentsOf(id)).map((row) => ({
        filename: row.filename,
        contentType: row.content_type,
        content: Buffer.from(row.content_base64, 'base64'),
      }));
      await transport.sendMail({
        from: { name: mail.from_name, address: fromAddress },
        to: mail.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(attachments.length ? { attachments } : {}),
      });
      await repository.markSent(id, nowIso());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: id, attempts: mail.attempts, err: message }, 'mail not sent; will retry');
      await repository.markFailed(id, message.slice(0, 500), later(backoffMs(mail.attempts)));
    }
  }

  /** One round: up to BATCH due mails, IN_FLIGHT at once. True when it found a full batch. */
  async function deliverDueOnce(): Promise<boolean> {
    // Without a transport nothing is claimed: the same rows would be due again at once.
    if (!transport) return false;
    const due = await repository.dueIds(nowIso(), BATCH);
    // Several messages in flight (the SMTP pool's connections), each claimed on its own; the
    // batch is in priority order, so account mail starts first.
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const { id, next_attempt_at } = due[next++]!;
        await deliver(Number(id), next_attempt_at);
      }
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, due.length) }, worker));
    return due.length === BATCH;
  }

  /** Rounds while they come back full (a backlog drains at the pool's pace), then the clean-up. */
  async function drain(): Promise<void> {
    let full = true;
    while (full) {
      full = await deliverDueOnce().catch((error: unknown) => {
        log.error({ err: error }, 'mail outbox round failed');
        return false;
      });
    }
    await repository
      .deleteSentBefore(later(-KEEP_SENT_MS))
      .catch((error: unknown) => log.error({ err: error }, 'old sent mail not deleted'));
  }

  /**
   * Sends what is due. A call while a drain is under way gets one more drain after it, shared by
   * every call made meanwhile, and resolves when that one is over: the drain under way may have
   * read the outbox before the caller's mail was written (even in its last moments, the
   * clean-up). Each round reads the due mail again, so account mail written meanwhile goes next.
   */
  function deliverDue(): Promise<void> {
    if (!running) {
      running = drain().finally(() => {
        running = null;
      });
      return running;
    }
    following ??= running.then(() => {
      following = null;
      return deliverDue();
    });
    return following;
  }

  return {
    /** Writes the mail to the outbox and starts its delivery; resolves once it is safely stored. */
    async send(mail: OutgoingMail): Promise<number> {
      const now = nowIso();
      const attachments = (mail.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        content_type: attachment.contentType,
        content_base64: attachment.content.toString('base64'),
      }));
      const id = await repository.insert(
        {
          tenant_id: mail.tenantId,
          from_name: mail.fromName,
          recipient: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          status: 'pending',
          priority: mail.priority === 'account' ? 0 : 1,
          attempts: 0,
          next_attempt_at: now,
          last_error: null,
          created_at: now,
          sent_at: null,
        },
        attachments,
      );
      void deliverDue();
      return id;
    },

    deliverDue,

    /** Resolves when the drain under way and the one asked for after it (if any) are over. */
    idle: async () => {
      while (running || following) await (following ?? running);
    },

    /** Account deletion: mail to this address, sent or waiting, is personal data. */
    forgetRecipient: (email: string) => repository.deleteByRecipient(email),

    status: (id: number) => repository.findById(id),
  };
}

export type MailService = ReturnType<typeof createMailService>;
