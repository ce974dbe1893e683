import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sharedPerTurn } from './shared-per-turn.js';

describe('sharedPerTurn', () => {
  it('shares one read among the calls of a turn with the same key, and reads each key', async () => {
    const reads: string[] = [];
    const ask = sharedPerTurn(async (key) => {
      reads.push(key);
      return key.toUpperCase();
    });
    assert.deepEqual(await Promise.all([ask('ar'), ask('cl'), ask('ar')]), ['AR', 'CL', 'AR']);
    assert.deepEqual(reads.sort(), ['ar', 'cl']);
  });

  it('never answers a call with a read that started before it asked', async () => {
    let value = 'antes';
    let reads = 0;
    const ask = sharedPerTurn(async () => {
      reads += 1;
      const seen = value;
      // The read takes a while: calls made meanwhile must read again.
      await new Promise((resolve) => setImmediate(resolve));
      return seen;
    });
    const first = ask('x');
    // The first read is on its way once the turn it was asked in has ended.
    await new Promise((resolve) => setImmediate(resolve));
    value = 'después';
    const second = ask('x');
    assert.deepEqual(await Promise.all([first, second]), ['antes', 'después']);
    assert.equal(reads, 2);
  });

  it('rejects every call of a read that failed, and reads again for the next', async () => {
    let fail = true;
    const ask = sharedPerTurn(async () => {
      if (fail) throw new Error('sin conexión');
      return 'ok';
    });
    const failed = await Promise.allSettled([ask('x'), ask('x')]);
    assert.deepEqual(
      failed.map((result) => result.status),
      ['rejected', 'rejected'],
    );
    fail = false;
    assert.equal(await ask('x'), 'ok');
  });
});
