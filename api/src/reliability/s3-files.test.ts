import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import S3rver from '@20minutes/s3rver';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';
import { multipart } from '../modules/cart/test-uploads.js';
import { secondInstance } from './test-instances.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const BUCKET = 'store-files';
// s3rver's fixed credentials: it checks every request's signature against them.
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * Uploads on an S3-compatible server (s3rver, a real HTTP server speaking the S3 protocol on
 * loopback): stored in the bucket and not on the disk, and served by another instance with a
 * data folder of its own.
 */
describe('uploads and print files in an S3-compatible bucket', () => {
  let s3dir: string;
  let server: S3rver;
  let endpoint: string;
  let t: TestApp;
  let other: FastifyInstance;
  let otherDir: string;
  let guest: string;

  /** Whether the bucket holds the key, asked over S3 (s3rver mis-signs bucket listings). */
  const inBucket = async (key: string) => {
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials: {
        accessKeyId: KEYS.S3_ACCESS_KEY_ID,
        secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY,
      },
    });
    try {
      await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'NotFound') return false;
      throw error;
    } finally {
      client.destroy();
    }
  };
  const upload = (app: FastifyInstance, files: [string, string, Buffer][]) => {
    const body = multipart({ shoppingCartUUID: randomUUID() }, files);
    return app.inject({
      method: 'PUT',
      url: '/api/services/app/ShoppingCarts/PutFilesShoppingCartItem',
      headers: { ...apiHeaders('demo-ar', guest), 'content-type': body.contentType },
      payload: body.payload,
      remoteAddress: '198.51.100.40',
    });
  };

  before(async () => {
    s3dir = await mkdtemp(join(tmpdir(), 'store-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      env: { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_PREFIX: 'demo/', ...KEYS },
    });
    otherDir = await mkdtemp(join(tmpdir(), 'store-other-instance-'));
    other = await secondInstance(t, { dataDir: otherDir });
    guest = (
      await t.app.inject({
        method: 'GET',
        url: '/api/TokenAuth/GetAccess',
        headers: apiHeaders('demo-ar'),
      })
    ).json().result.accessToken;
  });
  after(async () => {
    await other?.close();
    await t?.close();
    await server?.close();
    await rm(s3dir, { recursive: true, force: true });
    await rm(otherDir, { recursive: true, force: true });
  });

  it('keeps a cart file in the bucket, not on the disk, and any instance serves it', async () => {
    const res = await upload(t.app, [
      ['logo.png', 'image/png', PNG],
      ['arte.pdf', 'application/pdf', PDF],
    ]);
    assert.equal(res.statusCode, 200, res.body);
    const [image, pdf] = res.json().result as { url: string }[];
    const nameOf = (url: string) => url.split('/').at(-1)!;
    assert.ok(await inBucket(`demo/cart/${nameOf(image!.url)}`));
    assert.ok(await inBucket(`demo/cart/${nameOf(pdf!.url)}`));
    assert.deepEqual(await readdir(join(t.config.dataDir, 'uploads')).catch(() => []), []);
    // The other instance has nothing of it on its disk, and serves the same bytes.
    const served = await other.inject({ method: 'GET', url: pdf!.url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'application/pdf');
    assert.deepEqual(served.rawPayload, PDF);
    const picture = await other.inject({ method: 'GET', url: image!.url });
    assert.equal(picture.headers['content-type'], 'image/png');
  });

  it('puts, reads and deletes the builder print files through the same store', async () => {
    const designs = t.app.files('designs');
    const name = `${randomUUID()}.pdf`;
    await designs.put(name, PDF, 'application/pdf');
    assert.ok(await inBucket(`demo/designs/${name}`));
    assert.deepEqual(await other.files('designs').get(name), PDF);
    await other.files('designs').remove(name);
    assert.equal(await designs.get(name), null);
    assert.equal(await inBucket(`demo/designs/${name}`), false);
  });

  it('answers 404 for a file that is not in the bucket', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/services/app/ShoppingCarts/Files/${randomUUID()}.png`,
    });
    assert.equal(res.statusCode, 404);
  });
});
