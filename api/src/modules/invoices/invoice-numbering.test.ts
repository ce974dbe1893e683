import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../app.js';
import { createDb, type Database } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Tenant } from '../tenants/index.js';
import { openDoubleStore } from './doubles/double-store.js';
import { invoiceDoublesFile } from './invoices.routes.js';
import { demoBuyer, payByCard, placeOrder } from './test-invoices.js';

/**
 * Numbers under concurrency: two API instances on one database (and one ARCA double), 20
 * invoices issued at once, the same invoice asked of both instances at once.
 */
describe('invoice numbers: two instances, 20 at once, never skipped or repeated', () => {
  let t: TestApp;
  let db2: Kysely<Database>;
  let second: FastifyInstance;
  let ar: Tenant;

  const issued = () =>
    t.db
      .selectFrom('invoices')
      .select(['id', 'order_id', 'number', 'status'])
      .where('tenant_id', '=', ar.id)
      .where('kind', '=', 'invoice')
      .orderBy('id')
      .execute();
  const logins = () => t.app.invoiceDoubles!.control.logins + second.invoiceDoubles!.control.logins;

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    if (t.config.database.dialect === 'postgres') {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        t.db,
      );
      db2 = createDb(t.config.database, { searchPath: rows[0]!.schema });
    } else db2 = createDb(t.config.database);
    // The same configuration and data folder: the second instance serves its own doubles on
    // the same state, as one ARCA answers every instance.
    second = await buildApp({ config: t.config, db: db2 });
    await second.ready();
  });
  after(async () => {
    await second?.close();
    await db2?.destroy();
    await t.close();
  });

  it('issues 20 paid orders at once across both instances as 20 consecutive numbers, with one WSAA login', async () => {
    const buyer = await demoBuyer(t, 'demo-ar');
    // Paid while ARCA is down: the 20 invoices wait, then go at once.
    t.app.invoiceDoubles!.control.down = true;
    second.invoiceDoubles!.control.down = true;
    const orders = [];
    for (let i = 0; i < 20; i += 1) {
      const order = await placeOrder(t, buyer);
      await payByCard(t, buyer, order.id);
      orders.push(order);
    }
    await t.app.invoices.idle();
    t.app.invoiceDoubles!.control.down = false;
    second.invoiceDoubles!.control.down = false;
    const rows = await issued();
    assert.equal(rows.length, 20, 'one invoice queued per paid order');
    // Their backoff has passed.
    await t.db
      .updateTable('invoices')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('tenant_id', '=', ar.id)
      .execute();
    await Promise.all(
      rows.map((row, i) => (i % 2 ? second : t.app).invoices.process(Number(row.id))),
    );
    // A retry an instance started by itself may hold one invoice's claim, so the call above gave
    // that one up to it: the numbers are read once neither instance is still working.
    await Promise.all([t.app.invoices.idle(), second.invoices.idle()]);
    const after = await issued();
    assert.deepEqual(
      after.map((r) => r.status),
      after.map(() => 'issued'),
    );
    const numbers = after.map((r) => Number(r.number)).sort((a, b) => a - b);
    assert.deepEqual(
      numbers,
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    assert.equal(logins(), 1, 'WSAA was asked once; both instances used its ticket');
    const tickets = await t.db.selectFrom('invoice_access_tickets').select('key').execute();
    assert.equal(tickets.length, 1);
  });

  it('gives the same invoice asked of both instances at once one number', async () => {
    const buyer = await demoBuyer(t, 'demo-ar');
    t.app.invoiceDoubles!.control.down = true;
    const order = await placeOrder(t, buyer);
    await payByCard(t, buyer, order.id);
    await t.app.invoices.idle();
    t.app.invoiceDoubles!.control.down = false;
    const [row] = (await issued()).filter((r) => Number(r.order_id) === order.id);
    await t.db
      .updateTable('invoices')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('id', '=', row!.id)
      .execute();
    await Promise.all([
      t.app.invoices.process(Number(row!.id)),
      second.invoices.process(Number(row!.id)),
      t.app.invoices.issueDue(),
      second.invoices.issueDue(),
    ]);
    await Promise.all([t.app.invoices.idle(), second.invoices.idle()]);
    const documents = await t.app.invoices.forOrder(ar, order.id);
    assert.equal(documents.length, 1);
    assert.equal(documents[0]!.status, 'issued');
    assert.equal(documents[0]!.number, 21);
    // ARCA's side (the double's records): vouchers 1 to 21, each once, and no 22.
    const arca = openDoubleStore(invoiceDoublesFile(t.config.dataDir));
    const vouchers = arca
      .prepare(
        'select number from arca_vouchers where point_of_sale = 2 and type = 1 order by number',
      )
      .all() as { number: number }[];
    arca.close();
    assert.deepEqual(
      vouchers.map((v) => v.number),
      Array.from({ length: 21 }, (_, i) => i + 1),
    );
  });
});
