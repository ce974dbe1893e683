import type { Kysely, Selectable } from 'kysely';
import { everyRequestRead, type Database } from '../../db/database.js';
import type { TenantsTable } from './tenants.tables.js';

export type TenantRow = Selectable<TenantsTable>;

export interface NewTenantRow {
  name: string;
  display_name: string;
  environment: 'ARG' | 'CL';
  template_id: number;
  settings_json: string;
  created_at: string;
  updated_at: string;
}

export function createTenantsRepository(db: Kysely<Database>) {
  // Asked on every request: compiled once, read without Kysely's promise chain on SQLite.
  const readRevision = everyRequestRead(
    db,
    db.selectFrom('tenants').select('revision').where('name', '=', '').compile(),
  );

  return {
    findByName(name: string): Promise<TenantRow | undefined> {
      return db.selectFrom('tenants').selectAll().where('name', '=', name).executeTakeFirst();
    },

    /** The tenant's revision alone: the cheap question asked on every request. */
    async revisionOf(name: string): Promise<number | undefined> {
      const [row] = await readRevision([name]);
      return row?.revision;
    },

    findById(id: number): Promise<TenantRow | undefined> {
      return db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();
    },

    listNames(): Promise<string[]> {
      return db
        .selectFrom('tenants')
        .select('name')
        .orderBy('name')
        .execute()
        .then((rows) => rows.map((row) => row.name));
    },

    listAll(): Promise<TenantRow[]> {
      return db.selectFrom('tenants').selectAll().orderBy('name').execute();
    },

    /** Replaces everything but the name and the creation time; answers whether the tenant exists. */
    async updateByName(
      name: string,
      row: Omit<NewTenantRow, 'name' | 'created_at'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('tenants')
        .set(row)
        .where('name', '=', name)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Inserts unless a tenant by that name exists; answers whether it inserted. */
    async insertIfMissing(row: NewTenantRow): Promise<boolean> {
      const result = await db
        .insertInto('tenants')
        .values(row)
        .onConflict((conflict) => conflict.column('name').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
