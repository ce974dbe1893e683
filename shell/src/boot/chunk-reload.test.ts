import { isChunkLoadError, RELOAD_GUARD_MS, reloadForChunkError } from './chunk-reload';

function chunkError() {
  const error = new Error('Loading chunk 482 failed.\n(error: /shell/482.abcd1234.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('chunk-load failures', () => {
  it('recognises webpack chunk failures, scripts and CSS, and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk template-3 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('No pudimos conectarnos'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, then not again within 60000 ms, then again after', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const reload = jest.fn();
    let now = 1_000_000;
    const options = { storage, reload, now: () => now };

    expect(reloadForChunkError(chunkError(), options)).toBe(true);
    now += RELOAD_GUARD_MS - 1;
    expect(reloadForChunkError(chunkError(), options)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    expect(reloadForChunkError(chunkError(), options)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(new TypeError('x'), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
