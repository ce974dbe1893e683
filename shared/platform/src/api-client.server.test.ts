/** @jest-environment node */
import { createApiClient, type UploadProgress } from './api-client';
import { isCancelled, toStoreApiError } from './api-error';
import { api, configureApi } from './browser-api';
import { apiServerForThisFile, envelope } from './testing/api-server';

// The clients a server render makes (Node, axios's http adapter), against a real HTTP server.
const server = apiServerForThisFile();

beforeEach(() => {
  server.answer = (call) => ({ status: 200, body: envelope(call.headers['x-tenant']) });
});

describe('one client per request', () => {
  it('names its own tenant, whatever the other requests in flight', async () => {
    const tenants = ['demo-ar', 'demo-cl', 'acme'];
    const clients = tenants.map((tenant) => createApiClient({ tenant, baseUrl: server.url }));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => clients[i % 3]!.get<string>(`/api/whose?i=${i}`)),
    );
    expect(answers).toEqual(Array.from({ length: 30 }, (_, i) => tenants[i % 3]));
  });

  it("stops every call when the request's signal aborts (the render gave up)", async () => {
    server.answer = () => ({ hold: true });
    const render = new AbortController();
    const client = createApiClient({
      tenant: 'demo-ar',
      baseUrl: server.url,
      signal: render.signal,
    });
    const read = client.get('/api/products').catch(toStoreApiError);
    await server.received(1);
    render.abort();
    expect(isCancelled(await read)).toBe(true);
  });
});

describe("a server render's client", () => {
  it('asks its own API for uncompressed answers (over loopback, gzip costs both threads and saves nothing)', async () => {
    server.answer = (call) => ({
      status: 200,
      body: envelope(call.headers['accept-encoding'] ?? null),
    });
    const render = createApiClient({ tenant: 'demo-ar', baseUrl: server.url, uncompressed: true });
    expect(await render.get('/api/encoding')).toBe('identity');
    // Any other client takes what axios offers by default.
    const other = createApiClient({ tenant: 'demo-ar', baseUrl: server.url });
    expect(await other.get('/api/encoding')).toMatch(/gzip/);
  });
});

describe("the browser's client on the server", () => {
  it('refuses to work, saying why', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = /the browser's API client cannot be used on the server/;
    expect(() => configureApi({ tenant: 'demo-ar' })).toThrow(refusal);
    await expect(api.get('/api/products')).rejects.toThrow(refusal);
    expect(server.calls).toHaveLength(0);
    log.mockRestore();
  });
});

describe('an upload', () => {
  const logo = () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(2_000_000)], { type: 'image/png' }), 'logo.png');
    return form;
  };

  it('tells its progress up to the whole body', async () => {
    const client = createApiClient({ tenant: 'demo-ar', baseUrl: server.url });
    const progress: UploadProgress[] = [];
    await client.request({
      method: 'POST',
      url: '/api/logos',
      data: logo(),
      onUploadProgress: (event) => progress.push(event),
    });
    const last = progress.at(-1);
    expect(last?.total).toBeGreaterThan(2_000_000);
    expect(last?.loaded).toBe(last?.total);
    const loaded = progress.map((event) => event.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
  });

  it('stops when the buyer cancels it, as no failure', async () => {
    server.answer = () => ({ hold: true });
    const client = createApiClient({ tenant: 'demo-ar', baseUrl: server.url });
    const cancel = new AbortController();
    const upload = client
      .request({ method: 'POST', url: '/api/logos', data: logo(), signal: cancel.signal })
      .catch(toStoreApiError);
    await server.received(1);
    cancel.abort();
    expect(isCancelled(await upload)).toBe(true);
  });
});
