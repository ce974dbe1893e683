import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { initI18n, registerMessages } from '@store/platform';
import { SHELL_MESSAGES } from '../i18n/messages';
import { preloadRemoteComponent } from './load-remote-module';
import { RemoteSlot, SLOT_FALLBACK_TITLE } from './remote-slot';
import { keepServerMarkup } from './server-markup';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

const page = (text: string) => ({ default: () => <h1>{text}</h1> });

function renderSlot(onUnavailable?: () => void, kind: 'page' | 'quiet' = 'page') {
  return render(
    <MemoryRouter>
      <RemoteSlot
        remote="mf-catalog"
        module="./HomePage"
        kind={kind}
        onUnavailable={onUnavailable}
      />
      <p>El resto de la página</p>
    </MemoryRouter>,
  );
}

beforeAll(() => {
  initI18n('arg');
  registerMessages('shell', SHELL_MESSAGES);
});

beforeEach(() => {
  mockedLoadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteSlot', () => {
  it('renders the exposed module of the remote', async () => {
    mockedLoadRemote.mockResolvedValue(page('Inicio'));
    renderSlot();
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf-catalog/HomePage');
  });

  it('retries once when the remote fails to load, and shows it when the retry works', async () => {
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(page('Inicio'));
    renderSlot();
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows the Spanish fallback after the retry fails, keeps the rest of the page, and can try again', async () => {
    const onUnavailable = jest.fn();
    mockedLoadRemote.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(null as never);
    renderSlot(onUnavailable);
    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_FALLBACK_TITLE);
    expect(screen.getByText('El resto de la página')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(onUnavailable).toHaveBeenCalled();

    mockedLoadRemote.mockResolvedValue(page('Inicio'));
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering', async () => {
    mockedLoadRemote.mockResolvedValue({
      default: () => {
        throw new Error('render failed');
      },
    });
    renderSlot();
    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_FALLBACK_TITLE);
    expect(screen.getByText('El resto de la página')).toBeInTheDocument();
  });

  it('shows nothing for a quiet slot that fails, and reports it', async () => {
    const onUnavailable = jest.fn();
    mockedLoadRemote.mockRejectedValue(new Error('down'));
    renderSlot(onUnavailable, 'quiet');
    await waitFor(() => expect(onUnavailable).toHaveBeenCalled());
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(screen.getByText('El resto de la página')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders a preloaded module in its first render, as hydrating a server-rendered page needs', async () => {
    mockedLoadRemote.mockResolvedValue(page('Quiénes somos'));
    await preloadRemoteComponent('mf-catalog/AboutPage');
    mockedLoadRemote.mockClear();
    render(
      <MemoryRouter>
        <RemoteSlot remote="mf-catalog" module="./AboutPage" />
      </MemoryRouter>,
    );
    // Synchronously there: no loading state, and no second load.
    expect(screen.getByRole('heading', { name: 'Quiénes somos' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it("keeps a server-rendered page whose module cannot load: the server's markup, read-only, with a note", async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<main id="main"><div data-remote="mf-catalog" style="display:contents">' +
      '<h1>Productos</h1><a href="/products-list/tazas">Tazas</a><button>Aplicar precio</button>' +
      '</div></main>';
    document.body.append(container);
    expect(keepServerMarkup('mf-catalog/ProductListPage', container)).toBe(true);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter>
          <main id="main">
            <RemoteSlot remote="mf-catalog" module="./ProductListPage" />
          </main>
        </MemoryRouter>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Productos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tazas' })).toHaveAttribute(
      'href',
      '/products-list/tazas',
    );
    expect(screen.getByRole('button', { name: 'Aplicar precio' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Algunas funciones de esta página no cargaron',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    container.remove();
  });
});
