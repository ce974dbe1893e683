import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getRecent, setRecent } from './recent-map.js';

describe('recent maps', () => {
  it('drop the entry least recently set or read once past their capacity', () => {
    const map = new Map<string, number>();
    setRecent(map, 'a', 1, 2);
    setRecent(map, 'b', 2, 2);
    assert.equal(getRecent(map, 'a'), 1);
    setRecent(map, 'c', 3, 2);
    assert.deepEqual(
      [...map],
      [
        ['a', 1],
        ['c', 3],
      ],
    );
    setRecent(map, 'a', 4, 2);
    setRecent(map, 'd', 5, 2);
    assert.deepEqual(
      [...map],
      [
        ['a', 4],
        ['d', 5],
      ],
    );
    assert.equal(getRecent(map, 'c'), undefined);
  });
});
