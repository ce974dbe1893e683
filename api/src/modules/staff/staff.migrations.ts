import type { Migration } from 'kysely';
import {
  withBoolean,
  withForeignId,
  withId,
  withJson,
  withMoney,
  withTimestamps,
  type MigrationDb,
} from '../../db/migration-helpers.js';

/**
 * Staff (numbers 1000-1099, and 1451): members, invitations, the audit log, recorded payments,
 * notes, the live events' tickets.
 */
export const staffMigrations: Record<string, Migration> = {
  '1000_create_staff': {
    async up(db: MigrationDb) {
      let members = withId(db, db.schema.createTable('staff_members'));
      members = withForeignId(members, 'tenant_id', 'tenants.id', { onDelete: 'cascade' })
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('totp_secret', 'text')
        .addColumn('totp_last_step', 'bigint')
        .addColumn('last_login_at', 'text')
        .addUniqueConstraint('staff_members_tenant_email', ['tenant_id', 'email']);
      members = withJson(withBoolean(members, 'totp_enabled', false), 'recovery_codes_json');
      await withTimestamps(members).execute();

      let invitations = withId(db, db.schema.createTable('staff_invitations'));
      invitations = withForeignId(invitations, 'tenant_id', 'tenants.id', { onDelete: 'cascade' });
      invitations = withForeignId(invitations, 'staff_id', 'staff_members.id', {
        onDelete: 'cascade',
      })
        .addColumn('code_hash', 'text', (col) => col.notNull().unique())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull());
      await invitations.execute();

      let audit = withId(db, db.schema.createTable('staff_audit'));
      audit = withForeignId(audit, 'tenant_id', 'tenants.id', { onDelete: 'cascade' })
        .addColumn('staff_id', 'bigint')
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull());
      await audit.execute();
      await db.schema
        .createIndex('staff_audit_tenant')
        .on('staff_audit')
        .columns(['tenant_id', 'id'])
        .execute();
      await db.schema
        .createIndex('staff_audit_subject')
        .on('staff_audit')
        .columns(['tenant_id', 'subject'])
        .execute();

      let payments = withId(db, db.schema.createTable('staff_payments'));
      payments = withForeignId(payments, 'tenant_id', 'tenants.id', { onDelete: 'cascade' });
      payments = withForeignId(payments, 'order_id', 'orders.id', { onDelete: 'cascade' })
        .addColumn('method', 'text', (col) => col.notNull())
        .addColumn('paid_on', 'text', (col) => col.notNull())
        .addColumn('bank', 'text', (col) => col.notNull())
        .addColumn('reference', 'text', (col) => col.notNull())
        .addColumn('staff_id', 'bigint', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull());
      await withMoney(payments, 'amount').execute();
      await db.schema
        .createIndex('staff_payments_order')
        .on('staff_payments')
        .columns(['order_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('staff_payments').execute();
      await db.schema.dropTable('staff_audit').execute();
      await db.schema.dropTable('staff_invitations').execute();
      await db.schema.dropTable('staff_members').execute();
    },
  },
  '1001_staff_order_notes': {
    async up(db: MigrationDb) {
      let notes = withId(db, db.schema.createTable('staff_order_notes'));
      notes = withForeignId(notes, 'tenant_id', 'tenants.id', { onDelete: 'cascade' });
      await withForeignId(notes, 'order_id', 'orders.id', { onDelete: 'cascade' })
        .addColumn('staff_id', 'bigint', (col) => col.notNull())
        .addColumn('author', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('staff_order_notes_order')
        .on('staff_order_notes')
        .columns(['order_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('staff_order_notes').execute();
    },
  },
  '1451_staff_event_tickets': {
    async up(db: MigrationDb) {
      let tickets = withId(db, db.schema.createTable('staff_event_tickets'));
      tickets = withForeignId(tickets, 'tenant_id', 'tenants.id', { onDelete: 'cascade' });
      await withForeignId(tickets, 'staff_id', 'staff_members.id', { onDelete: 'cascade' })
        .addColumn('code_hash', 'text', (col) => col.notNull().unique())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('staff_event_tickets').execute();
    },
  },
};
