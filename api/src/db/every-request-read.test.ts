import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { dialectOf, everyRequestRead } from './database.js';

describe('everyRequestRead', () => {
  let t: TestApp;
  let revisionOf: (parameters?: readonly unknown[]) => Promise<{ revision: number }[]>;
  before(async () => {
    t = await createTestApp();
    revisionOf = everyRequestRead(
      t.db,
      t.db.selectFrom('tenants').select('revision').where('name', '=', '').compile(),
    );
  });
  after(() => t.close());

  /** A change to the store: its revision moves (by trigger on PostgreSQL). */
  const touch = (name: string) =>
    t.db
      .updateTable('tenants')
      .set((eb) => ({ revision: eb('revision', '+', 1) }))
      .where('name', '=', name)
      .execute();
  const written = async (name: string) =>
    (
      await t.db
        .selectFrom('tenants')
        .select('revision')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).revision;

  it('answers each call with what was written before it asked', async () => {
    const [before] = await revisionOf(['demo-ar']);
    await touch('demo-ar');
    const after = await written('demo-ar');
    assert.ok(after > before!.revision);
    assert.deepEqual(await revisionOf(['demo-ar']), [{ revision: after }]);
    assert.deepEqual(await revisionOf(['no-such-store']), []);
  });

  it('answers calls of one moment with their own parameters', async () => {
    await touch('demo-cl');
    const expected = [await written('demo-ar'), await written('demo-cl'), await written('demo-ar')];
    const [ar, cl, arAgain] = await Promise.all([
      revisionOf(['demo-ar']),
      revisionOf(['demo-cl']),
      revisionOf(['demo-ar']),
    ]);
    assert.deepEqual(
      [ar, cl, arAgain],
      expected.map((revision) => [{ revision }]),
    );
    // On PostgreSQL the calls of one moment with the same parameters share one query (on
    // SQLite each is a synchronous statement of its own).
    if (dialectOf(t.db) === 'postgres') assert.equal(ar, arAgain);
  });
});
