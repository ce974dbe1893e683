import { activity } from './activity';
import { createApiClient } from './api-client';
import { isCancelled, StoreApiError, toStoreApiError, UNKNOWN_ERROR_MESSAGE } from './api-error';
import {
  api,
  apiFile,
  apiRequest,
  configureApi,
  holdCallsUntil,
  onUnauthorized,
} from './browser-api';
import { initI18n } from './i18n';
import { sessionHolder } from './session';
import {
  envelope,
  refusalEnvelope,
  apiServerForThisFile,
  type ReceivedCall,
} from './testing/api-server';

// The browser's client (jsdom's XMLHttpRequest, as in a page) against a real HTTP server.
const server = apiServerForThisFile();

beforeEach(() => {
  configureApi({ tenant: 'demo-ar', baseUrl: server.url });
  sessionHolder.set({ accessToken: null, user: null });
  onUnauthorized(null);
  holdCallsUntil(Promise.resolve());
  activity.set({ pending: 0, failed: false });
});

// jsdom's Blob lacks `text()`, which browsers (and Node) have: the client reads a file call's
// refusal with it.
Blob.prototype.text ??= function text(this: Blob) {
  return textOf(this);
};

function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const authorizationOf = (call: ReceivedCall | undefined) => call?.headers.authorization;

