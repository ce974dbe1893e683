import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { renderInStore } from '../test/render-store';
import { shopConfig } from '../test/shop-config';
import { THEME_AND_ANALYTICS_DELAY_MS, useTenantAnalytics } from './use-tenant-analytics';

const reload = jest.fn();
function Probe() {
  useTenantAnalytics(reload);
  return <Link to="/checkout">Pagar</Link>;
}

const tenantScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[data-tenant-script]')].map((s) => s.src);
const flush = () => act(async () => undefined);

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
  reload.mockReset();
});
afterEach(() => jest.useRealTimers());

const withAnalytics = shopConfig({
  googleTagManagerCode: 'GTM-AB12CD3',
  googleAnalyticsCode: 'G-AB12CD34EF',
  pixelFB: '123456789012345',
  colors: { ...shopConfig().colors, primary: '#123456' },
});

describe('theme and analytics, 800 ms after the configuration', () => {
  it('applies the theme colours and injects the configured scripts at 800 ms, not before', async () => {
    renderInStore(<Probe />, { config: withAnalytics });
    act(() => jest.advanceTimersByTime(THEME_AND_ANALYTICS_DELAY_MS - 1));
    await flush();
    expect(tenantScripts()).toEqual([]);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
    act(() => jest.advanceTimersByTime(1));
    await flush();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#123456');
    expect(tenantScripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
      'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
  });

  it('injects nothing on account and checkout pages', async () => {
    renderInStore(<Probe />, { config: withAnalytics, path: '/auth' });
    act(() => jest.advanceTimersByTime(5000));
    await flush();
    expect(tenantScripts()).toEqual([]);
  });

  it('loads a checkout page afresh once a tenant script ran, so none runs there', async () => {
    renderInStore(<Probe />, { config: withAnalytics });
    act(() => jest.advanceTimersByTime(THEME_AND_ANALYTICS_DELAY_MS));
    await flush();
    expect(reload).not.toHaveBeenCalled();
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('link', { name: 'Pagar' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads no analytics code at all for a store without analytics', async () => {
    renderInStore(<Probe />);
    act(() => jest.advanceTimersByTime(5000));
    await flush();
    expect(tenantScripts()).toEqual([]);
  });
});
