import type { Migration } from 'kysely';
import { withForeignId, withId, type MigrationDb } from '../../db/migration-helpers.js';

/**
 * The mail module keeps to 0800-0899; `0690_create_mail_attachments` was added with quotes (whose
 * work was given 0600-0699) and has no foreign key, so it runs before or after the outbox's.
 */
export const mailMigrations: Record<string, Migration> = {
  '0810_create_mail_outbox': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('mail_outbox'));
      table = withForeignId(table, 'tenant_id', 'tenants.id', {
        nullable: true,
        onDelete: 'set null',
      });
      await table
        .addColumn('from_name', 'text', (col) => col.notNull())
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('html', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('mail_outbox_due')
        .on('mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('mail_outbox_recipient')
        .on('mail_outbox')
        .column('recipient')
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('mail_outbox').execute();
    },
  },
  '0690_create_mail_attachments': {
    async up(db: MigrationDb) {
      await withId(db, db.schema.createTable('mail_attachments'))
        .addColumn('mail_id', 'bigint', (col) => col.notNull())
        .addColumn('filename', 'text', (col) => col.notNull())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('content_base64', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('mail_attachments_mail')
        .on('mail_attachments')
        .column('mail_id')
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('mail_attachments').execute();
    },
  },
  // Issue 31: account mail (activation, reset) is sent before the rest of what is due.
  '1370_mail_outbox_priority': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('mail_outbox')
        .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('mail_outbox_priority_due')
        .on('mail_outbox')
        .columns(['status', 'priority', 'id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('mail_outbox_priority_due').execute();
      await db.schema.alterTable('mail_outbox').dropColumn('priority').execute();
    },
  },
};
