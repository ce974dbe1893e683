import type { Generated } from 'kysely';

/**
 * Every e-mail the store sends goes through the outbox: written first, then delivered, and
 * retried with back-off until the SMTP server takes it. Nothing is lost to a failed send.
 */
export interface MailOutboxTable {
  id: Generated<number>;
  tenant_id: number | null;
  /** The sender's display name (the tenant's). */
  from_name: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  status: 'pending' | 'sent';
  /** 0 account mail (activation, reset), 1 the rest: lower goes first (migration 1370). */
  priority: Generated<number>;
  attempts: number;
  /** While pending: when the next delivery may start (also a short lease while one runs). */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Files sent with a mail (a quote's PDF), kept with it until it is sent and forgotten. */
export interface MailAttachmentsTable {
  id: Generated<number>;
  /** The outbox row (no foreign key: this table's migration may run before the outbox's). */
  mail_id: number;
  filename: string;
  content_type: string;
  /** The bytes, base64: one text column works the same on SQLite and PostgreSQL. */
  content_base64: string;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
  mail_attachments: MailAttachmentsTable;
}
