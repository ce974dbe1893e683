import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call as the server received it. */
export interface ReceivedCall {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * How the server answers one call: a status, headers and a JSON body; `hold` answers only when
 * released, `drop` closes the connection without an answer.
 */
export type Answer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { hold: true }
  | { drop: true };

export const envelope = (result: unknown) => ({ result, success: true, error: null });
export const refusalEnvelope = (message: string, code: number, field?: string) => ({
  result: null,
  success: false,
  error: { code, message, details: null, ...(field ? { field } : {}) },
  unAuthorizedRequest: code === 401,
});

/**
 * A real HTTP server on a free loopback port for the API client's tests: each call is recorded
 * and answered by `answer` (the test sets it). jsdom's XMLHttpRequest checks CORS as a browser
 * does, so the server allows the page's origin what the client sends and reads.
 */
export function createApiServer() {
  const calls: ReceivedCall[] = [];
  const held: ServerResponse[] = [];
  const waiting: { count: number; arrived: () => void }[] = [];
  const server = {
    calls,
    url: '',
    answer: (_call: ReceivedCall): Answer => ({ status: 200, body: envelope(null) }),
    /** Resolves once `count` calls have arrived (each one a real request in flight). */
    received: (count: number) =>
      new Promise<void>((arrived) =>
        calls.length >= count ? arrived() : waiting.push({ count, arrived }),
      ),
    /** Answers the calls held so far. */
    release(answer: { status: number; body?: unknown }) {
      for (const response of held.splice(0)) send(response, answer);
    },
    listen: async () => {
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      server.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, X-Tenant',
    'Access-Control-Expose-Headers': 'Retry-After',
  };
  const http = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors).end();
        return;
      }
      const call: ReceivedCall = {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('latin1'),
      };
      calls.push(call);
      for (const wait of waiting.filter((one) => calls.length >= one.count)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.arrived();
      }
      const answer = server.answer(call);
      if ('hold' in answer) held.push(response);
      else if ('drop' in answer) request.socket.destroy();
      else send(response, answer);
    });
  });
  const send = (
    response: ServerResponse,
    { status, body, headers }: { status: number; body?: unknown; headers?: Record<string, string> },
  ) =>
    response
      .writeHead(status, { ...cors, 'Content-Type': 'application/json', ...headers })
      .end(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));
  return server;
}

export type ApiServer = ReturnType<typeof createApiServer>;

/**
 * The server of one test file: listening before its tests, closed after them, and before each
 * test with no calls recorded and every call answered `envelope('ok')`.
 */
export function apiServerForThisFile(): ApiServer {
  const server = createApiServer();
  beforeAll(() => server.listen());
  afterAll(() => server.close());
  beforeEach(() => {
    server.calls.length = 0;
    server.answer = () => ({ status: 200, body: envelope('ok') });
  });
  return server;
}
