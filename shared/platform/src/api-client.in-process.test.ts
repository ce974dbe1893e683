/** @jest-environment node */
import { createApiClient, type InProcessAnswer, type InProcessCall } from './api-client';
import { isCancelled, toStoreApiError } from './api-error';
import { envelope, refusalEnvelope } from './testing/api-server';

/**
 * A server render's client whose calls the API of its process answers (`inProcess`): the same
 * envelope, errors, retries and limits as over HTTP. `baseUrl` names a port nothing listens on,
 * so a call that went over the network would fail.
 */
const calls: InProcessCall[] = [];
let answer: (call: InProcessCall) => Promise<InProcessAnswer>;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Promise.resolve({
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  });
const held = () => new Promise<InProcessAnswer>(() => undefined);
/** The error a call fails with (a call that answers fails the test). */
const failureOf = (call: Promise<unknown>) =>
  call.then(() => Promise.reject(new Error('the call answered')), toStoreApiError);

const client = (more: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
  createApiClient({
    tenant: 'demo-cl',
    baseUrl: 'http://127.0.0.1:9',
    uncompressed: true,
    inProcess: async (call) => {
      calls.push(call);
      return answer(call);
    },
    ...more,
  });

beforeEach(() => {
  calls.length = 0;
  answer = (call) => json(200, envelope(call.headers['x-tenant']));
});

it("hands the call to the process's API with its tenant, query and headers, and answers its result", async () => {
  expect(await client().get('/api/services/app/Catalog/GetProducts', { page: 2, q: null })).toBe(
    'demo-cl',
  );
  expect(calls).toEqual([
    expect.objectContaining({
      method: 'GET',
      url: '/api/services/app/Catalog/GetProducts?page=2',
      headers: expect.objectContaining({ 'x-tenant': 'demo-cl', 'accept-encoding': 'identity' }),
    }),
  ]);
});

it("sends a write's body as JSON", async () => {
  await client().post('/api/things', { name: 'Taza' });
  expect(calls[0]).toMatchObject({ method: 'POST', body: '{"name":"Taza"}' });
});

it("turns a refusal into the server's message, as over HTTP", async () => {
  answer = () => json(404, refusalEnvelope('No encontramos ese producto.', 404));
  const failure = await failureOf(client().get('/api/services/app/Catalog/GetProductDetail'));
  expect(failure).toMatchObject({ kind: 'server', status: 404 });
  expect(failure.message).toBe('No encontramos ese producto.');
});

it('sends a read again after a 503 with Retry-After', async () => {
  let first = true;
  answer = () => {
    if (!first) return json(200, envelope('otra vez'));
    first = false;
    return json(503, refusalEnvelope('Ocupado', 503), { 'retry-after': '0' });
  };
  expect(await client().get('/api/busy')).toBe('otra vez');
  expect(calls).toHaveLength(2);
});

it("stops a call when the render's signal aborts", async () => {
  answer = held;
  const render = new AbortController();
  const read = client({ signal: render.signal }).get('/api/products').catch(toStoreApiError);
  render.abort();
  expect(isCancelled(await read)).toBe(true);
});

it('gives up on a call past its time limit, with the timeout message', async () => {
  answer = held;
  const failure = await failureOf(client({ timeouts: { readMs: 20 } }).get('/api/slow'));
  expect(failure.kind).toBe('network');
  expect(failure.message).toMatch(/^La tienda tardó demasiado en responder/);
});

it('fails as a dropped connection when the API cannot answer at all', async () => {
  answer = () => Promise.reject(new Error('the renderer stopped'));
  const failure = await failureOf(client().get('/api/products'));
  expect(failure.kind).toBe('network');
  expect(failure.message).toMatch(/^No pudimos conectarnos con la tienda/);
});
