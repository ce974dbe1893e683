import { sql, type Migration } from 'kysely';
import {
  withBoolean,
  withForeignId,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../../db/migration-helpers.js';

const TEXT_COLUMNS = [
  'name',
  'last_name',
  'email',
  'phone',
  'street',
  'street_number',
  'apartment',
  'province_id',
  'city_id',
  'location_id',
  'province_name',
  'city_name',
  'locality',
  'zip_code',
  'delivery_comment',
  'fingerprint',
];

/** This module keeps to 1200-1299. */
export const buyerAddressesMigrations: Record<string, Migration> = {
  '1200_create_buyer_addresses': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('buyer_addresses'));
      table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' }).addColumn(
        'user_id',
        'bigint',
        (col) => col.notNull(),
      );
      for (const column of TEXT_COLUMNS)
        table = table.addColumn(column, 'text', (col) => col.notNull());
      table = withBoolean(table, 'is_default', false);
      await withTimestamps(table)
        .addColumn('used_at', 'text', (col) => col.notNull())
        .execute();
      // The same address saved twice at once (a double click, two tabs) is one row.
      await db.schema
        .createIndex('buyer_addresses_owner_fingerprint')
        .on('buyer_addresses')
        .columns(['tenant_id', 'user_id', 'fingerprint'])
        .unique()
        .execute();
      await db.schema
        .createIndex('buyer_addresses_one_default')
        .on('buyer_addresses')
        .columns(['tenant_id', 'user_id'])
        .unique()
        .where(sql.ref('is_default'), '=', 1)
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('buyer_addresses').execute();
    },
  },
};
