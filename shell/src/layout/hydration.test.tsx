import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DEFAULT_PAGE_VIEW, type PageView, type TemplateId } from '@store/contracts';
import { initI18n, registerMessages, sessionHolder, StoreContext } from '@store/platform';
import { PageViewContext } from '../boot/page-view';
import { SHELL_MESSAGES } from '../i18n/messages';
import { REGION_MESSAGES } from '../i18n/region-messages';
import { shopConfig } from '../test/shop-config';
import { DefaultLayout } from './layouts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

const BUYER = {
  accessToken: 'token',
  user: {
    userId: 7,
    email: 'comprador@promosur.com.ar',
    fullName: '',
    phoneNumber: null,
    company: null,
  },
};

function Page({ view, template }: { view: PageView; template: TemplateId }) {
  const config = shopConfig({}, template);
  return (
    <StoreContext.Provider value={{ tenant: 'demo-ar', config, locale: 'arg' }}>
      <PageViewContext.Provider value={view}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route element={<DefaultLayout />}>
              <Route path="*" element={<h1>Inicio</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </PageViewContext.Provider>
    </StoreContext.Provider>
  );
}

/**
 * The server's HTML of the layout (a guest's server: no session), then the browser's hydration
 * of it with what this browser knows: the errors React reports when the two differ.
 */
async function serveThenHydrate(view: PageView, { template = 1 as TemplateId } = {}) {
  sessionHolder.set({ accessToken: null, user: null });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page view={view} template={template} />);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  applyBrowserState();
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Page view={view} template={template} />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  return { serverHtml, mismatches };
}

let applyBrowserState = () => undefined as void;
let root: Root | null = null;

beforeAll(() => {
  initI18n('arg');
  registerMessages('shell', SHELL_MESSAGES);
  registerMessages('region', REGION_MESSAGES);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

beforeEach(() => {
  window.history.replaceState(null, '', '/demo-ar/');
  document.body.innerHTML = '';
  document.cookie = 'store_sidebar=; Max-Age=0; Path=/demo-ar';
  window.innerWidth = 1280;
});

describe('a server-rendered page hydrates as the server rendered it', () => {
  it('for a signed-in buyer the server knew of (cookie): their account from the first paint', async () => {
    applyBrowserState = () => sessionHolder.set(BUYER);
    const { serverHtml, mismatches } = await serveThenHydrate({
      ...DEFAULT_PAGE_VIEW,
      signedIn: true,
    });
    expect(serverHtml).toContain('Mi cuenta');
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/profile');
  });

  it('for a signed-in buyer the server did not know of: a guest first, then their account', async () => {
    applyBrowserState = () => sessionHolder.set(BUYER);
    const { serverHtml, mismatches } = await serveThenHydrate(DEFAULT_PAGE_VIEW);
    expect(serverHtml).toContain('Ingresar');
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('link', { name: 'Mi cuenta' })).toBeInTheDocument();
  });

  it('with the sidebar the buyer closed: closed in the HTML, closed after hydration', async () => {
    applyBrowserState = () => {
      document.cookie = 'store_sidebar=closed; Path=/demo-ar';
    };
    const { serverHtml, mismatches } = await serveThenHydrate(
      { ...DEFAULT_PAGE_VIEW, sidebarClosed: true },
      { template: 4 },
    );
    expect(serverHtml).toMatch(/<aside[^>]*hidden=""/);
    expect(mismatches).toEqual([]);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar categorías' })).toBeInTheDocument();
  });
});
