import { afterPageReady, markPageReady } from './page-readiness';

describe('afterPageReady', () => {
  it('waits for the page, calls once, and calls at once when the page is already ready', () => {
    const waited = jest.fn();
    const stopped = jest.fn();
    afterPageReady(waited);
    const stop = afterPageReady(stopped);
    stop();
    expect(waited).not.toHaveBeenCalled();

    markPageReady();
    markPageReady();
    expect(waited).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();

    const late = jest.fn();
    afterPageReady(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
