import type { Migration } from 'kysely';
import type { MigrationDb } from '../../db/migration-helpers.js';

const SIZES = ['weight_grams', 'width_cm', 'height_cm', 'depth_cm'] as const;

/**
 * The back office's variants (issue 32): a variant may weigh and measure other than its product
 * (null: the product's), and a removed variant is retired, not deleted, so the orders, quotes
 * and stock history that name it keep it.
 */
export const catalogVariantsMigrations: Record<string, Migration> = {
  '1434_catalog_variant_editing': {
    async up(db: MigrationDb) {
      await db.schema.alterTable('catalog_variants').addColumn('retired_at', 'text').execute();
      await db.schema.alterTable('catalog_variants').addColumn('weight_grams', 'integer').execute();
      for (const column of SIZES.slice(1))
        await db.schema.alterTable('catalog_variants').addColumn(column, 'real').execute();
    },
    async down(db: MigrationDb) {
      for (const column of [...SIZES, 'retired_at'])
        await db.schema.alterTable('catalog_variants').dropColumn(column).execute();
    },
  },
};
