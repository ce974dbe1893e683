import { activity } from './activity';
import {
  api,
  apiFile,
  apiRequest,
  configureApi,
  holdCallsUntil,
  onUnauthorized,
  StoreApiError,
  UNKNOWN_ERROR_MESSAGE,
  toStoreApiError,
} from './api-client';
import { initI18n } from './i18n';
import { sessionHolder } from './session';

/** What `fetch` resolves with, as far as the client reads it (jsdom has no `Response`). */
const answer = (status: number, body: unknown, statusText = '') =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
    blob: async () => body,
  }) as Response;

const envelope = (message: string, code: number) => ({
  result: null,
  success: false,
  error: { code, message, details: null },
  unAuthorizedRequest: false,
});

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApi({ tenant: 'demo-ar', baseUrl: '' });
  sessionHolder.set({ accessToken: null, user: null });
  onUnauthorized(null);
  holdCallsUntil(Promise.resolve());
});

describe('a call of another session (the back office)', () => {
  it("sends its own bearer instead of the buyer's, and leaves a 401 to the caller", async () => {
    sessionHolder.set({ accessToken: 'buyer-token', user: null });
    const refresh = jest.fn(async () => true);
    onUnauthorized(refresh);
    fetchMock.mockResolvedValue(answer(401, envelope('Tu sesión del equipo expiró.', 401)));

    await expect(apiRequest({ url: '/api/admin/me', bearer: 'staff-token' })).rejects.toMatchObject(
      {
        status: 401,
        message: 'Tu sesión del equipo expiró.',
      },
    );
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.headers).toMatchObject({ Authorization: 'Bearer staff-token' });
    expect(refresh).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('every call', () => {
  it('names the tenant, carries the bearer token and sends the query and a JSON body', async () => {
    sessionHolder.set({ accessToken: 'token-1', user: null });
    fetchMock.mockResolvedValue(answer(200, { result: { id: 7 }, success: true }));

    const result = await api.post('/api/x', { a: 1 }, { page: 2, skipped: undefined });

    expect(result).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x?page=2');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: {
        'X-Tenant': 'demo-ar',
        Authorization: 'Bearer token-1',
        'Content-Type': 'application/json',
      },
    });
  });

  it('sends a form as it is, so the browser writes its multipart header', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: [], success: true }));
    const form = new FormData();
    await api.put('/api/upload', form);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('counts the call in flight for the progress bar and marks a failure', async () => {
    let reply: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (reply = resolve)));
    const call = api.get('/api/x').catch((error: unknown) => error);
    expect(activity.get()).toEqual({ pending: 1, failed: false });
    reply(answer(500, envelope('Falló', 500)));
    await call;
    expect(activity.get()).toEqual({ pending: 0, failed: true });
  });

  it('renews an expired token once and repeats the call', async () => {
    onUnauthorized(async () => {
      sessionHolder.set({ accessToken: 'renewed', user: null });
      return true;
    });
    fetchMock
      .mockResolvedValueOnce(answer(401, envelope('Sesión vencida', 401)))
      .mockResolvedValueOnce(answer(200, { result: 'ok', success: true }));
    expect(await api.get('/api/x')).toBe('ok');
    expect(fetchMock.mock.calls[1]![1].headers).toMatchObject({ Authorization: 'Bearer renewed' });
  });
});

describe('API errors as the spec describes them', () => {
  it('reads the server message of the envelope and keeps status and data', async () => {
    const data = envelope('El carrito ya no existe.', 422);
    fetchMock.mockResolvedValue(answer(422, data, 'Unprocessable Entity'));
    await expect(api.get('/api/services/app/Catalog/GetColors')).rejects.toMatchObject({
      type: 'error',
      kind: 'server',
      status: 422,
      statusText: 'Unprocessable Entity',
      message: 'El carrito ya no existe.',
      data,
    });
  });

  it('names a network error with its address', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api
      .get<never>('/api/services/app/Catalog/GetColors')
      .catch(toStoreApiError);
    expect(error).toMatchObject({
      name: 'NetworkError',
      kind: 'network',
      url: '/api/services/app/Catalog/GetColors',
    });
    expect(error.message).toBe(
      'No pudimos conectarnos con la tienda. Revisá tu conexión e intentá de nuevo.',
    );
  });

  it('tells a Chilean buyer the network error the Chilean way', async () => {
    initI18n('cl');
    try {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const error = await api.get<never>('/api/x').catch(toStoreApiError);
      expect(error.message).toBe(
        'No pudimos conectarnos con la tienda. Revisa tu conexión e intenta de nuevo.',
      );
    } finally {
      initI18n('arg');
    }
  });

  it('falls back to the unknown-error text for anything else', () => {
    expect(toStoreApiError(new TypeError('x')).message).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(toStoreApiError(new TypeError('x'))).toBeInstanceOf(StoreApiError);
  });
});

describe('calls that answer a file', () => {
  const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

  it('answers the bytes', async () => {
    fetchMock.mockResolvedValue(answer(200, pdf));
    expect(await apiFile({ url: '/api/x' })).toBe(pdf);
  });

  it("reads a refusal's message out of its envelope", async () => {
    fetchMock.mockResolvedValue(
      answer(404, JSON.stringify(envelope('No encontramos esa cotización.', 404))),
    );
    await expect(apiFile({ url: '/api/x' })).rejects.toMatchObject({
      kind: 'server',
      status: 404,
      message: 'No encontramos esa cotización.',
    });
  });
});

describe('calls while the session starts', () => {
  const authorizationOf = (call: number) =>
    (fetchMock.mock.calls[call]?.[1].headers as Record<string, string>).Authorization;

  it("wait for the visitor's token, while the guest token's own call goes at once", async () => {
    let tokenArrives = () => undefined as void;
    holdCallsUntil(new Promise<void>((resolve) => (tokenArrives = resolve)));
    fetchMock.mockResolvedValue(answer(200, { result: { accessToken: 'guest-token' } }));

    const cart = api.get('/api/cart');
    const token = await api.get('/api/TokenAuth/GetAccess', undefined, { beforeSession: true });
    expect(token).toEqual({ accessToken: 'guest-token' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    sessionHolder.set({ accessToken: 'guest-token', user: null });
    tokenArrives();
    await cart;
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/cart');
    expect(authorizationOf(1)).toBe('Bearer guest-token');
  });

  it('go without a token when the session could not start', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    holdCallsUntil(Promise.reject(new Error('storage blocked')));
    fetchMock.mockResolvedValue(answer(200, { result: ['Taza'] }));
    expect(await api.get('/api/products')).toEqual(['Taza']);
    expect(authorizationOf(0)).toBeUndefined();
    expect(log).toHaveBeenCalledWith('[store] the session could not start', expect.any(Error));
    log.mockRestore();
  });
});
