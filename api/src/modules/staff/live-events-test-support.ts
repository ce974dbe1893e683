import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { apiHeaders, type TestApp } from '../../test/test-app.js';
import { staffCall } from './staff-test-support.js';

/** How long a test waits for what it expects of the stream before it fails saying what. */
const WAIT_MS = 20_000;

/** One event of the stream, as a browser's EventSource hands it over. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** The address of an app listening on a port of its own (`app.listen({ port: 0 })`). */
export const baseOf = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Asks the app for a ticket with a staff token; answers the stream's address. */
export async function ticketUrl(app: FastifyInstance, tenant: string, token: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/events/ticket',
    headers: apiHeaders(tenant, token),
    payload: {},
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result.url as string;
}

/**
 * An open event stream read as a browser would: `next(name)` waits for the next event of that
 * name (the ones before it are kept in `seen`); `ended` resolves when the server closes it.
 */
export async function openStream(app: FastifyInstance, url: string) {
  const res = await fetch(`${baseOf(app)}${url}`);
  assert.equal(res.status, 200, await (res.status === 200 ? '' : res.text()));
  assert.match(String(res.headers.get('content-type')), /^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const seen: StreamEvent[] = [];
  let buffer = '';
  let done = false;
  let raw = '';

  async function readMore(what: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} within ${WAIT_MS / 1000} s`)), WAIT_MS);
    });
    const chunk = await Promise.race([reader.read(), late]).finally(() => clearTimeout(timer));
    if (chunk.done) {
      done = true;
      return;
    }
    const text = decoder.decode(chunk.value, { stream: true });
    raw += text;
    buffer += text;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data !== undefined) seen.push({ event, data: JSON.parse(data) });
    }
  }

  return {
    headers: res.headers,
    seen,
    /** Everything the server wrote so far (comments and `retry:` included). */
    raw: () => raw,
    async next(name: string, from = 0): Promise<StreamEvent> {
      for (;;) {
        const found = seen.slice(from).find((e) => e.event === name);
        if (found) return found;
        assert.ok(!done, `the stream ended before an event ${name}`);
        await readMore(`an event ${name}`);
      }
    },
    /** Reads until the server has written `text` (the first comment, a heartbeat). */
    async until(text: string): Promise<void> {
      while (!raw.includes(text)) {
        assert.ok(!done, `the stream ended before «${text}»`);
        await readMore(`«${text}»`);
      }
    },
    async ended(): Promise<void> {
      while (!done) await readMore('the end of the stream');
    },
    close: () => reader.cancel(),
  };
}

/** Staff record a transfer of `amount` on the order, as its page would (with its version). */
export async function recordTransfer(t: TestApp, token: string, id: number, amount: number) {
  const detail = await staffCall(t, 'demo-ar', token, 'GET', `/api/admin/orders/${id}`);
  const paid = await staffCall(t, 'demo-ar', token, 'POST', `/api/admin/orders/${id}/payments`, {
    method: 'TRF',
    amount,
    paidOn: new Date().toISOString().slice(0, 10),
    bank: 'Banco Nación',
    reference: 'TRF-1',
    version: detail.json().result.version,
  });
  assert.equal(paid.statusCode, 200, paid.body);
}
