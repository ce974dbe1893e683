import {
  CALL_TIMEOUTS,
  isIdempotent,
  MAX_RETRY_WAIT_MS,
  retryWait,
  timeoutOf,
} from './call-policy';

describe('time limits by kind', () => {
  it('gives a read, a write and an upload each its own', () => {
    expect(timeoutOf('GET', undefined)).toBe(CALL_TIMEOUTS.readMs);
    expect(timeoutOf('POST', { a: 1 })).toBe(CALL_TIMEOUTS.writeMs);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(5_000_000)]), 'logo.png');
    // 5 MB at 32 kB/s: 156.25 s more than a write.
    expect(timeoutOf('POST', form)).toBe(CALL_TIMEOUTS.writeMs + 156_250);
  });
});

describe('which calls may be sent twice', () => {
  it('GET, PUT, DELETE, and a POST with an Idempotency-Key', () => {
    expect(['get', 'PUT', 'delete'].every((method) => isIdempotent(method, undefined))).toBe(true);
    expect(isIdempotent('POST', undefined)).toBe(false);
    expect(isIdempotent('post', 'key-1')).toBe(true);
  });
});

describe('the wait before sending a refused call again', () => {
  const refusal = { status: 503, retryAfter: '2', retries: 0, waitedMs: 0 };

  it('is what Retry-After says, in seconds or as a date', () => {
    expect(retryWait(refusal)).toBe(2_000);
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(retryWait({ ...refusal, retryAfter: 'Tue, 01 Jan 2030 00:00:03 GMT' }, now)).toBe(3_000);
    expect(retryWait({ ...refusal, status: 429, retryAfter: null })).toBe(1_000);
  });

  it('is none for other statuses, after two retries, or past the total wait', () => {
    expect(retryWait({ ...refusal, status: 500 })).toBeNull();
    expect(retryWait({ ...refusal, retries: 2 })).toBeNull();
    expect(retryWait({ ...refusal, waitedMs: MAX_RETRY_WAIT_MS - 1_000 })).toBeNull();
    expect(retryWait({ ...refusal, retryAfter: '11' })).toBeNull();
  });
});
