import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { OrderProofsTable, ProofState } from './proofs.tables.js';

export type ProofRow = Selectable<OrderProofsTable>;

/** The SQL of proof versions: every query names the tenant and the order. */
export function createProofsRepository(db: Kysely<Database>) {
  return {
    /** Every version of the order, newest first. */
    of: (executor: Kysely<Database>, tenantId: number, orderId: number): Promise<ProofRow[]> =>
      executor
        .selectFrom('order_proofs')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('order_id', '=', orderId)
        .orderBy('version', 'desc')
        .execute(),

    one: (tenantId: number, orderId: number, version: number) =>
      db
        .selectFrom('order_proofs')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('order_id', '=', orderId)
        .where('version', '=', version)
        .executeTakeFirst(),

    async nextVersion(executor: Kysely<Database>, orderId: number): Promise<number> {
      const row = await executor
        .selectFrom('order_proofs')
        .select((eb) => eb.fn.max('version').as('last'))
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return Number(row?.last ?? 0) + 1;
    },

    insert: (executor: Kysely<Database>, row: Insertable<OrderProofsTable>) =>
      executor.insertInto('order_proofs').values(row).execute(),

    /**
     * Moves one version from `from` to its next state; answers whether it moved (a second
     * answer, or one racing it, finds the state changed and moves nothing).
     */
    async advance(
      executor: Kysely<Database>,
      orderId: number,
      version: number,
      from: ProofState,
      changes: Updateable<OrderProofsTable>,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('order_proofs')
        .set(changes)
        .where('order_id', '=', orderId)
        .where('version', '=', version)
        .where('state', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ProofsRepository = ReturnType<typeof createProofsRepository>;
