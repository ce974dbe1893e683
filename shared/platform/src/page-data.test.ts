import { createPageData } from './page-data';

describe('createPageData', () => {
  it('loads each key once and keeps the answer for the page', async () => {
    const pageData = createPageData();
    const load = jest.fn(() => Promise.resolve({ total: 3 }));
    const [first, second] = await Promise.all([
      pageData.load('list', load),
      pageData.load('list', load),
    ]);
    expect(first).toEqual({ ok: true, value: { total: 3 } });
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(pageData.snapshot()).toEqual({ list: { total: 3 } });
  });

  it('answers a failed load as { ok: false } and leaves it out of the page', async () => {
    const pageData = createPageData();
    await expect(pageData.load('list', () => Promise.reject(new Error('down')))).resolves.toEqual({
      ok: false,
    });
    expect(pageData.snapshot()).toEqual({});
  });
});
