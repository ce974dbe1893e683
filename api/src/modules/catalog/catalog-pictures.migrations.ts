import type { Migration } from 'kysely';
import type { MigrationDb } from '../../db/migration-helpers.js';

/**
 * The back office's pictures (issue 32): what the staff know of each picture of `images_json`
 * (its id, alt text, the kept original and its crop), `[{ id, image, alt, original, width,
 * height, crop }]`. `images_json` and `featured_img` stay what the storefront and the importer
 * read and write; a picture of `images_json` without an entry here is one of the import's.
 */
export const catalogPicturesMigrations: Record<string, Migration> = {
  '1435_catalog_product_pictures': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('catalog_products')
        .addColumn('pictures_json', 'text', (col) => col.notNull().defaultTo('[]'))
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('catalog_products').dropColumn('pictures_json').execute();
    },
  },
};
