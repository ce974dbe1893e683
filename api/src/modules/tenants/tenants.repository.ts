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

/** A tenant's sealed credential as stored: who set it last (null: the terminal) and when. */
export interface TenantSecretRow {
  name: string;
  ciphertext: string;
  updated_at: string;
  updated_by: string | null;
}

/** `tenant_secrets` (tenant-secrets.ts seals and opens the values; nothing else reads them). */
export function createTenantSecretsRepository(db: Kysely<Database>) {
  return {
    db,
    transaction: <T>(work: (trx: Kysely<Database>) => Promise<T>) => db.transaction().execute(work),

    rows(executor: Kysely<Database>, tenantId: number): Promise<TenantSecretRow[]> {
      return executor
        .selectFrom('tenant_secrets')
        .select(['name', 'ciphertext', 'updated_at', 'updated_by'])
        .where('tenant_id', '=', tenantId)
        .orderBy('name')
        .execute();
    },

    async upsert(
      executor: Kysely<Database>,
      tenantId: number,
      row: TenantSecretRow,
    ): Promise<void> {
      const { ciphertext, updated_at, updated_by } = row;
      await executor
        .insertInto('tenant_secrets')
        .values({ tenant_id: tenantId, ...row })
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'name']).doUpdateSet({ ciphertext, updated_at, updated_by }),
        )
        .execute();
    },
  };
}

export type TenantSecretsRepository = ReturnType<typeof createTenantSecretsRepository>;
