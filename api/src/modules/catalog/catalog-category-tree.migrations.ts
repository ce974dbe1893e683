import { sql, type Migration } from 'kysely';
import type { MigrationDb } from '../../db/migration-helpers.js';

/**
 * Categories as a tree (issue 32): `parent_id` (null: a root; the parent is one of the same
 * store's, which the service checks, as a foreign key cannot say it here), `position` now counts
 * among siblings, a `picture` the staff upload (the shown WebP's address; null: the best
 * seller's) and a `version` for the back office's saves. Existing categories become roots in the
 * order they had (position, then id), numbered 0, 1, 2...
 */
export const catalogCategoryTreeMigrations: Record<string, Migration> = {
  '1461_catalog_category_tree': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('catalog_categories')
        .addColumn('parent_id', 'bigint', (col) =>
          col.references('catalog_categories.id').onDelete('restrict'),
        )
        .execute();
      await db.schema.alterTable('catalog_categories').addColumn('picture', 'text').execute();
      await db.schema
        .alterTable('catalog_categories')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await sql`update catalog_categories set position = (
          select count(*) from catalog_categories before
          where before.tenant_id = catalog_categories.tenant_id
            and (before.position < catalog_categories.position
              or (before.position = catalog_categories.position and before.id < catalog_categories.id)))`.execute(
        db,
      );
      await db.schema
        .createIndex('catalog_categories_parent')
        .on('catalog_categories')
        .columns(['tenant_id', 'parent_id', 'position'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('catalog_categories_parent').execute();
      await db.schema.alterTable('catalog_categories').dropColumn('version').execute();
      await db.schema.alterTable('catalog_categories').dropColumn('picture').execute();
      await db.schema.alterTable('catalog_categories').dropColumn('parent_id').execute();
    },
  },
  /**
   * A category's uploaded picture as the crop edits it (issue 32): its id (the files' names), kept
   * original, the original's size and the crop, as JSON (`CategoryPictureFile`); null with no
   * picture, or one uploaded before this (the crop then takes its shown file as the original).
   */
  '1471_catalog_category_picture_crop': {
    async up(db: MigrationDb) {
      await db.schema.alterTable('catalog_categories').addColumn('picture_json', 'text').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('catalog_categories').dropColumn('picture_json').execute();
    },
  },
};
