import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import type { InvoicesTable } from './invoices.tables.js';

export type InvoiceRow = Selectable<InvoicesTable>;

/** Every SQL of the invoices module but the numbering sequences' (arca/arca-issuer.ts). */
export function createInvoicesRepository(db: Kysely<Database>) {
  return {
    /**
     * Queues a document for an order, in the caller's transaction (the payment's, the
     * cancellation's): UNIQUE (order_id, kind) makes it once per order whatever repeats.
     */
    async enqueue(
      executor: Kysely<Database>,
      row: Pick<Insertable<InvoicesTable>, 'tenant_id' | 'order_id' | 'kind' | 'invoice_id'>,
    ): Promise<boolean> {
      const now = nowIso();
      const result = await executor
        .insertInto('invoices')
        .values({
          ...row,
          doc_type: 0,
          status: 'pending',
          service: '',
          attempts: 0,
          next_attempt_at: now,
          total: 0,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    byId: (id: number) =>
      db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst(),

    ofOrder: (tenantId: number, orderId: number) =>
      db
        .selectFrom('invoices')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),

    /** The order's invoice, read inside a transaction (the cancellation's). */
    invoiceOf: (executor: Kysely<Database>, orderId: number) =>
      executor
        .selectFrom('invoices')
        .select(['id'])
        .where('order_id', '=', orderId)
        .where('kind', '=', 'invoice')
        .executeTakeFirst(),

    /** Pending documents whose time has come, oldest first. */
    due: (limit: number) =>
      db
        .selectFrom('invoices')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowIso())
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute(),

    /**
     * Takes a pending document for `holder` until `until`, unless it is held (by another
     * instance, or by this one's work in flight): one worker on a document at a time. Only a
     * document whose time has come: a round that listed it before another round's failed try
     * moved it later must not try it again at once.
     */
    async claim(id: number, holder: string, until: string): Promise<boolean> {
      const now = nowIso();
      const result = await db
        .updateTable('invoices')
        .set({ claimed_by: holder, claimed_until: until })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Changes a document (and lets its claim go when `release`). */
    update: (id: number, changes: Updateable<InvoicesTable>, release = false) =>
      db
        .updateTable('invoices')
        .set({
          ...changes,
          ...(release ? { claimed_by: null, claimed_until: null } : {}),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .execute(),

    /** Records an issued document once: a second record (a recovered number) changes nothing. */
    async markIssued(id: number, changes: Updateable<InvoicesTable>): Promise<boolean> {
      const result = await db
        .updateTable('invoices')
        .set({
          ...changes,
          status: 'issued',
          claimed_by: null,
          claimed_until: null,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .where('status', '!=', 'issued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A credit note waiting for its invoice is due at once once the invoice is issued. */
    wakeCreditNote: (orderId: number) =>
      db
        .updateTable('invoices')
        .set({ next_attempt_at: nowIso() })
        .where('order_id', '=', orderId)
        .where('kind', '=', 'credit_note')
        .where('status', '=', 'pending')
        .execute(),

    /** Claims the e-mail of an issued document: true for the one caller who sends it. */
    async claimMail(id: number): Promise<boolean> {
      const result = await db
        .updateTable('invoices')
        .set({ mailed_at: nowIso() })
        .where('id', '=', id)
        .where('mailed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    settingsOf: (tenantId: number) =>
      db
        .selectFrom('invoice_settings')
        .select('settings_json')
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst(),

    async saveSettings(tenantId: number, settingsJson: string): Promise<void> {
      const values = { settings_json: settingsJson, updated_at: nowIso() };
      await db
        .insertInto('invoice_settings')
        .values({ tenant_id: tenantId, ...values })
        .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
