import { createServerPageData } from './server-page-data';

describe('createServerPageData', () => {
  it('loads each key once and keeps the answer for the page', async () => {
    const pageData = createServerPageData();
    const load = jest.fn(() => Promise.resolve({ total: 3 }));
    const [first, second] = await Promise.all([
      pageData.loads!.load('list', load),
      pageData.loads!.load('list', load),
    ]);
    expect(first).toEqual({ ok: true, value: { total: 3 } });
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(pageData.snapshot()).toEqual({ list: { total: 3 } });
  });

  it('answers a failed load as { ok: false } and leaves it out of the page', async () => {
    const pageData = createServerPageData();
    await expect(
      pageData.loads!.load('list', () => Promise.reject(new Error('down'))),
    ).resolves.toEqual({
      ok: false,
    });
    expect(pageData.snapshot()).toEqual({});
  });
});
