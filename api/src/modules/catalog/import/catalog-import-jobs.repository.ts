import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { CatalogImportJobsTable } from '../catalog.tables.js';

export type ImportJobRow = Selectable<CatalogImportJobsTable>;

/** The SQL of the back office's import jobs (`catalog_import_jobs`). */
export function createImportJobsRepository(db: Kysely<Database>) {
  return {
    insert: (row: Insertable<CatalogImportJobsTable>) =>
      db.insertInto('catalog_import_jobs').values(row).execute(),

    /** Writes a running job's state; one that has ended keeps its outcome. */
    update: (id: string, changes: Updateable<CatalogImportJobsTable>) =>
      db
        .updateTable('catalog_import_jobs')
        .set(changes)
        .where('id', '=', id)
        .where('status', '=', 'running')
        .execute(),

    find: (tenantId: number, id: string) =>
      db
        .selectFrom('catalog_import_jobs')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),

    running: (tenantId: number) =>
      db
        .selectFrom('catalog_import_jobs')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 'running')
        .execute(),

    /** Ended jobs last touched before `before`: nobody polls them any more. */
    forget: (tenantId: number, before: string) =>
      db
        .deleteFrom('catalog_import_jobs')
        .where('tenant_id', '=', tenantId)
        .where('status', '<>', 'running')
        .where('updated_at', '<', before)
        .execute(),
  };
}

export type ImportJobsRepository = ReturnType<typeof createImportJobsRepository>;
