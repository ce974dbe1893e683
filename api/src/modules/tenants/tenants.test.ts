import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { RESERVED_TENANT_NAMES, tenantNameProblem } from './tenant-name.js';
import { buildShopConfig, withMenu } from './shop-config.js';
import { createTenantsRepository } from './tenants.repository.js';
import type { Tenant } from './tenant.js';
import { createTenantsService } from './tenants.service.js';

const CONFIG_URL = '/api/services/app/PartnerConfigs/GetConfig';

describe('PartnerConfigs/GetConfig', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const getConfig = (tenant: string | null, query = '') =>
    t.app.inject({ method: 'GET', url: `${CONFIG_URL}${query}`, headers: apiHeaders(tenant) });

  it('answers the Argentine demo tenant with the spec defaults and "Todas" first', async () => {
    const res = await getConfig('demo-ar');
    assert.equal(res.statusCode, 200);
    const { result, success, error, unAuthorizedRequest } = res.json();
    assert.deepEqual([success, error, unAuthorizedRequest], [true, null, false]);
    assert.equal(result.tenant, 'demo-ar');
    assert.equal(result.name, 'Promo Sur');
    assert.equal(result.environment, 'ARG');
    assert.deepEqual(result.templateFK, { id: 1 });
    assert.equal(result.roundPrice, 2);
    assert.equal(result.withTaxes, false);
    assert.equal(result.currencySymbol, '$');
    assert.equal(result.usePriceWithoutMinimun, true);
    assert.equal(result.registrationInShop, true);
    assert.equal(result.quotation, true);
    assert.deepEqual(result.families[0], { id: null, title: 'Todas', slug: null, icon_url: null });
    assert.equal(result.families.length, 14);
    assert.deepEqual(result.families[1], {
      id: 1,
      title: 'Tazas y jarros',
      slug: 'tazas-y-jarros',
      icon_url: null,
    });
    const whatsapp = result.socialMedias.find(
      (s: { socialMediaFK: { key: string } }) => s.socialMediaFK.key === 'WP',
    );
    assert.equal(whatsapp?.username, '5491155550000');
    assert.match(result.colors.primary, /^#[0-9a-f]{6}$/);
    assert.ok(result.about.length > 100 && result.policy.length > 100);
    for (const category of result.productBuilder.categories) {
      for (const design of category.designs) assert.match(design.source, /^data:image\//);
    }
  });

  it('answers the Chilean demo tenant with its own template, palette, taxes and 0 decimals', async () => {
    const [ar, cl] = await Promise.all([getConfig('demo-ar'), getConfig('demo-cl')]);
    const arConfig = ar.json().result;
    const result = cl.json().result;
    assert.equal(result.name, 'Andes Merch');
    assert.equal(result.environment, 'CL');
    assert.deepEqual(result.templateFK, { id: 8 });
    assert.equal(result.roundPrice, 0);
    assert.equal(result.withTaxes, true);
    assert.notEqual(result.colors.primary, arConfig.colors.primary);
    assert.notEqual(result.colors.secondary, arConfig.colors.secondary);
    assert.equal(result.families[0].title, 'Todas');
    // Each store's menu is its own category tree; the two demo catalogues are alike.
    const titles = (families: { title: string; slug: string | null }[]) =>
      families.map((f) => [f.title, f.slug]);
    assert.deepEqual(titles(result.families), titles(arConfig.families));
    assert.equal(
      result.socialMedias.some(
        (s: { socialMediaFK: { key: string } }) => s.socialMediaFK.key === 'WP',
      ),
      false,
    );
    assert.equal(result.contact.email, 'ventas@andesmerch.cl');
  });

  it('accepts the isEcommerceClient flag the frontend may send', async () => {
    const res = await getConfig('demo-ar', '?isEcommerceClient=true');
    assert.equal(res.statusCode, 200);
  });

  it('refuses an unknown query parameter with a 400 that names it', async () => {
    const res = await getConfig('demo-ar', '?page=2');
    assert.equal(res.statusCode, 400);
    const body = res.json();
    assert.equal(body.error.field, 'page');
    assert.equal(body.error.message, 'El campo "page" no está permitido.');
  });

  it('refuses a query value of the wrong type, naming the field', async () => {
    const res = await getConfig('demo-ar', '?isEcommerceClient=quizas');
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.field, 'isEcommerceClient');
    assert.match(
      res.json().error.message,
      /^El campo "isEcommerceClient" debe ser verdadero o falso\.$/,
    );
  });

  for (const [label, tenant] of [
    ['missing', null],
    ['unknown', 'no-existe'],
    ['malformed', '../demo-ar'],
    ['wrongly cased', 'Demo-AR'],
  ] as const) {
    it(`answers 404 'La tienda no existe.' for a ${label} X-Tenant`, async () => {
      const res = await getConfig(tenant);
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), {
        result: null,
        success: false,
        error: { code: 404, message: 'La tienda no existe.', details: null },
        unAuthorizedRequest: false,
      });
    });
  }

  it("serialises a tenant's extra colours and designs, and fills every colour it does not set", async () => {
    await t.app.tenants.createIfMissing({
      name: 'extra',
      displayName: 'Extra',
      environment: 'CL',
      templateId: 4,
      settings: {
        colors: { primary: '#000000', highlight: '#ff00aa' },
        designs: { banner: 'claro' },
        roundPrice: 2,
      },
    });
    const { result } = (await getConfig('extra')).json();
    assert.equal(result.colors.primary, '#000000');
    assert.equal(result.colors.highlight, '#ff00aa');
    assert.equal(result.colors.secondary, '#f59e0b');
    assert.deepEqual(result.designs, { banner: 'claro' });
    assert.equal(result.roundPrice, 2);
    assert.deepEqual(result.families, [{ id: null, title: 'Todas', slug: null, icon_url: null }]);
  });

  it("answers a tenant's new configuration on the next call after another process updates it", async () => {
    const before = (await getConfig('demo-cl')).json().result;
    // The CLI (or another instance) works on the same database with tenants of its own.
    const elsewhere = createTenantsService(createTenantsRepository(t.db));
    const tenant = (await elsewhere.getByName('demo-cl'))!;
    const input = {
      name: tenant.name,
      displayName: tenant.displayName,
      environment: tenant.environment,
      templateId: tenant.templateId,
    };
    try {
      // Two updates within the same millisecond: each one is seen.
      await elsewhere.update({ ...input, displayName: 'Andes Uno', settings: tenant.settings });
      assert.equal((await getConfig('demo-cl')).json().result.name, 'Andes Uno');
      await elsewhere.update({
        ...input,
        displayName: 'Andes Dos',
        settings: { ...tenant.settings, withTaxes: !before.withTaxes },
      });
      const after = (await getConfig('demo-cl')).json().result;
      assert.equal(after.name, 'Andes Dos');
      assert.equal(after.withTaxes, !before.withTaxes);
    } finally {
      await elsewhere.update({ ...input, settings: tenant.settings });
    }
    assert.deepEqual((await getConfig('demo-cl')).json().result, before);
  });

  it('refuses to create a tenant under a reserved or malformed name', async () => {
    const base = {
      displayName: 'X',
      environment: 'ARG' as const,
      templateId: 1 as const,
      settings: {},
    };
    await assert.rejects(t.app.tenants.createIfMissing({ ...base, name: 'api' }), /reservado/);
    await assert.rejects(
      t.app.tenants.createIfMissing({ ...base, name: 'Mi Tienda' }),
      /minúsculas/,
    );
    assert.equal(await t.app.tenants.getByName('api'), null);
  });
});

