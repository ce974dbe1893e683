import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { likeOf, lowerLike } from '../../db/like.js';

/**
 * The store's buyer accounts as the back office reads and changes them (issue 32): the search of
 * «Clientes», one account, and the claim of its `staff_version` (migration 1430) that each staff
 * write makes in its transaction. All SQL on this module's `auth_users`.
 */
export function createBuyerAccountsRepository(db: Kysely<Database>) {
  const live = (tenantId: number) =>
    db
      .selectFrom('auth_users')
      .select([
        'id',
        'full_name',
        'email',
        'company',
        'phone_number',
        'status',
        'blocked_at',
        'staff_version',
        'created_at',
      ])
      .where('tenant_id', '=', tenantId)
      .where('status', '!=', 'deleted');

  return {
    /**
     * Newest accounts first: the name, e-mail or company holding `q`, or one of `alsoIds` (the
     * buyers other modules matched, such as by the CUIT/RUT of their orders).
     */
    async search(
      tenantId: number,
      query: { q?: string | undefined; alsoIds: number[]; offset: number; limit: number },
    ) {
      let matching = live(tenantId);
      const term = query.q?.trim();
      if (term) {
        const like = likeOf(term);
        matching = matching.where((eb) =>
          eb.or([
            lowerLike(sql.ref('full_name'), like),
            lowerLike(sql.ref('email'), like),
            lowerLike(sql.ref('company'), like),
            ...(query.alsoIds.length ? [eb('id', 'in', query.alsoIds)] : []),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        matching.orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute(),
        matching
          .clearSelect()
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, totalCount: Number(count.n) };
    },

    byId: (tenantId: number, id: number) => live(tenantId).where('id', '=', id).executeTakeFirst(),

    /**
     * Claims the account for a staff write: raises `staff_version` if it is still `version`
     * (null: the operator's command line, which edits no page), and sets `blockedAt` when given.
     * False when someone else changed it first.
     */
    async claim(
      executor: Kysely<Database>,
      tenantId: number,
      id: number,
      version: number | null,
      blockedAt?: string | null,
    ): Promise<boolean> {
      let update = executor
        .updateTable('auth_users')
        .set((eb) => ({
          staff_version: eb('staff_version', '+', 1),
          ...(blockedAt === undefined ? {} : { blocked_at: blockedAt }),
        }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id);
      if (version !== null) update = update.where('staff_version', '=', version);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type BuyerAccounts = ReturnType<typeof createBuyerAccountsRepository>;
export type BuyerAccountRow = NonNullable<Awaited<ReturnType<BuyerAccounts['byId']>>>;
