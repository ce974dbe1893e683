import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { AppError } from '../../http/errors.js';
import { downloadPicture } from './picture-download.js';

const MAX_BYTES = 8 * 1024 * 1024;

describe('downloadPicture: only from the public internet', () => {
  let server: Server;
  let port = 0;
  let asked = 0;

  before(async () => {
    // What an internal service would answer: a picture, to show it is refused before asking.
    server = createServer((_request, response) => {
      asked += 1;
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.alloc(10));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  it('refuses loopback, private, link-local and mapped addresses without asking them', async () => {
    const internal = [
      `http://127.0.0.1:${port}/foto.png`,
      `http://localhost:${port}/foto.png`,
      `http://[::1]:${port}/foto.png`,
      `http://[::ffff:127.0.0.1]:${port}/foto.png`,
      'http://10.0.0.7/foto.png',
      'http://192.168.1.20/foto.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/foto.png',
    ];
    for (const address of internal) {
      await assert.rejects(
        downloadPicture(address, { maxBytes: MAX_BYTES, privateHosts: false }),
        (error: unknown) =>
          error instanceof AppError &&
          error.statusCode === 422 &&
          /red interna .* No se cambió nada\.$/.test(error.message),
        address,
      );
    }
    assert.equal(asked, 0);
  });

  it('asks a private host when the store allows it (the tests’ doubles)', async () => {
    const bytes = await downloadPicture(`http://127.0.0.1:${port}/foto.png`, {
      maxBytes: MAX_BYTES,
      privateHosts: true,
    });
    assert.equal(bytes.length, 10);
    assert.equal(asked, 1);
  });
});
