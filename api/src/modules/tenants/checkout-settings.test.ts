import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse, stringify } from 'yaml';
import { REPO_ROOT } from '../../config.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { TenantFileError } from './onboarding/problems.js';
import { runTenantCli, TenantCliError } from './onboarding/tenant-cli.js';

const FIXTURE = join(REPO_ROOT, 'e2e/fixtures/tenant-norte.yaml');
const TOKEN = 'APP_USR-1234567890-secret-access-token';
const WEBHOOK = 'whsec-abcdef0123456789';

describe('tenant checkout settings and payment credentials', () => {
  let t: TestApp;
  let work: string;
  before(async () => {
    t = await createTestApp();
    work = await mkdtemp(join(tmpdir(), 'tenant-checkout-'));
  });
  after(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it('seeds both demo stores with tax condition, bank details, origin and rate tables', async () => {
    const ar = t.app.tenants.checkoutSettings((await t.app.tenants.getByName('demo-ar'))!);
    assert.equal(ar.taxCondition, 'RI');
    assert.equal(ar.bank?.cbu, '0070123120000009750146');
    assert.equal(ar.timeZone, 'America/Argentina/Buenos_Aires');
    assert.ok(ar.carriers.length >= 2);
    const cl = t.app.tenants.checkoutSettings((await t.app.tenants.getByName('demo-cl'))!);
    assert.equal(cl.taxCondition, 'CONTRIBUYENTE');
    assert.equal(cl.timeZone, 'America/Santiago');
  });

  it('keeps the checkout settings out of the public configuration, but its tax condition', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/services/app/PartnerConfigs/GetConfig',
      headers: apiHeaders('demo-ar'),
    });
    assert.equal(res.statusCode, 200);
    assert.doesNotMatch(res.body, /0070123120000009750146|shippingZones|carriers/);
    assert.equal(res.json().result.taxCondition, 'RI');
  });

  it('sends the tax condition the tenant set, and its country default otherwise', async () => {
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    await t.app.tenants.update({
      ...ar,
      settings: { ...ar.settings, checkout: { ...ar.settings.checkout, taxCondition: 'MT' } },
    });
    const config = async (tenant: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/services/app/PartnerConfigs/GetConfig',
          headers: apiHeaders(tenant),
        })
      ).json().result;
    assert.equal((await config('demo-ar')).taxCondition, 'MT');
    assert.equal((await config('demo-cl')).taxCondition, 'CONTRIBUYENTE');
    await t.app.tenants.update(ar);
  });

  it('stores Mercado Pago credentials encrypted and never shows them back', async () => {
    const env = { MP_ACCESS_TOKEN: TOKEN, MP_WEBHOOK_SECRET: WEBHOOK };
    const output = await runTenantCli(['payment', 'demo-ar'], t.app, work, env);
    assert.match(output, /Credenciales de Mercado Pago guardadas \(cifradas\)/);
    // The demo stores also keep their invoicing credentials (invoices module).
    const rows = await t.db
      .selectFrom('tenant_secrets')
      .select('ciphertext')
      .where('name', 'like', 'mercadoPago%')
      .execute();
    assert.equal(rows.length, 2);
    for (const row of rows) {
      assert.ok(!row.ciphertext.includes(TOKEN) && !row.ciphertext.includes(WEBHOOK));
    }
    const shown = await runTenantCli(['show', 'demo-ar', '--json'], t.app, work, env);
    assert.ok(!shown.includes(TOKEN) && !shown.includes(WEBHOOK));
    assert.deepEqual(JSON.parse(shown).secrets, [
      'arcaCertificate',
      'arcaPrivateKey',
      'mercadoPagoAccessToken',
      'mercadoPagoWebhookSecret',
    ]);
    const tenant = (await t.app.tenants.getByName('demo-ar'))!;
    assert.deepEqual(await t.app.tenantSecrets.mercadoPago(tenant.id), {
      accessToken: TOKEN,
      webhookSecret: WEBHOOK,
    });
  });

  it('stores Zippin credentials the same way', async () => {
    const env = { ZIPPIN_API_TOKEN: 'zip-token', ZIPPIN_API_SECRET: 'zip-secret' };
    assert.match(
      await runTenantCli(['shipping', 'demo-cl'], t.app, work, env),
      /Credenciales de Zippin guardadas/,
    );
    const tenant = (await t.app.tenants.getByName('demo-cl'))!;
    assert.deepEqual(await t.app.tenantSecrets.zippin(tenant.id), {
      apiToken: 'zip-token',
      apiSecret: 'zip-secret',
    });
    const shown = await runTenantCli(['show', 'demo-cl', '--json'], t.app, work, env);
    assert.ok(!shown.includes('zip-token') && !shown.includes('zip-secret'));
  });

  it('asks for both credentials in the environment', async () => {
    await assert.rejects(
      runTenantCli(['payment', 'demo-cl'], t.app, work, { MP_ACCESS_TOKEN: TOKEN }),
      (error: Error) => error instanceof TenantCliError && /MP_WEBHOOK_SECRET/.test(error.message),
    );
    const tenant = (await t.app.tenants.getByName('demo-cl'))!;
    assert.equal(await t.app.tenantSecrets.mercadoPago(tenant.id), null);
  });

  it('reads the checkout section of a tenant file and names each bad field', async () => {
    const data = parse(await readFile(FIXTURE, 'utf8')) as Record<string, unknown>;
    const file = join(work, 'tienda.yaml');
    await writeFile(
      file,
      stringify({
        ...data,
        checkout: {
          taxCondition: 'CONTRIBUYENTE',
          timeZone: 'Marte/Olimpo',
          carriers: [
            {
              id: 'x y',
              name: 'Correo',
              rates: [{ zone: 'amba', days: { min: 5, max: 2 }, bands: [] }],
            },
          ],
        },
      }),
    );
    await assert.rejects(runTenantCli(['create', file], t.app, work), (error: Error) => {
      assert.ok(error instanceof TenantFileError || error instanceof TenantCliError);
      assert.match(error.message, /checkout\.taxCondition/);
      assert.match(error.message, /checkout\.timeZone/);
      assert.match(error.message, /checkout\.carriers\[0\]\.id/);
      assert.match(error.message, /checkout\.carriers\[0\]\.rates\[0\]\.days/);
      return true;
    });
  });
});
