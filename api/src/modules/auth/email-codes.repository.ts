import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { EmailCodePurpose } from './auth.tables.js';

/** All SQL about the single-use codes sent by e-mail (only their hashes are stored). */
export function createEmailCodesRepository(db: Kysely<Database>) {
  return {
    async insert(code: {
      userId: number;
      purpose: EmailCodePurpose;
      codeHash: string;
      expiresAt: string;
      at: string;
    }): Promise<void> {
      await db
        .insertInto('auth_email_codes')
        .values({
          user_id: code.userId,
          purpose: code.purpose,
          code_hash: code.codeHash,
          expires_at: code.expiresAt,
          used_at: null,
          created_at: code.at,
        })
        .execute();
    },

    find: (userId: number, purpose: EmailCodePurpose, codeHash: string) =>
      db
        .selectFrom('auth_email_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('code_hash', '=', codeHash)
        .executeTakeFirst(),

    /** Uses a code once: false when it was used (or replaced) in the meantime. */
    async markUsed(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('auth_email_codes')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A new code replaces the older ones of the same purpose. */
    async retireAll(userId: number, purpose: EmailCodePurpose, at: string): Promise<void> {
      await db
        .updateTable('auth_email_codes')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type EmailCodesRepository = ReturnType<typeof createEmailCodesRepository>;
