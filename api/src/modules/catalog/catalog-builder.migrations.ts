import type { Migration } from 'kysely';
import type { MigrationDb } from '../../db/migration-helpers.js';

const RULE_COLUMNS = [
  'min_text_height_mm',
  'min_line_width_mm',
  'max_imprint_width_mm',
  'max_imprint_height_mm',
] as const;

/**
 * What the product builder reads from the catalogue (issue 10): each product's views (picture
 * and its real size in mm) and each technique's rules. Print areas stay in
 * `catalog_product_techniques.print_areas_json`; their position, bleed and safety are new keys
 * there, with defaults when absent (see print-layout.ts).
 */
export const catalogBuilderMigrations: Record<string, Migration> = {
  '0340_catalog_views_and_technique_rules': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('catalog_products')
        .addColumn('views_json', 'text', (col) => col.notNull().defaultTo('[]'))
        .execute();
      for (const column of RULE_COLUMNS)
        await db.schema.alterTable('catalog_techniques').addColumn(column, 'real').execute();
      await db.schema
        .alterTable('catalog_techniques')
        .addColumn('raster_allowed', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('catalog_techniques')
        .addColumn('palette', 'text', (col) => col.notNull().defaultTo('ink'))
        .execute();
    },
    async down(db: MigrationDb) {
      for (const column of [...RULE_COLUMNS, 'raster_allowed', 'palette'])
        await db.schema.alterTable('catalog_techniques').dropColumn(column).execute();
      await db.schema.alterTable('catalog_products').dropColumn('views_json').execute();
    },
  },
};
