import { BusRequestError, emit, handle, on, ownerUnavailable, request } from './bus';
import { initI18n } from './i18n';

describe('event bus', () => {
  it('delivers facts to every listener until they unsubscribe', () => {
    const seen: number[] = [];
    const stop = on('cart:updated', ({ count }) => seen.push(count));
    emit('cart:updated', { count: 2, total: 10 });
    stop();
    emit('cart:updated', { count: 3, total: 12 });
    expect(seen).toEqual([2]);
  });

  it('answers a request from the registered handler', async () => {
    const stop = handle('cart:add-requested', () => ({ ok: true, itemCount: 4 }));
    await expect(request('cart:add-requested', addRequest())).resolves.toEqual({
      ok: true,
      itemCount: 4,
    });
    stop();
  });

  it('keeps a request waiting until its handler loads', async () => {
    const answer = request('cart:add-requested', addRequest(), { timeoutMs: 1000 });
    const stop = handle('cart:add-requested', () => ({ ok: false, message: 'ya está' }));
    await expect(answer).resolves.toEqual({ ok: false, message: 'ya está' });
    stop();
  });

  it('fails with a clear Spanish error when nobody answers in time', async () => {
    jest.useFakeTimers();
    const answer = request('cart:add-requested', addRequest(), { timeoutMs: 500 });
    jest.advanceTimersByTime(500);
    await expect(answer).rejects.toBeInstanceOf(BusRequestError);
    await expect(answer).rejects.toThrow('no respondió a tiempo');
    jest.useRealTimers();
  });

  it("answers at once, in the buyer's Spanish, when the owner of a request could not load", async () => {
    jest.useFakeTimers();
    initI18n('cl');
    const waiting = request('cart:add-requested', addRequest());
    ownerUnavailable('cart');
    await expect(waiting).rejects.toMatchObject({
      name: 'BusRequestError',
      reason: 'unavailable',
      message:
        'Esta parte de la tienda no está disponible en este momento. Recarga la página e inténtalo de nuevo.',
    });
    // Later requests of the domain do not wait either: no timer is left to run.
    await expect(request('cart:price-requested', addRequest())).rejects.toMatchObject({
      reason: 'unavailable',
    });
    expect(jest.getTimerCount()).toBe(0);
    // An owner that loads after all answers again.
    const stop = handle('cart:add-requested', () => ({ ok: true, itemCount: 1 }));
    await expect(request('cart:add-requested', addRequest())).resolves.toEqual({
      ok: true,
      itemCount: 1,
    });
    stop();
    initI18n('arg');
    jest.useRealTimers();
  });

  it('says a late owner in the Chilean store without voseo', async () => {
    jest.useFakeTimers();
    initI18n('cl');
    const answer = request('cart:bulk-add-requested', { items: [] } as never, { timeoutMs: 500 });
    jest.advanceTimersByTime(500);
    await expect(answer).rejects.toThrow(
      'Esta sección de la tienda no respondió a tiempo. Recarga la página e inténtalo de nuevo.',
    );
    initI18n('arg');
    jest.useRealTimers();
  });

  it('passes on a handler that throws as a rejection', async () => {
    const stop = handle('cart:add-requested', () => {
      throw new Error('roto');
    });
    await expect(request('cart:add-requested', addRequest())).rejects.toThrow('roto');
    stop();
  });
});

function addRequest() {
  return {
    mode: 'cart' as const,
    product: {
      id: 1,
      externalId: 'T-1',
      name: 'Taza',
      description: '',
      featuredImg: null,
      kind: 'simple' as const,
      productDesc: 'taza',
    },
    lines: [{ variantId: 1, sku: 'T-1-R', quantity: 10, color: 'Rojo', size: null }],
    applicationTechniqueId: null,
    isCustomizable: false,
    customization: null,
  };
}
