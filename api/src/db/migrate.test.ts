import assert from 'node:assert/strict';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { dialectOf, type Database } from './database.js';
import { collectMigrations, migrateToLatest } from './migrate.js';
import { SCHEMA_CHANGE_LOCK } from './schema-lock.js';
import { runSeeds } from './seed.js';

async function schemaSnapshot(db: Kysely<Database>): Promise<unknown[]> {
  if (dialectOf(db) === 'sqlite') {
    const { rows } =
      await sql`select type, name, sql from sqlite_master order by type, name`.execute(db);
    return rows;
  }
  const { rows } = await sql`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = current_schema()
    order by table_name, column_name`.execute(db);
  return rows;
}

describe('migrations and seeds', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('run twice, the migrations apply nothing the second time and the schema stays the same', async () => {
    const before = await schemaSnapshot(t.db);
    assert.ok(before.length > 0);
    const second = await migrateToLatest(t.db);
    assert.deepEqual(second.results, []);
    assert.deepEqual(await schemaSnapshot(t.db), before);
  });

  it('run twice, the seed changes no row and no file', async () => {
    const rows = await t.db.selectFrom('tenants').selectAll().orderBy('id').execute();
    const logo = join(t.config.tenantAssetsDir, 'demo-ar', 'logo.svg');
    const logoTime = (await stat(logo)).mtimeMs;
    await runSeeds(t.app);
    assert.deepEqual(await t.db.selectFrom('tenants').selectAll().orderBy('id').execute(), rows);
    assert.deepEqual(
      rows.map((row) => row.name),
      ['demo-ar', 'demo-cl'],
    );
    assert.equal((await stat(logo)).mtimeMs, logoTime);
  });

  it('refuses migration names without their module number, and duplicates', () => {
    const noop: Migration = { up: async () => undefined };
    const routes = async () => undefined;
    assert.throws(
      () => collectMigrations([{ name: 'x', migrations: { create_things: noop }, routes }]),
      /0100_create_things/,
    );
    assert.throws(
      () =>
        collectMigrations([
          { name: 'a', migrations: { '0100_a': noop }, routes },
          { name: 'b', migrations: { '0100_a': noop }, routes },
        ]),
      /twice/,
    );
  });

  it('keeps the database constraints of tenants', async () => {
    const now = new Date().toISOString();
    const row = {
      name: 'constrained',
      display_name: 'X',
      template_id: 1,
      settings_json: '{}',
      created_at: now,
      updated_at: now,
    };
    await assert.rejects(
      t.db
        .insertInto('tenants')
        .values({ ...row, environment: 'BR' as 'ARG' })
        .execute(),
    );
    await assert.rejects(
      t.db
        .insertInto('tenants')
        .values({ ...row, environment: 'ARG', template_id: 11 })
        .execute(),
    );
    await assert.rejects(
      t.db
        .insertInto('tenants')
        .values({ ...row, environment: 'ARG', name: 'demo-ar' })
        .execute(),
    );
  });

  it('on PostgreSQL, waits while a schema is being dropped, then migrates', async (context) => {
    if (dialectOf(t.db) !== 'postgres') return context.skip('PostgreSQL only');
    // The migrator reads the tables of every schema: a drop elsewhere must not run meanwhile.
    let raceOver = false;
    const someoneWaits = async () => {
      while (!raceOver) {
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_locks
          where locktype = 'advisory' and not granted
            and ((classid::bigint << 32) | objid::bigint) = ${SCHEMA_CHANGE_LOCK}`.execute(t.db);
        if ((rows[0]?.waiting ?? 0) > 0) return 'waiting';
      }
      return 'stopped';
    };
    const result = await t.db.connection().execute(async (dropper) => {
      await sql`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`.execute(dropper);
      const migration = migrateToLatest(t.db);
      const first = await Promise.race([migration.then(() => 'migrated'), someoneWaits()]);
      raceOver = true;
      await sql`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK})`.execute(dropper);
      assert.equal(first, 'waiting');
      return migration;
    });
    assert.deepEqual(result.results, []);
  });
});