describe('tenant names', () => {
  it('accepts lowercase slugs and refuses everything else', () => {
    for (const name of ['a', 'demo-ar', 'x1', 'a'.repeat(40)])
      assert.equal(tenantNameProblem(name), null, name);
    for (const name of ['', '-a', 'a-', 'A', 'a_b', 'a'.repeat(41), 'ñandu', 'a/b'])
      assert.notEqual(tenantNameProblem(name), null, name);
    for (const name of RESERVED_TENANT_NAMES) assert.notEqual(tenantNameProblem(name), null, name);
  });
});

describe('buildShopConfig', () => {
  const tenant = (
    settings: Record<string, unknown>,
    environment: 'ARG' | 'CL' = 'ARG',
  ): Tenant => ({
    id: 1,
    name: 'x',
    displayName: 'X',
    environment,
    templateId: 3,
    settings,
    createdAt: '',
    updatedAt: '',
    revision: 0,
  });

  it('keeps valid colours, drops anything that is not a colour and fills the required ones', () => {
    const config = buildShopConfig(
      tenant({
        colors: {
          primary: 'rgb(10, 20, 30)',
          secondary: 'red;}body{display:none',
          highlight: 'hsl(200 50% 40%)',
          'bad name': '#fff',
        },
      }),
    );
    assert.equal(config.colors.primary, 'rgb(10, 20, 30)');
    assert.equal(config.colors.secondary, '#f59e0b');
    assert.equal(config.colors.highlight, 'hsl(200 50% 40%)');
    assert.equal(config.colors['bad name'], undefined);
  });

  it('keeps a Todas entry the tenant already has, honours explicit settings and drops unknown analytics formats', () => {
    const config = buildShopConfig(
      tenant(
        {
          families: [
            { id: 3, title: 'Gorras', slug: 'gorras', icon_url: null },
            { id: null, title: 'Todo', slug: null, icon_url: null },
          ],
          roundPrice: 1,
          usePriceWithoutMinimun: false,
          googleTagManagerCode: 'GTM-AB12CD',
          pixelFB: '<script>',
        },
        'CL',
      ),
    );
    assert.deepEqual(
      config.families.map((f) => f.title),
      ['Gorras', 'Todo'],
    );
    assert.equal(config.roundPrice, 1);
    assert.equal(config.usePriceWithoutMinimun, false);
    assert.equal(config.googleTagManagerCode, 'GTM-AB12CD');
    assert.equal(config.pixelFB, null);
  });

  it("puts the category tree after 'Todas', a root without picture keeping its settings family's icon", () => {
    const config = buildShopConfig(
      tenant({
        families: [
          { id: 3, title: 'Gorras viejas', slug: 'gorras', icon_url: '/tenant-assets/x/gorra.png' },
          { id: 4, title: 'Tazas viejas', slug: 'tazas', icon_url: '/tenant-assets/x/taza.png' },
        ],
      }),
    );
    const tree = [
      { id: 8, title: 'Tazas', slug: 'tazas', icon_url: '/catalog/tazas.webp' },
      {
        id: 9,
        title: 'Gorras',
        slug: 'gorras',
        icon_url: null,
        children: [{ id: 10, title: 'Viseras', slug: 'viseras', icon_url: null }],
      },
    ];
    const menu = withMenu(config, tree);
    assert.deepEqual(menu.families, [
      { id: null, title: 'Todas', slug: null, icon_url: null },
      { id: 8, title: 'Tazas', slug: 'tazas', icon_url: '/catalog/tazas.webp' },
      { ...tree[1], icon_url: '/tenant-assets/x/gorra.png' },
    ]);
    // The same tree again is the same answer (GetConfig serializes it once); a new tree is new.
    assert.equal(withMenu(config, tree), menu);
    assert.notEqual(withMenu(config, [...tree]), menu);
  });
});

describe('pricing settings', () => {
  it('gives the pricing engine each demo tenant its margin, IVA and rounding', async () => {
    const { app, close } = await createTestApp();
    try {
      const ar = await app.tenants.getByName('demo-ar');
      const cl = await app.tenants.getByName('demo-cl');
      assert.ok(ar && cl);
      assert.deepEqual(
        { ...app.tenants.pricingSettings(ar), currencySymbol: undefined },
        {
          environment: 'ARG',
          profitMultiplier: 1.35,
          taxRate: 0.21,
          roundPrice: 2,
          withTaxes: false,
          usePriceWithoutMinimun: true,
          currencySymbol: undefined,
        },
      );
      assert.equal(app.tenants.pricingSettings(cl).taxRate, 0.19);
      assert.equal(app.tenants.pricingSettings(cl).roundPrice, 0);
    } finally {
      await close();
    }
  });
});
