import type { Insertable, Kysely, Selectable } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import { fromBoolean, toBoolean } from '../../db/migration-helpers.js';
import type { PaymentEventsTable, SandboxPaymentsTable } from './payments.tables.js';

export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;
type NewPaymentEvent = Insertable<PaymentEventsTable>;

/** Every query on the payments module's tables: modes, checkouts and the provider's events. */
export function createPaymentsRepository(db: Kysely<Database>) {
  return {
    async sandboxOn(tenantId: number): Promise<boolean> {
      const row = await db
        .selectFrom('payment_modes')
        .select('sandbox')
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      return toBoolean(row?.sandbox);
    },

    /** Sets the tenant's sandbox mode; `keep` leaves a mode already chosen as it is (the seed). */
    async setSandbox(tenantId: number, on: boolean, keep = false) {
      const values = { sandbox: fromBoolean(on), updated_at: nowIso() };
      await db
        .insertInto('payment_modes')
        .values({ tenant_id: tenantId, ...values })
        .onConflict((oc) =>
          keep ? oc.column('tenant_id').doNothing() : oc.column('tenant_id').doUpdateSet(values),
        )
        .execute();
    },

    lastCheckout: (tenantId: number, orderId: number) =>
      db
        .selectFrom('payment_checkouts')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('order_id', '=', orderId)
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),

    async addCheckout(tenantId: number, orderId: number, provider: string, preferenceId: string) {
      await db
        .insertInto('payment_checkouts')
        .values({
          tenant_id: tenantId,
          order_id: orderId,
          provider,
          preference_id: preferenceId,
          created_at: nowIso(),
        })
        .execute();
    },

    /** Records an event once (UNIQUE provider + event id): false when it was recorded before. */
    async addEvent(trx: Kysely<Database>, event: NewPaymentEvent): Promise<boolean> {
      const inserted = await trx
        .insertInto('payment_events')
        .values(event)
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async setEventOutcome(
      trx: Kysely<Database>,
      provider: string,
      eventId: string,
      outcome: string,
    ) {
      await trx
        .updateTable('payment_events')
        .set({ outcome })
        .where('provider', '=', provider)
        .where('event_id', '=', eventId)
        .execute();
    },

    lastPaymentId: async (tenantId: number, orderId: number) =>
      (
        await db
          .selectFrom('payment_events')
          .select('payment_id')
          .where('tenant_id', '=', tenantId)
          .where('order_id', '=', orderId)
          .orderBy('received_at', 'desc')
          .executeTakeFirst()
      )?.payment_id ?? null,
  };
}

/** The local sandbox provider's own records (`sandbox_payments`). */
export function createSandboxRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<SandboxPaymentsTable>) {
      await db.insertInto('sandbox_payments').values(row).execute();
    },

    byPreference: (preferenceId: string) =>
      db
        .selectFrom('sandbox_payments')
        .selectAll()
        .where('preference_id', '=', preferenceId)
        .executeTakeFirst(),

    byPaymentId: (tenantId: number, paymentId: string) =>
      db
        .selectFrom('sandbox_payments')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('payment_id', '=', paymentId)
        .executeTakeFirst(),

    /** The newest decided payment of an order (its external reference). */
    latestByReference: (tenantId: number, externalReference: string) =>
      db
        .selectFrom('sandbox_payments')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('external_reference', '=', externalReference)
        .where('payment_id', 'is not', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),

    /**
     * Uses up a page's token in the statement that checks it (open, not expired, the token's
     * hash): true for the one caller that used it.
     */
    async useToken(preferenceId: string, hash: string): Promise<boolean> {
      const used = await db
        .updateTable('sandbox_payments')
        .set({ token_hash: null })
        .where('preference_id', '=', preferenceId)
        .where('token_hash', '=', hash)
        .where('expires_at', '>', nowIso())
        .where('status', 'in', ['created', 'pending'])
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1;
    },

    async decide(preferenceId: string, status: string, paymentId: string) {
      await db
        .updateTable('sandbox_payments')
        .set({ status, payment_id: paymentId })
        .where('preference_id', '=', preferenceId)
        .execute();
    },
  };
}
