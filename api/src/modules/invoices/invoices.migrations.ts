import { sql, type Migration } from 'kysely';
import {
  withForeignId,
  withId,
  withJson,
  withMoney,
  withTimestamps,
  type MigrationDb,
} from '../../db/migration-helpers.js';

/** This module keeps to 1100-1199. */
export const invoicesMigrations: Record<string, Migration> = {
  '1100_create_invoices': {
    async up(db: MigrationDb) {
      let invoices = withId(db, db.schema.createTable('invoices'));
      invoices = withForeignId(invoices, 'tenant_id', 'tenants.id');
      invoices = withForeignId(invoices, 'order_id', 'orders.id')
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('doc_type', 'integer', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('service', 'text', (col) => col.notNull())
        .addColumn('point_of_sale', 'integer')
        .addColumn('number', 'bigint')
        .addColumn('cae', 'text')
        .addColumn('cae_due', 'text')
        .addColumn('issued_on', 'text')
        .addColumn('track_id', 'text')
        .addColumn('ted', 'text');
      invoices = withJson(invoices, 'buyer_json', { nullable: true });
      invoices = withJson(invoices, 'request_json', { nullable: true });
      invoices = withJson(invoices, 'messages_json', { nullable: true })
        .addColumn('last_error', 'text')
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('claimed_until', 'text');
      invoices = withForeignId(invoices, 'invoice_id', 'invoices.id', { nullable: true }).addColumn(
        'mailed_at',
        'text',
      );
      invoices = withTimestamps(withMoney(invoices, 'total'))
        .addUniqueConstraint('invoices_order_kind', ['order_id', 'kind'])
        .addCheckConstraint(
          'invoices_status_check',
          sql`status in ('pending', 'issued', 'rejected') and kind in ('invoice', 'credit_note')`,
        );
      await invoices.execute();
      await db.schema
        .createIndex('invoices_due')
        .on('invoices')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('invoices_tenant_order')
        .on('invoices')
        .columns(['tenant_id', 'order_id'])
        .execute();

      await db.schema
        .createTable('invoice_sequences')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('pending_invoice_id', 'bigint')
        .addColumn('pending_number', 'bigint')
        .addColumn('pending_json', 'text')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await withJson(
        withForeignId(db.schema.createTable('invoice_settings'), 'tenant_id', 'tenants.id', {
          onDelete: 'cascade',
        }),
        'settings_json',
      )
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('invoice_settings_pk', ['tenant_id'])
        .execute();
      await db.schema
        .createTable('invoice_access_tickets')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('token', 'text', (col) => col.notNull())
        .addColumn('sign', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: MigrationDb) {
      for (const table of [
        'invoice_access_tickets',
        'invoice_settings',
        'invoice_sequences',
        'invoices',
      ])
        await db.schema.dropTable(table).execute();
    },
  },
};
