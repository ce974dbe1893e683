import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { multipart } from './test-uploads.js';
import { UPLOADS_PER_MINUTE } from './cart-files.routes.js';
import { FILE_MESSAGES, UPLOAD_LIMITS } from './cart-files.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few bytes whose header claims a canvas of `width` x `height` (8-bit RGB). */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('files of cart items', () => {
  let t: TestApp;
  let guest: string;
  const uploadsDir = () => join(t.config.dataDir, 'uploads', 'cart');
  const stored = async () => (await readdir(uploadsDir()).catch(() => [])).length;
  const upload = (
    route: string,
    fields: Record<string, string>,
    files: [string, string, Buffer][],
    token: string | undefined = guest,
    remoteAddress = '198.51.100.1',
  ) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'PUT',
      url: `/api/services/app/ShoppingCarts/${route}`,
      headers: { ...apiHeaders('demo-ar', token), 'content-type': body.contentType },
      payload: body.payload,
      remoteAddress,
    });
  };

  before(async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/TokenAuth/GetAccess',
      headers: apiHeaders('demo-ar'),
    });
    guest = res.json().result.accessToken;
  });
  after(() => t.close());

  it('stores a preview under a name of its own and serves it back with its real type', async () => {
    const item = randomUUID();
    const res = await upload('PutImagesProductItem', { shoppingCartUUID: item }, [
      ['../../logo.png', 'image/png', PNG],
    ]);
    assert.equal(res.statusCode, 200, res.body);
    const [file] = res.json().result;
    assert.match(file.url, /^\/api\/services\/app\/ShoppingCarts\/Files\/[0-9a-f-]{36}\.png$/);
    assert.equal(file.contentType, 'image/png');
    const served = await t.app.inject({ method: 'GET', url: file.url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    const picture = await sharp(served.rawPayload).metadata();
    assert.deepEqual([picture.format, picture.width, picture.height], ['png', 1, 1]);
  });

  it('keeps the pixels of a photo and drops its metadata and anything hidden after it', async () => {
    const photo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#c62828' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'ubicacion-secreta' } })
      .toBuffer();
    const smuggled = Buffer.concat([photo, Buffer.from('<?php system($_GET["c"]); ?>')]);
    assert.ok(smuggled.includes('ubicacion-secreta'));
    const res = await upload('PutFilesShoppingCartItem', { shoppingCartUUID: randomUUID() }, [
      ['foto.jpg', 'image/jpeg', smuggled],
    ]);
    assert.equal(res.statusCode, 200, res.body);
    const served = await t.app.inject({ method: 'GET', url: res.json().result[0].url });
    assert.equal(served.headers['content-type'], 'image/jpeg');
    assert.ok(!served.rawPayload.includes('ubicacion-secreta'));
    assert.ok(!served.rawPayload.includes('<?php'));
    const picture = await sharp(served.rawPayload).metadata();
    assert.deepEqual([picture.width, picture.height, picture.exif], [40, 20, undefined]);
    assert.equal(res.json().result[0].size, served.rawPayload.length);
  });

  it('refuses an image too large to decode safely, or one that cannot be read', async () => {
    const before = await stored();
    // 6000 x 5000 of one colour: a few kB of PNG, 30 MP once decoded.
    const huge = await sharp({
      create: { width: 6000, height: 5000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    assert.ok(huge.length < UPLOAD_LIMITS.image);
    const tooBig = await upload('PutImagesProductItem', { shoppingCartUUID: randomUUID() }, [
      ['plano.png', 'image/png', huge],
    ]);
    assert.equal(tooBig.statusCode, 413, tooBig.body);
    assert.equal(tooBig.json().error.message, FILE_MESSAGES.tooManyPixels);
    // 20000 x 20000 is past what sharp agrees to open at all: the header alone must tell.
    for (const [width, height] of [
      [20_000, 20_000],
      [100_000, 100_000],
    ] as const) {
      const claimed = await upload('PutFilesShoppingCartItem', { shoppingCartUUID: randomUUID() }, [
        ['enorme.png', 'image/png', pngClaiming(width, height)],
      ]);
      assert.equal(claimed.statusCode, 413, claimed.body);
      assert.equal(claimed.json().error.message, FILE_MESSAGES.tooManyPixels);
    }
    // A real PNG signature and header, then the image data cut off.
    const broken = Buffer.concat([PNG.subarray(0, 40), Buffer.alloc(20, 7)]);
    const unreadable = await upload('PutImagesProductItem', { shoppingCartUUID: randomUUID() }, [
      ['a.png', 'image/png', PNG],
      ['cortada.png', 'image/png', broken],
    ]);
    assert.equal(unreadable.statusCode, 415, unreadable.body);
    assert.equal(unreadable.json().error.message, FILE_MESSAGES.unreadable);
    assert.equal(await stored(), before);
  });

  it("takes the buyer's artwork as PDF, which is not an image", async () => {
    const item = randomUUID();
    assert.equal(
      (
        await upload('PutFilesShoppingCartItem', { shoppingCartUUID: item }, [
          ['arte.pdf', 'application/pdf', PDF],
        ])
      ).statusCode,
      200,
    );
    const asImage = await upload('PutImagesProductItem', { shoppingCartUUID: item }, [
      ['arte.pdf', 'application/pdf', PDF],
    ]);
    assert.equal(asImage.statusCode, 415);
    assert.equal(asImage.json().error.message, FILE_MESSAGES.badType.image);
  });

  it('refuses by the bytes, not the name or declared type, and stores nothing', async () => {
    const before = await stored();
    const cases: [string, [string, string, Buffer][], number, string][] = [
      ['PutImagesProductItem', [['logo.png', 'image/png', SVG]], 415, FILE_MESSAGES.badType.image],
      [
        'PutFilesShoppingCartItem',
        [
          ['logo.png', 'image/png', PNG],
          ['nota.pdf', 'application/pdf', Buffer.from('hola')],
        ],
        415,
        FILE_MESSAGES.badType.file,
      ],
      [
        'PutImagesProductItem',
        [['grande.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMITS.image)])]],
        413,
        FILE_MESSAGES.tooLarge.image,
      ],
      [
        'PutImagesProductItem',
        Array.from(
          { length: UPLOAD_LIMITS.files + 1 },
          () => ['a.png', 'image/png', PNG] as [string, string, Buffer],
        ),
        413,
        FILE_MESSAGES.tooMany,
      ],
      ['PutImagesProductItem', [], 400, FILE_MESSAGES.missingFile],
    ];
    for (const [route, files, status, message] of cases) {
      const res = await upload(route, { shoppingCartUUID: randomUUID() }, files);
      assert.equal(res.statusCode, status, res.body);
      assert.equal(res.json().error.message, message);
    }
    const noItem = await upload('PutImagesProductItem', { shoppingCartUUID: 'x' }, [
      ['a.png', 'image/png', PNG],
    ]);
    assert.equal(noItem.statusCode, 400);
    assert.equal(noItem.json().error.field, 'shoppingCartUUID');
    const notForm = await t.app.inject({
      method: 'PUT',
      url: '/api/services/app/ShoppingCarts/PutImagesProductItem',
      headers: apiHeaders('demo-ar', guest),
      payload: { file: 'x' },
    });
    assert.equal(notForm.statusCode, 415);
    assert.equal(await stored(), before);
  });

  it('refuses a form that is cut short or has no boundary, in Spanish, storing nothing', async () => {
    const before = await stored();
    const whole = multipart({ shoppingCartUUID: randomUUID() }, [['a.png', 'image/png', PNG]]);
    const headerEnd = whole.payload.indexOf('image/png\r\n\r\n') + 'image/png\r\n\r\n'.length;
    const send = (payload: Buffer, contentType: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/services/app/ShoppingCarts/PutFilesShoppingCartItem',
        headers: { ...apiHeaders('demo-ar', guest), 'content-type': contentType },
        payload,
        remoteAddress: '198.51.100.7',
      });
    for (const res of [
      await send(whole.payload.subarray(0, headerEnd), whole.contentType),
      await send(whole.payload, 'multipart/form-data'),
    ]) {
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error.message, FILE_MESSAGES.brokenForm);
    }
    assert.equal(await stored(), before);
  });

  it('slows down a client that uploads too much', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= UPLOADS_PER_MINUTE; i += 1)
      statuses.push(
        (
          await upload(
            'PutImagesProductItem',
            { shoppingCartUUID: randomUUID() },
            [['a.png', 'image/png', PNG]],
            guest,
            '203.0.113.9',
          )
        ).statusCode,
      );
    assert.equal(statuses.filter((status) => status === 200).length, UPLOADS_PER_MINUTE);
    assert.equal(statuses.at(-1), 429);
  });

  it('needs a session to upload, and knows no file by a made-up name', async () => {
    assert.equal(
      (
        await upload(
          'PutImagesProductItem',
          { shoppingCartUUID: randomUUID() },
          [['a.png', 'image/png', PNG]],
          '',
        )
      ).statusCode,
      401,
    );
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/services/app/ShoppingCarts/Files/${randomUUID()}.png`,
    });
    assert.equal(unknown.statusCode, 404);
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/api/services/app/ShoppingCarts/Files/..%2Fstore.db',
    });
    assert.equal(traversal.statusCode, 400);
  });
});