describe('every call', () => {
  it('names the tenant, carries the bearer token, sends the query and a JSON body, answers the result', async () => {
    sessionHolder.set({ accessToken: 'token-1', user: null });
    server.answer = () => ({ status: 200, body: envelope({ id: 7 }) });

    const result = await api.post('/api/x', { a: 1 }, { page: 2, skipped: undefined, none: null });

    expect(result).toEqual({ id: 7 });
    const [call] = server.calls;
    expect(call).toMatchObject({ method: 'POST', url: '/api/x?page=2', body: '{"a":1}' });
    expect(call?.headers).toMatchObject({
      'x-tenant': 'demo-ar',
      authorization: 'Bearer token-1',
      'content-type': 'application/json',
    });
  });

  it('sends a form as multipart, with the browser writing its boundary', async () => {
    const form = new FormData();
    form.append('file', new Blob(['logo-bytes'], { type: 'image/png' }), 'logo.png');
    await api.put('/api/upload', form);
    expect(server.calls[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(server.calls[0]?.body).toContain('logo-bytes');
  });

  it('counts the call in flight for the progress bar and marks a failure', async () => {
    server.answer = () => ({ status: 500, body: refusalEnvelope('Falló', 500) });
    const call = api.get('/api/x').catch((error: unknown) => error);
    expect(activity.get()).toEqual({ pending: 1, failed: false });
    await call;
    expect(activity.get()).toEqual({ pending: 0, failed: true });
  });
});

describe('an expired token', () => {
  it('is renewed once and the call sent again with the new one', async () => {
    sessionHolder.set({ accessToken: 'expired', user: null });
    const renew = jest.fn(async () => {
      sessionHolder.set({ accessToken: 'renewed', user: null });
      return true;
    });
    onUnauthorized(renew);
    server.answer = (call) =>
      call.headers.authorization === 'Bearer renewed'
        ? { status: 200, body: envelope('ok') }
        : { status: 401, body: refusalEnvelope('Sesión vencida', 401) };

    expect(await api.get('/api/x')).toBe('ok');
    expect(renew).toHaveBeenCalledTimes(1);
    expect(server.calls.map(authorizationOf)).toEqual(['Bearer expired', 'Bearer renewed']);
  });

  it('is renewed only once: a second 401 is the caller’s', async () => {
    const renew = jest.fn(async () => true);
    onUnauthorized(renew);
    server.answer = () => ({ status: 401, body: refusalEnvelope('Sesión vencida', 401) });
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(2);
  });

  it("of another session (the back office's bearer) is left to the caller", async () => {
    sessionHolder.set({ accessToken: 'buyer-token', user: null });
    const renew = jest.fn(async () => true);
    onUnauthorized(renew);
    server.answer = () => ({
      status: 401,
      body: refusalEnvelope('Tu sesión del equipo expiró.', 401),
    });

    await expect(apiRequest({ url: '/api/admin/me', bearer: 'staff-token' })).rejects.toMatchObject(
      {
        status: 401,
        message: 'Tu sesión del equipo expiró.',
      },
    );
    expect(authorizationOf(server.calls[0])).toBe('Bearer staff-token');
    expect(renew).not.toHaveBeenCalled();
    expect(server.calls).toHaveLength(1);
  });
});

describe('a 503 or 429 with Retry-After', () => {
  const busyThen = (busy: number, headers: Record<string, string>) => (call: ReceivedCall) =>
    server.calls.indexOf(call) < busy
      ? { status: 503, headers, body: refusalEnvelope('Estamos con mucha demanda.', 503) }
      : { status: 200, body: envelope('ok') };

  it('sends a read again after the time it asks for', async () => {
    server.answer = busyThen(1, { 'Retry-After': '1' });
    const started = Date.now();
    expect(await api.get('/api/x')).toBe('ok');
    expect(server.calls).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('never sends a POST without an Idempotency-Key again', async () => {
    server.answer = busyThen(1, { 'Retry-After': '0' });
    await expect(api.post('/api/order', { a: 1 })).rejects.toMatchObject({
      status: 503,
      message: 'Estamos con mucha demanda.',
    });
    expect(server.calls).toHaveLength(1);
  });

  it('sends a POST with an Idempotency-Key again, with the same key', async () => {
    server.answer = busyThen(1, { 'Retry-After': '0' });
    expect(await api.post('/api/order', { a: 1 }, undefined, { 'Idempotency-Key': 'k-1' })).toBe(
      'ok',
    );
    expect(server.calls.map((call) => call.headers['idempotency-key'])).toEqual(['k-1', 'k-1']);
    expect(server.calls[1]?.body).toBe('{"a":1}');
  });

  it('gives up after two retries, and at once when the wait is too long', async () => {
    server.answer = busyThen(10, { 'Retry-After': '0' });
    await expect(api.put('/api/x', {})).rejects.toMatchObject({ status: 503 });
    expect(server.calls).toHaveLength(3);

    server.calls.length = 0;
    server.answer = busyThen(10, { 'Retry-After': '60' });
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 503 });
    expect(server.calls).toHaveLength(1);
  });
});

describe('a cancelled call', () => {
  it("stops a page's read when the page goes, as no failure", async () => {
    server.answer = () => ({ hold: true });
    const page = new AbortController();
    const read = api.forPage(page.signal).get<never>('/api/products').catch(toStoreApiError);
    await server.received(1);
    page.abort();
    const error = await read;
    expect(isCancelled(error)).toBe(true);
    expect(error.kind).toBe('cancelled');
    expect(activity.get()).toEqual({ pending: 0, failed: false });
  });

  it("never stops a page's write", async () => {
    server.answer = () => ({ hold: true });
    const page = new AbortController();
    const write = api.forPage(page.signal).post('/api/cart', { items: [] });
    await server.received(1);
    page.abort();
    server.release({ status: 200, body: envelope('kept') });
    expect(await write).toBe('kept');
  });
});

describe('API errors as the spec describes them', () => {
  it('reads the message and field of the envelope and keeps status and data', async () => {
    const data = refusalEnvelope('El correo ya está registrado.', 422, 'email');
    server.answer = () => ({ status: 422, body: data });
    await expect(api.get('/api/services/app/Account/Register')).rejects.toMatchObject({
      type: 'error',
      kind: 'server',
      status: 422,
      statusText: 'Unprocessable Entity',
      message: 'El correo ya está registrado.',
      field: 'email',
      data,
      url: '/api/services/app/Account/Register',
    });
  });

  it('names a network error with its address, in the buyer’s Spanish', async () => {
    // jsdom reports a dropped connection on the console, as a browser does, and keeps the
    // failed call's time limit running: a short one lets Jest end.
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createApiClient({
      tenant: 'demo-ar',
      baseUrl: server.url,
      timeouts: { readMs: 500 },
    });
    server.answer = () => ({ drop: true });
    const error = await client
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
    initI18n('cl');
    try {
      expect((await client.get<never>('/api/x').catch(toStoreApiError)).message).toBe(
        'No pudimos conectarnos con la tienda. Revisa tu conexión e intenta de nuevo.',
      );
    } finally {
      initI18n('arg');
      log.mockRestore();
    }
  });

  it('says a call took too long', async () => {
    server.answer = () => ({ hold: true });
    const client = createApiClient({
      tenant: 'demo-ar',
      baseUrl: server.url,
      timeouts: { readMs: 200 },
    });
    const error = await client.get<never>('/api/slow').catch(toStoreApiError);
    expect(error).toMatchObject({ kind: 'network', url: '/api/slow' });
    expect(error.message).toBe(
      'La tienda tardó demasiado en responder. Revisá tu conexión e intentá de nuevo.',
    );
  });

  it('falls back to the unknown-error text for anything else', () => {
    expect(toStoreApiError(new TypeError('x')).message).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(toStoreApiError(new TypeError('x'))).toBeInstanceOf(StoreApiError);
  });
});

describe('calls that answer a file', () => {
  it("answer the bytes, and a refusal's message out of its envelope", async () => {
    server.answer = () => ({
      status: 200,
      body: '%PDF-1.7',
      headers: { 'Content-Type': 'application/pdf' },
    });
    expect(await textOf(await apiFile({ url: '/api/x' }))).toBe('%PDF-1.7');

    server.answer = () => ({
      status: 404,
      body: refusalEnvelope('No encontramos esa cotización.', 404),
    });
    await expect(apiFile({ url: '/api/x' })).rejects.toMatchObject({
      kind: 'server',
      status: 404,
      message: 'No encontramos esa cotización.',
    });
  });
});

describe('calls while the session starts', () => {
  it("wait for the visitor's token, while the guest token's own call goes at once", async () => {
    let tokenArrives = () => undefined as void;
    holdCallsUntil(new Promise<void>((resolve) => (tokenArrives = resolve)));
    server.answer = () => ({ status: 200, body: envelope({ accessToken: 'guest-token' }) });

    const cart = api.get('/api/cart');
    const token = await api.get('/api/TokenAuth/GetAccess', undefined, { beforeSession: true });
    expect(token).toEqual({ accessToken: 'guest-token' });
    expect(server.calls.map((call) => call.url)).toEqual(['/api/TokenAuth/GetAccess']);

    sessionHolder.set({ accessToken: 'guest-token', user: null });
    tokenArrives();
    await cart;
    expect(server.calls[1]?.url).toBe('/api/cart');
    expect(authorizationOf(server.calls[1])).toBe('Bearer guest-token');
  });

  it('go without a token when the session could not start', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    holdCallsUntil(Promise.reject(new Error('storage blocked')));
    server.answer = () => ({ status: 200, body: envelope(['Taza']) });
    expect(await api.get('/api/products')).toEqual(['Taza']);
    expect(authorizationOf(server.calls[0])).toBeUndefined();
    expect(log).toHaveBeenCalledWith('[store] the session could not start', expect.any(Error));
    log.mockRestore();
  });
});
