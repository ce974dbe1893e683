import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { secondInstance } from '../../reliability/test-instances.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('background jobs taken by one instance at a time', () => {
  let t: TestApp;
  let other: FastifyInstance;

  before(async () => {
    t = await createTestApp({ seed: false });
    other = await secondInstance(t);
  });
  after(async () => {
    await other?.close();
    await t?.close();
  });

  it('runs a round on one of two instances started at the same moment', async () => {
    let rounds = 0;
    const round = async () => {
      rounds += 1;
      return 'done';
    };
    const answers = await Promise.all([
      t.app.jobs.runExclusive('mail-outbox-test', 60_000, round),
      other.jobs.runExclusive('mail-outbox-test', 60_000, round),
    ]);
    assert.equal(rounds, 1);
    assert.deepEqual([...answers].sort(), ['done', null]);
  });

  it('keeps the lease with its holder, and hands it over once the holder is gone', async () => {
    const now = Date.now();
    assert.equal(await t.app.jobs.take('reconcile-test', 60_000, now), true);
    assert.equal(await other.jobs.take('reconcile-test', 60_000, now + 1_000), false);
    // The holder renews it each round.
    assert.equal(await t.app.jobs.take('reconcile-test', 60_000, now + 30_000), true);
    assert.equal(await other.jobs.take('reconcile-test', 60_000, now + 80_000), false);
    // Its holder died: a minute after the last renewal the other instance takes it.
    assert.equal(await other.jobs.take('reconcile-test', 60_000, now + 91_000), true);
    assert.equal(await t.app.jobs.take('reconcile-test', 60_000, now + 92_000), false);
  });

  it('skips a round whose lease the database cannot record, without throwing', async () => {
    let rounds = 0;
    await sql`alter table job_leases rename to job_leases_away`.execute(t.db);
    try {
      const answer = await t.app.jobs.runExclusive('outage-test', 60_000, async () => {
        rounds += 1;
        return 'done';
      });
      assert.equal(answer, null);
    } finally {
      await sql`alter table job_leases_away rename to job_leases`.execute(t.db);
    }
    assert.equal(rounds, 0);
    // The next round, with the database back, runs.
    assert.equal(await t.app.jobs.runExclusive('outage-test', 60_000, async () => 'done'), 'done');
  });

  it('frees its leases when an instance closes', async () => {
    const third = await secondInstance(t);
    assert.equal(await third.jobs.take('retention-test', 3_600_000), true);
    assert.equal(await other.jobs.take('retention-test', 3_600_000), false);
    await third.close();
    assert.equal(await other.jobs.take('retention-test', 3_600_000), true);
  });
});
