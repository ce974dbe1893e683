import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DesignUploadsTable } from './designs.tables.js';

/** All the SQL of the builder's uploads. */
export function createDesignsRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<DesignUploadsTable>) {
      return db.insertInto('design_uploads').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** One upload of this owner in this tenant; another buyer's or tenant's is not found. */
    owned(tenantId: number, owner: string, storedName: string) {
      return db
        .selectFrom('design_uploads')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('owner', '=', owner)
        .where('stored_name', '=', storedName)
        .executeTakeFirst();
    },

    /** Uploads of the tenant by name, whoever owns them (what a design references, to price it). */
    byNames(tenantId: number, storedNames: string[]) {
      if (storedNames.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('design_uploads')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('stored_name', 'in', storedNames)
        .execute();
    },

    /** Uploads of this owner by name: what a buyer's own preview may draw. */
    ownedByNames(tenantId: number, owner: string, storedNames: string[]) {
      if (storedNames.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('design_uploads')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('owner', '=', owner)
        .where('stored_name', 'in', storedNames)
        .execute();
    },

    logosOf(tenantId: number, owner: string, limit: number) {
      return db
        .selectFrom('design_uploads')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('owner', '=', owner)
        .where('kind', '=', 'logo')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type DesignsRepository = ReturnType<typeof createDesignsRepository>;
