import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { StoreLookDraftsTable } from './tenants.tables.js';

export type StoreLookDraftRow = Selectable<StoreLookDraftsTable>;
type DraftChange = Omit<StoreLookDraftRow, 'tenant_id' | 'version'>;

/** The drafts' SQL, and the tenant row a publish writes (both tables of this module). */
export function createStoreLookRepository(db: Kysely<Database>) {
  return {
    draftOf(executor: Kysely<Database>, tenantId: number) {
      return executor
        .selectFrom('store_look_drafts')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
    },

    /** Writes the row when it is still at `version` (a first row at 0); answers whether it did. */
    async writeDraft(
      executor: Kysely<Database>,
      tenantId: number,
      version: number,
      change: DraftChange,
    ): Promise<boolean> {
      if (version === 0) {
        const inserted = await executor
          .insertInto('store_look_drafts')
          .values({ tenant_id: tenantId, version: 1, ...change })
          .onConflict((conflict) => conflict.column('tenant_id').doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
      }
      const updated = await executor
        .updateTable('store_look_drafts')
        .set({ ...change, version: version + 1 })
        .where('tenant_id', '=', tenantId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    tenantRow(executor: Kysely<Database>, tenantId: number) {
      return executor
        .selectFrom('tenants')
        .select(['template_id', 'settings_json'])
        .where('id', '=', tenantId)
        .executeTakeFirstOrThrow();
    },

    async writeTenant(
      executor: Kysely<Database>,
      tenantId: number,
      row: { template_id: number; settings_json: string; updated_at: string },
    ): Promise<void> {
      await executor.updateTable('tenants').set(row).where('id', '=', tenantId).execute();
    },

    transaction: <T>(work: (trx: Kysely<Database>) => Promise<T>) => db.transaction().execute(work),
    db,
  };
}

export type StoreLookRepository = ReturnType<typeof createStoreLookRepository>;
