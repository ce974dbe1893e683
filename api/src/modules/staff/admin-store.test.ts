import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freshIp } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { multipart } from '../cart/test-uploads.js';
import { staffCall, staffMemberToken, staffToken } from './staff-test-support.js';

const FORBIDDEN = (role: string) =>
  `Tu rol «${role}» no tiene permiso para esta acción. Un dueño de la tienda puede cambiar tu rol.`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const LOOK = {
  templateId: 6,
  colors: {
    primary: '#7a1f5c',
    secondary: '#ffc857',
    accent: '#2e86ab',
    link: '#7a1f5c',
    background: '#ffffff',
    surface: '#f6f2f5',
    text: '#1f1a1e',
  },
  logo: null,
  favicon: null,
};

describe('/api/admin/store: the store look, previewed and published (owner only)', () => {
  let t: TestApp;
  let owner: string;
  let clOwner: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    token = owner,
    tenant = 'demo-ar',
  ) => staffCall(t, tenant, token, method, `/api/admin/store${url}`, payload);
  const state = async (token = owner, tenant = 'demo-ar') =>
    (await call('GET', '/look', undefined, token, tenant)).json().result;
  const upload = (kind: string, file: [string, string, Buffer], token = owner) => {
    const { payload, contentType } = multipart({}, [file]);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/store/images/${kind}`,
      headers: { ...apiHeaders('demo-ar', token), 'content-type': contentType },
      payload,
      remoteAddress: freshIp(),
    });
  };
  const page = (path: string) =>
    t.app.inject({ method: 'GET', url: path, remoteAddress: freshIp() });
  const config = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/services/app/PartnerConfigs/GetConfig',
        headers: apiHeaders('demo-ar'),
      })
    ).json().result;
  const audit = async () =>
    (await staffCall(t, 'demo-ar', owner, 'GET', '/api/admin/audit?q=store%3Alook')).json().result
      .items as { action: string; actor: string; before: unknown; after: unknown }[];

  before(async () => {
    t = await createTestApp();
    // A shell build's page, so the storefront answers its HTML (site/tenant-pages.test.ts).
    const shell = join(t.config.originDir, 'shell');
    await mkdir(shell, { recursive: true });
    await writeFile(
      join(shell, 'index.html'),
      '<!doctype html><html><head><!--store:head--></head><body><!--store:boot--></body></html>',
    );
    await writeFile(
      join(shell, 'routes.json'),
      JSON.stringify([{ pattern: '/', remote: 'mf-catalog', module: './HomePage' }]),
    );
    await writeFile(join(shell, 'templates.json'), '{}');
    owner = await staffToken(t, 'demo-ar', 'owner');
    clOwner = await staffToken(t, 'demo-cl', 'owner');
  });
  after(() => t.close());

  it('is the owner’s alone: every other role gets a 403 in Spanish', async () => {
    for (const [role, name] of [
      ['sales', 'Ventas'],
      ['production', 'Producción'],
      ['catalogue', 'Catálogo'],
    ] as const) {
      const token = await staffMemberToken(t, 'demo-ar', role);
      for (const res of [
        await call('GET', '/look', undefined, token),
        await call('PUT', '/look', { look: LOOK, version: 0 }, token),
        await call('POST', '/look/publish', { version: 0 }, token),
        await upload('logo', ['logo.png', 'image/png', PNG], token),
      ]) {
        assert.equal(res.statusCode, 403, res.body);
        assert.equal(res.json().error.message, FORBIDDEN(name));
      }
    }
    assert.equal((await state()).version, 0);
  });

  it('answers the published look with no draft at first', async () => {
    const now = await state();
    assert.equal(now.published.templateId, 1);
    assert.equal(now.published.colors.primary, '#1b3a8c');
    assert.equal(now.draft, null);
    assert.equal(now.previewUrl, null);
  });

  it('refuses text below 4.5:1 on its colour, naming the ratio, and saves nothing', async () => {
    const res = await call('PUT', '/look', {
      look: { ...LOOK, colors: { ...LOOK.colors, text: '#aaaaaa' } },
      version: 0,
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().error.field, 'colors.text');
    assert.match(res.json().error.message, /contraste del texto sobre el fondo es 2,32:1/);
    for (const bad of [
      { look: { ...LOOK, templateId: 11 }, version: 0 },
      { look: { ...LOOK, colors: { ...LOOK.colors, primary: 'red' } }, version: 0 },
      { look: { ...LOOK, logo: '/tenant-assets/demo-cl/logo.0123abcd.png' }, version: 0 },
      { look: LOOK, version: -1 },
    ]) {
      const refused = await call('PUT', '/look', bad);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.match(refused.json().error.message, /\p{L}/u);
    }
    assert.equal((await state()).draft, null);
  });

  it('checks an upload by its bytes, not its name, and refuses an SVG with a script', async () => {
    const fake = await upload('logo', ['logo.png', 'image/png', Buffer.from('GIF89a not a png')]);
    assert.equal(fake.statusCode, 400, fake.body);
    assert.equal(
      fake.json().error.message,
      'El logo no es una imagen PNG, SVG, WEBP (se mira el contenido del archivo, no su nombre).',
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const script = await upload('favicon', ['icon.svg', 'image/svg+xml', svg]);
    assert.equal(script.statusCode, 400, script.body);
    assert.match(script.json().error.message, /El SVG tiene un <script>/);
    const big = await upload('favicon', [
      'big.png',
      'image/png',
      Buffer.concat([PNG, Buffer.alloc(300 * 1024)]),
    ]);
    assert.equal(big.statusCode, 413, big.body);
    assert.equal(big.json().error.message, 'El ícono pesa más de 256 KB, el máximo.');
  });

  it('saves a draft that only the preview shows; publish makes it every buyer’s look', async () => {
    const uploaded = await upload('logo', ['logo.png', 'image/png', PNG]);
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const logo = uploaded.json().result.url as string;
    assert.match(logo, /^\/tenant-assets\/demo-ar\/logo\.[0-9a-f]{8}\.png$/);
    assert.equal((await page(logo)).statusCode, 200);

    const saved = await call('PUT', '/look', { look: { ...LOOK, logo }, version: 0 });
    assert.equal(saved.statusCode, 200, saved.body);
    const draft = saved.json().result;
    assert.equal(draft.version, 1);
    assert.match(draft.previewUrl, /^\/demo-ar\/\?preview=[\w-]{24}$/);

    // Buyers: nothing changed. The preview: the draft's template and colours, never kept.
    assert.equal((await config()).templateFK.id, 1);
    const buyers = await page('/demo-ar/');
    assert.match(buyers.body, /data-template="1"/);
    const preview = await page(draft.previewUrl);
    assert.equal(preview.statusCode, 200);
    assert.match(preview.body, /data-template="6"/);
    assert.match(preview.body, /--color-primary:\s*#7a1f5c/);
    assert.equal(preview.headers['x-robots-tag'], 'noindex, nofollow');
    assert.equal(preview.headers['x-store-cache'], undefined);
    const wrong = await page('/demo-ar/?preview=not-the-token');
    assert.match(wrong.body, /data-template="1"/);
    // Another store's page never opens this draft with its token.
    assert.match(
      (await page(draft.previewUrl.replace('demo-ar', 'demo-cl'))).body,
      /data-template="8"/,
    );

    const published = await call('POST', '/look/publish', { version: 1 });
    assert.equal(published.statusCode, 200, published.body);
    const now = published.json().result;
    assert.equal(now.draft, null);
    assert.equal(now.version, 2);
    assert.deepEqual(now.published, { ...LOOK, logo, favicon: now.published.favicon });
    const live = await config();
    assert.equal(live.templateFK.id, 6);
    assert.equal(live.colors.primary, '#7a1f5c');
    assert.equal(live.logo, logo);
    assert.match((await page('/demo-ar/')).body, /data-template="6"/);

    const entries = await audit();
    assert.deepEqual(entries.map((entry) => entry.action).slice(0, 3), [
      'store.look.published',
      'store.look.saved',
      'store.image.uploaded',
    ]);
    assert.equal(entries[0]!.actor, 'duenio@promosur.com.ar');
    assert.equal((entries[0]!.before as { templateId: number }).templateId, 1);
  });

  it('answers 409 with what the store holds now on a stale save or publish', async () => {
    const stale = await call('PUT', '/look', { look: LOOK, version: 1 });
    assert.equal(stale.statusCode, 409, stale.body);
    assert.match(stale.json().error.message, /versión 2/);
    assert.equal((await call('POST', '/look/publish', { version: 1 })).statusCode, 409);
    const nothing = await call('POST', '/look/publish', { version: 2 });
    assert.equal(nothing.statusCode, 422, nothing.body);
    assert.equal(
      nothing.json().error.message,
      'No hay cambios para publicar: guarde un borrador primero.',
    );
  });

  it('keeps each store’s look apart', async () => {
    const other = await call('GET', '/look', undefined, clOwner, 'demo-ar');
    assert.equal(other.statusCode, 401, other.body);
    const cl = await state(clOwner, 'demo-cl');
    assert.equal(cl.published.templateId, 8);
    assert.equal(cl.version, 0);
  });
});
