import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { InvoiceAccessTicketsTable, InvoiceSequencesTable } from '../invoices.tables.js';

type TicketValues = Omit<InvoiceAccessTicketsTable, 'key'>;
type PendingValues = Omit<InvoiceSequencesTable, 'key'>;

/**
 * What the ARCA issuer keeps: WSAA tickets (`invoice_access_tickets`) and each numbering
 * sequence's number asked and not yet settled (`invoice_sequences`), by key.
 */
export function createArcaRepository(db: Kysely<Database>) {
  return {
    /** The ticket of `key` still valid at `now`. */
    ticket: (key: string, now: string) =>
      db
        .selectFrom('invoice_access_tickets')
        .selectAll()
        .where('key', '=', key)
        .where('expires_at', '>', now)
        .executeTakeFirst(),

    async saveTicket(key: string, values: TicketValues): Promise<void> {
      await db
        .insertInto('invoice_access_tickets')
        .values({ key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
    },

    async deleteTicket(key: string): Promise<void> {
      await db.deleteFrom('invoice_access_tickets').where('key', '=', key).execute();
    },

    sequence: (key: string) =>
      db.selectFrom('invoice_sequences').selectAll().where('key', '=', key).executeTakeFirst(),

    /** Writes the sequence's pending number (nulls: none) in the caller's transaction. */
    async setPending(
      executor: Kysely<Database>,
      key: string,
      values: PendingValues,
    ): Promise<void> {
      await executor
        .insertInto('invoice_sequences')
        .values({ key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
    },
  };
}
