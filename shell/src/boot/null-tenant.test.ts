import { shopConfig } from '../test/shop-config';
import { MissingTenantError, restartWithoutTenant } from './null-tenant';

describe('a configuration without tenant (spec section 4)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('destroys the session and reloads as a guest, once', async () => {
    const destroy = jest.fn(async () => undefined);
    let now = 5_000_000;
    const options = { destroy, now: () => now };
    await expect(
      restartWithoutTenant(shopConfig({ tenant: null }), 'demo-ar', options),
    ).resolves.toBe(true);
    expect(destroy).toHaveBeenCalledWith('demo-ar');
    now += 1000;
    await expect(
      restartWithoutTenant(shopConfig({ tenant: null }), 'demo-ar', options),
    ).rejects.toBeInstanceOf(MissingTenantError);
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('leaves a valid configuration alone', async () => {
    const destroy = jest.fn(async () => undefined);
    await expect(restartWithoutTenant(shopConfig(), 'demo-ar', { destroy })).resolves.toBe(false);
    expect(destroy).not.toHaveBeenCalled();
  });
});
