import { createInstance } from '@module-federation/enhanced/runtime';
import singletonsCheckedAtDeploy from '@store/federation/singletons-checked-at-deploy';

/**
 * The browser builds' runtime plugin, against the real federation runtime: a shared singleton
 * is handed out without its version being checked again in the page (the deploy checks it).
 */
let instances = 0;

/** A page's runtime with the shell's React 19 shared, and a consumer that asks for React 18. */
async function loadReactAskingFor18(plugins: ReturnType<typeof singletonsCheckedAtDeploy>[]) {
  instances += 1;
  const shellReact = { from: 'shell' };
  const federation = createInstance({
    name: `singletons_test_${instances}`,
    remotes: [],
    plugins,
    shared: {
      react: {
        version: '19.3.1',
        lib: () => shellReact,
        scope: `scope_${instances}`,
        shareConfig: { singleton: true, requiredVersion: '^19.3.1' },
      },
    },
  });
  const factory = await federation.loadShare<typeof shellReact>('react', {
    customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^18.0.0' } },
  });
  return { shellReact, handedOut: factory ? factory() : null };
}

describe('singletons checked at deploy (runtime plugin)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('hands out the loaded singleton without checking its version against the range again', async () => {
    const { shellReact, handedOut } = await loadReactAskingFor18([singletonsCheckedAtDeploy()]);
    expect(handedOut).toBe(shellReact);
    expect(warn).not.toHaveBeenCalled();
  });

  it("is what skips the check: the runtime's own resolver hands out the same copy and warns", async () => {
    const { shellReact, handedOut } = await loadReactAskingFor18([]);
    expect(handedOut).toBe(shellReact);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/does not satisfy the requirement/);
  });
});
