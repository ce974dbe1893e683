import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { dialectOf } from '../db/database.js';
import { ownTables } from './table-dump.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('ownTables', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: false });
  });
  after(() => t.close());

  it("lists the test database's own tables, as the introspector does, without Kysely's", async () => {
    const tables = await ownTables(t.db);
    assert.ok(tables.includes('tenants') && tables.includes('catalog_products'));
    assert.ok(!tables.includes('kysely_migration') && !tables.includes('kysely_migration_lock'));
    const schema =
      dialectOf(t.db) === 'postgres'
        ? (await sql<{ name: string }>`select current_schema() as name`.execute(t.db)).rows[0]!.name
        : undefined;
    const introspected = (await t.db.introspection.getTables())
      .filter((table) => table.schema === schema)
      .map((table) => table.name);
    assert.deepEqual([...tables].sort(), introspected.sort());
  });

  it('is not disturbed by another schema being dropped meanwhile (PostgreSQL)', async (context) => {
    if (dialectOf(t.db) !== 'postgres') return context.skip('SQLite has no other schemas');
    const own = await ownTables(t.db);
    // Other test files create and drop their schemas while this one reads its tables.
    for (let round = 0; round < 20; round += 1) {
      const other = `t_dropped_${process.pid}_${round}`;
      await sql.raw(`create schema ${other}; create table ${other}.x (id int)`).execute(t.db);
      const [tables] = await Promise.all([
        ownTables(t.db),
        sql.raw(`drop schema ${other} cascade`).execute(t.db),
      ]);
      assert.deepEqual(tables.sort(), [...own].sort());
    }
  });
});
