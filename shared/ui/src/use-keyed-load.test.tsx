import { act, renderHook } from '@testing-library/react';
import { cancelledCall, StoreApiError } from '@store/platform';
import { useKeyedLoad } from './use-keyed-load';

/** A promise the test settles when it wants, to order answers as a slow network would. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settle = (settleIt: () => void) => act(async () => settleIt());

it('loads for a key and says it is loading until then', async () => {
  const answer = deferred<string>();
  const { result } = renderHook(() => useKeyedLoad('pedido-1', () => answer.promise));
  expect(result.current).toMatchObject({ loading: true, data: undefined, error: null });
  await settle(() => answer.resolve('Pedido 1'));
  expect(result.current).toMatchObject({ loading: false, data: 'Pedido 1', error: null });
});

it('drops an answer that arrives after the key changed', async () => {
  const answers: Record<string, ReturnType<typeof deferred<string>>> = {
    '1': deferred(),
    '2': deferred(),
  };
  const { result, rerender } = renderHook(
    ({ page }) => useKeyedLoad(page, () => answers[page]!.promise),
    { initialProps: { page: '1' } },
  );
  rerender({ page: '2' });
  await settle(() => answers['2']!.resolve('página 2'));
  await settle(() => answers['1']!.resolve('página 1'));
  expect(result.current).toMatchObject({ loading: false, data: 'página 2' });
});

it("keeps the last key's answer as `latest` while the next key loads", async () => {
  const load = jest.fn((page: string) => Promise.resolve(`página ${page}`));
  const { result, rerender } = renderHook(({ page }) => useKeyedLoad(page, () => load(page)), {
    initialProps: { page: '1' },
  });
  await settle(() => undefined);
  rerender({ page: '2' });
  expect(result.current).toMatchObject({ loading: true, data: undefined, latest: 'página 1' });
  await settle(() => undefined);
  expect(result.current).toMatchObject({ loading: false, data: 'página 2', latest: 'página 2' });
});

it('asks nothing again for the same key with a new function, nor for a null key', async () => {
  const load = jest.fn(() => Promise.resolve('ok'));
  const { rerender } = renderHook(({ key }) => useKeyedLoad(key, () => load()), {
    initialProps: { key: null as string | null },
  });
  expect(load).not.toHaveBeenCalled();
  rerender({ key: 'a' });
  rerender({ key: 'a' });
  await settle(() => undefined);
  expect(load).toHaveBeenCalledTimes(1);
});

it('reloads on request, keeping the answer shown meanwhile', async () => {
  const answers = [deferred<number>(), deferred<number>()];
  let call = 0;
  const { result } = renderHook(() => useKeyedLoad('stock', () => answers[call++]!.promise));
  await settle(() => answers[0]!.resolve(5));
  act(() => result.current.reload());
  expect(result.current).toMatchObject({ loading: true, data: 5 });
  await settle(() => answers[1]!.resolve(4));
  expect(result.current).toMatchObject({ loading: false, data: 4 });
});

it("shows a failure in the API's words, and a reload can recover", async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(
      new StoreApiError('server', 'No encontramos ese pedido.', 404, 'Not Found', null, null),
    )
    .mockResolvedValueOnce('Pedido 7');
  const { result } = renderHook(() => useKeyedLoad('7', load as () => Promise<string>));
  await settle(() => undefined);
  expect(result.current).toMatchObject({ loading: false, error: 'No encontramos ese pedido.' });
  act(() => result.current.reload());
  expect(result.current).toMatchObject({ loading: true, error: null });
  await settle(() => undefined);
  expect(result.current).toMatchObject({ loading: false, data: 'Pedido 7', error: null });
});

it('shows no error for a read cancelled with its page, nor after the component left', async () => {
  const cancelled = deferred<string>();
  const { result } = renderHook(() => useKeyedLoad('a', () => cancelled.promise));
  await settle(() => cancelled.reject(cancelledCall('/api/x')));
  expect(result.current.error).toBeNull();

  const late = deferred<string>();
  const errors = jest.spyOn(console, 'error');
  const { result: left, unmount } = renderHook(() => useKeyedLoad('b', () => late.promise));
  unmount();
  await settle(() => late.resolve('tarde'));
  expect(left.current.data).toBeUndefined();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
