import type { Migration } from 'kysely';
import { withForeignId, withId, type MigrationDb } from '../../../db/migration-helpers.js';

/** Proof versions per order (issue 32; numbers 1410-1429). */
export const proofsMigrations: Record<string, Migration> = {
  '1410_order_proof_versions': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('order_proofs'));
      table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' });
      table = withForeignId(table, 'order_id', 'orders.id', { onDelete: 'cascade' })
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('file_name', 'text', (col) => col.notNull())
        .addColumn('byte_size', 'integer', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('sent_by', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('comment', 'text')
        .addColumn('answered_at', 'text')
        // Two staff making a version at once: the second insert fails instead of sharing a number.
        .addUniqueConstraint('order_proofs_order_version', ['order_id', 'version']);
      await table.execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('order_proofs').execute();
    },
  },
};
