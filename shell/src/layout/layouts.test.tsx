import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { TEMPLATE_IDS, type TemplateId } from '@store/contracts';
import { renderInStore } from '../test/render-store';
import { shopConfig } from '../test/shop-config';
import { BlankLayout, DefaultLayout } from './layouts';
import { legacySidebarStorageKey } from './use-sidebar';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

function renderDefault(template: TemplateId, width = 1280) {
  window.innerWidth = width;
  return renderInStore(
    <Routes>
      <Route element={<DefaultLayout />}>
        <Route path="*" element={<h1>Página</h1>} />
      </Route>
    </Routes>,
    { config: shopConfig({}, template) },
  );
}

// The store's cookies have its path (`/demo-ar`): the page is one of its pages.
beforeEach(() => {
  window.history.replaceState(null, '', '/demo-ar/');
  window.localStorage.clear();
  document.cookie = 'store_sidebar=; Max-Age=0; Path=/demo-ar';
});

describe('default layout by template', () => {
  it.each(TEMPLATE_IDS)('template %i: sidebar only for 4, 5 and 7, 283 px wide', (template) => {
    renderDefault(template);
    const sidebar = screen.queryByRole('complementary', { name: 'Categorías de productos' });
    if ([4, 5, 7].includes(template)) {
      expect(sidebar).toBeVisible();
      expect(sidebar).toHaveStyle({ width: '283px' });
    } else {
      expect(sidebar).not.toBeInTheDocument();
    }
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Página' })).toBeInTheDocument();
  });

  it.each([
    [1, 'CATEGORÍAS'],
    [2, 'CATEGORÍAS'],
    [3, 'CATEGORÍAS'],
    [4, 'CATEGORÍAS'],
    [6, 'CATEGORÍAS'],
    [10, 'CATEGORÍAS'],
    [8, 'MENÚ'],
    [9, 'MENÚ'],
  ] as const)('template %i titles its dropdown %s', (template, title) => {
    renderDefault(template);
    expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([5, 7] as const)('template %i has no dropdown: its sidebar is the menu', (template) => {
    renderDefault(template);
    expect(screen.queryByRole('button', { name: /CATEGORÍAS|MENÚ/ })).not.toBeInTheDocument();
  });

  it('closes and opens the sidebar, and remembers it in a cookie the server reads', async () => {
    const { unmount } = renderDefault(4);
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar categorías' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(document.cookie).toContain('store_sidebar=closed');
    unmount();
    renderDefault(4);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar categorías' }));
    expect(screen.getByRole('complementary')).toBeVisible();
    expect(document.cookie).not.toContain('store_sidebar');
  });

  it('keeps closed a sidebar closed before the cookie (local storage), now in the cookie', () => {
    window.localStorage.setItem(legacySidebarStorageKey('demo-ar'), 'closed');
    renderDefault(7);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(document.cookie).toContain('store_sidebar=closed');
    expect(window.localStorage.getItem(legacySidebarStorageKey('demo-ar'))).toBeNull();
  });

  it('on a phone the sidebar starts closed and opens as a drawer that Escape closes', async () => {
    renderDefault(5, 390);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Mostrar categorías' });
    await userEvent.click(toggle);
    expect(screen.getByRole('complementary')).toHaveAttribute('data-mode', 'drawer');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('blank layout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderBlank = (path: string) =>
    renderInStore(
      <Routes>
        <Route element={<BlankLayout />}>
          <Route path="*" element={<h1>Página</h1>} />
        </Route>
      </Routes>,
      { path },
    );

  it('has only the page and the chat button, which it leaves out on /auth', () => {
    const { unmount } = renderBlank('/auth/activate');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escribinos por WhatsApp' })).toBeInTheDocument();
    unmount();
    renderBlank('/auth');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('link', { name: 'Escribinos por WhatsApp' })).not.toBeInTheDocument();
  });

  it('leaves the chat button out of the back office', () => {
    renderBlank('/admin/orders/7');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('heading', { name: 'Página' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Escribinos por WhatsApp' })).not.toBeInTheDocument();
  });
});
