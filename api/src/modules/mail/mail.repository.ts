import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { MailAttachmentsTable, MailOutboxTable } from './mail.tables.js';

export type OutboxRow = Selectable<MailOutboxTable>;
export type AttachmentRow = Selectable<MailAttachmentsTable>;

export function createMailRepository(db: Kysely<Database>) {
  return {
    /** The mail and its attachments, together or not at all. */
    async insert(
      row: Insertable<MailOutboxTable>,
      attachments: Omit<Insertable<MailAttachmentsTable>, 'mail_id'>[] = [],
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('mail_outbox')
          .values(row)
          .returning('id')
          .executeTakeFirstOrThrow();
        if (attachments.length)
          await trx
            .insertInto('mail_attachments')
            .values(attachments.map((attachment) => ({ ...attachment, mail_id: Number(id) })))
            .execute();
        return Number(id);
      });
    },

    attachmentsOf: (mailId: number) =>
      db
        .selectFrom('mail_attachments')
        .selectAll()
        .where('mail_id', '=', mailId)
        .orderBy('id')
        .execute(),

    /** Pending mail whose time has come: account mail first, then oldest first. */
    dueIds: (now: string, limit: number) =>
      db
        .selectFrom('mail_outbox')
        .select(['id', 'next_attempt_at'])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('priority')
        .orderBy('id')
        .limit(limit)
        .execute(),

    /**
     * Takes one mail for delivery: moves its next attempt to `leaseUntil` only if nobody else did
     * since it was read, so two workers never send the same mail at once.
     */
    async claim(
      id: number,
      seenNextAttempt: string,
      leaseUntil: string,
    ): Promise<OutboxRow | null> {
      const result = await db
        .updateTable('mail_outbox')
        .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '=', seenNextAttempt)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return null;
      return (
        (await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()) ??
        null
      );
    },

    async markSent(id: number, at: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: at, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: number, error: string, nextAttemptAt: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ last_error: error, next_attempt_at: nextAttemptAt })
        .where('id', '=', id)
        .execute();
    },

    /**
     * What the outbox holds: sent mail, mail waiting after a refused attempt (its error kept), and
     * mail never tried yet. Sent mail is forgotten after 30 days and with its recipient's account.
     */
    async counts(): Promise<{ sent: number; failed: number; waiting: number }> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select((eb) => [
          'status',
          eb.fn.countAll().as('all'),
          eb.fn.count('last_error').as('with_error'),
        ])
        .groupBy('status')
        .execute();
      const sent = rows.find((row) => row.status === 'sent');
      const pending = rows.find((row) => row.status === 'pending');
      return {
        sent: Number(sent?.all ?? 0),
        failed: Number(pending?.with_error ?? 0),
        waiting: Number(pending?.all ?? 0) - Number(pending?.with_error ?? 0),
      };
    },

    findById: (id: number) =>
      db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Sent mail is kept a while for support, then forgotten (it holds personal data). */
    async deleteSentBefore(before: string): Promise<void> {
      await db
        .deleteFrom('mail_attachments')
        .where('mail_id', 'in', (eb) =>
          eb
            .selectFrom('mail_outbox')
            .select('id')
            .where('status', '=', 'sent')
            .where('sent_at', '<', before),
        )
        .execute();
      await db
        .deleteFrom('mail_outbox')
        .where('status', '=', 'sent')
        .where('sent_at', '<', before)
        .execute();
    },

    async deleteByRecipient(recipient: string): Promise<void> {
      await db
        .deleteFrom('mail_attachments')
        .where('mail_id', 'in', (eb) =>
          eb.selectFrom('mail_outbox').select('id').where('recipient', '=', recipient),
        )
        .execute();
      await db.deleteFrom('mail_outbox').where('recipient', '=', recipient).execute();
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
