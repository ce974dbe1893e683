import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { CLIENT_ERROR_MESSAGES } from './client-errors.js';
import { MESSAGES } from './errors.js';

/** Sends raw bytes (what a client past our parser's limits sends) and reads the whole answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), json: JSON.parse(body) };
}

describe('requests the HTTP parser refuses', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await createTestApp({ seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  after(() => t.close());

  it('answers an unknown method with a 405 in the envelope, in Spanish', async () => {
    const answer = parse(
      await rawRequest(
        port,
        'BREW /api/services/app/Catalog/GetColors HTTP/1.1\r\nHost: x\r\n\r\n',
      ),
    );
    assert.equal(answer.status, 405);
    assert.match(answer.head, /content-type: application\/json/);
    assert.deepEqual(answer.json, {
      result: null,
      success: false,
      error: { code: 405, message: MESSAGES.methodNotAllowed, details: null },
      unAuthorizedRequest: false,
    });
  });

  it('answers headers over 16 KB with a 431 in the envelope, in Spanish', async () => {
    const big = 'a'.repeat(17 * 1024);
    const answer = parse(
      await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${big}\r\n\r\n`),
    );
    assert.equal(answer.status, 431);
    assert.equal(answer.json.error.message, CLIENT_ERROR_MESSAGES.headersTooLarge);
    assert.equal(answer.json.success, false);
  });

  it('answers a garbled request line with a 400 in the envelope, in Spanish', async () => {
    const answer = parse(await rawRequest(port, 'GET /api/health HTTP/9.x\r\n\r\n'));
    assert.equal(answer.status, 400);
    assert.equal(answer.json.error.message, MESSAGES.badRequest);
  });
});
