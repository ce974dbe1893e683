import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isExpired, TIME_ZONES, validityOf } from './quote-clock.js';

describe('quote validity in the tenant time zone', () => {
  it('counts from the local day and ends when the next local day starts (Buenos Aires, UTC-3)', () => {
    // 23:30 of 24 November in Buenos Aires is already the 25th in UTC.
    const { validUntil, expiresAt } = validityOf(
      new Date('2026-11-25T02:30:00Z'),
      15,
      TIME_ZONES.ARG,
    );
    assert.equal(validUntil, '2026-12-09');
    assert.equal(expiresAt, '2026-12-10T03:00:00.000Z');
    assert.equal(isExpired(expiresAt, new Date('2026-12-10T02:59:59.999Z')), false);
    assert.equal(isExpired(expiresAt, new Date('2026-12-10T03:00:00.000Z')), true);
  });

  it('follows Santiago across daylight saving (UTC-4 in winter, UTC-3 in summer)', () => {
    assert.deepEqual(validityOf(new Date('2026-06-10T12:00:00Z'), 15, TIME_ZONES.CL), {
      validUntil: '2026-06-25',
      expiresAt: '2026-06-26T04:00:00.000Z',
    });
    assert.deepEqual(validityOf(new Date('2026-11-25T12:00:00Z'), 15, TIME_ZONES.CL), {
      validUntil: '2026-12-10',
      expiresAt: '2026-12-11T03:00:00.000Z',
    });
    // Clocks jump from 24:00 of 5 September to 01:00 of the 6th: that day starts at 01:00 (-03).
    assert.equal(
      validityOf(new Date('2026-08-21T15:00:00Z'), 15, TIME_ZONES.CL).expiresAt,
      '2026-09-06T04:00:00.000Z',
    );
  });
});
