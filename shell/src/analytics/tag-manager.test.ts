import {
  loadTagManager,
  TAG_MANAGER_MAX_ATTEMPTS,
  TAG_MANAGER_RETRY_MS,
  tagManagerUrl,
  type TagManagerState,
} from './tag-manager';

function recorder(failures: number) {
  const attempts: string[] = [];
  const waits: number[] = [];
  const states: TagManagerState[] = [];
  return {
    attempts,
    waits,
    states,
    options: {
      inject: async (src: string) => {
        attempts.push(src);
        if (attempts.length <= failures) throw new Error('blocked');
      },
      wait: async (ms: number) => {
        waits.push(ms);
      },
      report: (state: TagManagerState) => states.push(state),
    },
  };
}

describe('tag manager', () => {
  it("injects the tenant's container by its address once when it loads", async () => {
    const run = recorder(0);
    await expect(loadTagManager('GTM-AB12CD3', run.options)).resolves.toBe(true);
    expect(run.attempts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3']);
    expect(run.states).toEqual(['loading', 'loaded']);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual(
      expect.objectContaining({ event: 'gtm.js' }),
    );
  });

  it('retries once per second while it fails, and stops when it loads', async () => {
    const run = recorder(3);
    await expect(loadTagManager('GTM-AB12CD3', run.options)).resolves.toBe(true);
    expect(run.attempts).toHaveLength(4);
    expect(run.waits).toEqual([TAG_MANAGER_RETRY_MS, TAG_MANAGER_RETRY_MS, TAG_MANAGER_RETRY_MS]);
  });

  it('gives up after 10 attempts', async () => {
    const run = recorder(Infinity);
    await expect(loadTagManager('GTM-AB12CD3', run.options)).resolves.toBe(false);
    expect(run.attempts).toHaveLength(TAG_MANAGER_MAX_ATTEMPTS);
    expect(TAG_MANAGER_MAX_ATTEMPTS).toBe(10);
    expect(run.waits).toHaveLength(9);
    expect(run.states.at(-1)).toBe('failed');
  });

  it('never injects a code outside the known format', async () => {
    const run = recorder(0);
    for (const code of ['"><script>alert(1)</script>', 'GTM-ab', 'UA-1234-1'])
      await expect(loadTagManager(code, run.options)).resolves.toBe(false);
    expect(run.attempts).toEqual([]);
    expect(tagManagerUrl('GTM-AB12')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12');
  });
});
