import * as readiness from './page-readiness';

/** A fresh copy of the module: page readiness is module state, once ready it stays ready. */
function freshReadiness(): typeof readiness {
  let fresh!: typeof readiness;
  jest.isolateModules(() => {
    fresh = jest.requireActual('./page-readiness');
  });
  return fresh;
}

describe('afterPageReady', () => {
  it('waits for the page, calls once, and calls at once when the page is already ready', () => {
    const { afterPageReady, markPageReady } = freshReadiness();
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

  it('stops what the step started when stopped after the page was ready', () => {
    const { afterPageReady, markPageReady } = freshReadiness();
    const undoBefore = jest.fn();
    const undoAfter = jest.fn();
    const stopBefore = afterPageReady(() => undoBefore);
    markPageReady();
    const stopAfter = afterPageReady(() => undoAfter);
    expect(undoBefore).not.toHaveBeenCalled();

    stopBefore();
    stopAfter();
    expect(undoBefore).toHaveBeenCalledTimes(1);
    expect(undoAfter).toHaveBeenCalledTimes(1);
  });
});

describe('whenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls back when the browser is idle, and never once cancelled', () => {
    const idle = jest.fn();
    const cancelled = jest.fn();
    readiness.whenIdle(idle);
    readiness.whenIdle(cancelled)();
    expect(idle).not.toHaveBeenCalled();

    jest.runAllTimers();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
