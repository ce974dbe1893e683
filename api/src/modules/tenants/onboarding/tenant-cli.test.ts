import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse, stringify } from 'yaml';
import { REPO_ROOT } from '../../../config.js';
import { apiHeaders, createTestApp, type TestApp } from '../../../test/test-app.js';
import { TenantFileError } from './problems.js';
import { runTenantCli, TenantCliError } from './tenant-cli.js';

const FIXTURE_DIR = join(REPO_ROOT, 'e2e/fixtures');
const FIXTURE = join(FIXTURE_DIR, 'tenant-norte.yaml');

describe('npm run tenant: onboarding a reseller from a file', () => {
  let t: TestApp;
  let work: string;
  const config = async (tenant: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/services/app/PartnerConfigs/GetConfig',
        headers: apiHeaders(tenant),
      })
    ).json();

  /** A copy of the fixture with some fields changed, beside the fixture's images. */
  async function variant(changes: Record<string, unknown>, ext = 'yaml'): Promise<string> {
    const data = {
      ...(parse(await readFile(FIXTURE, 'utf8')) as Record<string, unknown>),
      ...changes,
    };
    for (const [key, value] of Object.entries(changes)) if (value === undefined) delete data[key];
    const file = join(work, `tienda-${Math.random().toString(36).slice(2)}.${ext}`);
    await writeFile(file, ext === 'json' ? JSON.stringify(data) : stringify(data));
    return file;
  }

  before(async () => {
    t = await createTestApp();
    work = await mkdtemp(join(tmpdir(), 'tenant-cli-'));
    await mkdir(join(work, 'tenant-norte'));
    for (const file of await readdir(join(FIXTURE_DIR, 'tenant-norte')))
      await copyFile(join(FIXTURE_DIR, 'tenant-norte', file), join(work, 'tenant-norte', file));
  });
  after(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it('creates the store from the YAML file: live at once with its files', async () => {
    const output = await runTenantCli(['create', FIXTURE], t.app);
    assert.match(
      output,
      /^Tienda "norte-regalos" \(Norte Regalos Empresariales\) creada, plantilla 4\./,
    );
    const { result } = await config('norte-regalos');
    assert.equal(result.name, 'Norte Regalos Empresariales');
    assert.deepEqual(result.templateFK, { id: 4 });
    assert.equal(result.colors.primary, '#7a1f3d');
    assert.equal(result.googleTagManagerCode, 'GTM-NRT4E2E');
    assert.equal(result.families[0].title, 'Todas');
    assert.equal(result.roundPrice, 2);
    assert.equal(result.quotation, true);
    assert.match(result.logo, /^\/tenant-assets\/norte-regalos\/logo\.[0-9a-f]{8}\.svg$/);
    assert.match(
      result.families[1].icon_url,
      /^\/tenant-assets\/norte-regalos\/family-1\.[0-9a-f]{8}\.svg$/,
    );
    assert.equal(result.families[2].icon_url, null);
    const logo = await t.app.inject({ method: 'GET', url: result.logo });
    assert.equal(logo.statusCode, 200);
    assert.equal(logo.headers['cache-control'], 'public, max-age=31536000, immutable');
    const logos = await t.app.inject({
      method: 'GET',
      url: '/api/users/distributor/logo_url',
      headers: apiHeaders('norte-regalos'),
    });
    assert.deepEqual(
      logos.json().result.map((l: { name: string }) => l.name),
      ['Bodega Calchaquí', 'Cooperativa Yerbatera', 'Hotel Salta Plaza'],
    );
  });

  it('gives a store made from the bare minimum every default of spec section 3', async () => {
    const file = join(work, 'minima.yaml');
    await writeFile(
      file,
      stringify({
        name: 'minima-cl',
        displayName: 'Mínima',
        environment: 'CL',
        template: 9,
        logo: 'tenant-norte/logo.svg',
        favicon: 'tenant-norte/favicon.svg',
      }),
    );
    // The path is relative to where the operator typed the command.
    await runTenantCli(['create', 'minima.yaml'], t.app, work);
    const { result } = await config('minima-cl');
    assert.equal(result.tenant, 'minima-cl');
    assert.deepEqual(result.templateFK, { id: 9 });
    assert.equal(result.roundPrice, 0, 'Chile: no decimals unless set');
    assert.equal(result.usePriceWithoutMinimun, true);
    assert.equal(result.registrationInShop, true);
    assert.equal(result.quotation, true);
    assert.equal(result.withTaxes, false);
    assert.equal(result.currencySymbol, '$');
    assert.deepEqual(result.families, [{ id: null, title: 'Todas', slug: null, icon_url: null }]);
    assert.deepEqual(result.socialMedias, []);
    assert.deepEqual(
      [result.googleTagManagerCode, result.googleAnalyticsCode, result.pixelFB],
      [null, null, null],
    );
    assert.deepEqual(result.productBuilder, { categories: [] });
    assert.equal(result.colors.primary, '#1d4ed8');
  });

  it('refuses to create it twice and changes nothing', async () => {
    await assert.rejects(runTenantCli(['create', FIXTURE], t.app), (error: Error) => {
      assert.ok(error instanceof TenantCliError);
      assert.match(
        error.message,
        /Ya existe una tienda llamada "norte-regalos"\. Para cambiarla usá: npm run tenant -- update/,
      );
      return true;
    });
  });

  it('updates it from a JSON file (template, colours) and the next answer shows it', async () => {
    const file = await variant({ template: 7, colors: { primary: 'hsl(340 60% 30%)' } }, 'json');
    assert.match(await runTenantCli(['update', file], t.app), /actualizada, plantilla 7/);
    const { result } = await config('norte-regalos');
    assert.deepEqual(result.templateFK, { id: 7 });
    assert.equal(result.colors.primary, 'hsl(340 60% 30%)');
    assert.equal(
      result.colors.secondary,
      '#f59e0b',
      'the file is the truth: unset colours go back to defaults',
    );
  });

  it('lists and shows the stores', async () => {
    const list = await runTenantCli(['list'], t.app);
    assert.match(list, /^nombre +marca +país +plantilla +dirección/);
    const norte = list.split('\n').find((line) => line.startsWith('norte-regalos')) ?? '';
    assert.match(norte, /^norte-regalos +Norte Regalos Empresariales +ARG +7 +\S+$/);
    // The address is under the store's public origin (the test app's PUBLIC_URL).
    assert.ok(norte.endsWith(` ${t.app.config.publicUrl}/norte-regalos/`), norte);
    assert.match(list, /demo-cl +Andes Merch +CL +8/);
    const shown = JSON.parse(await runTenantCli(['show', 'norte-regalos', '--json'], t.app));
    assert.equal(shown.template, 7);
    assert.equal(shown.settings.whiteboxSettings.homeBanner, 'Envíos a todo el NOA en 72 horas');
  });

  it('explains commands it does not know, missing arguments and unknown stores', async () => {
    for (const [args, message] of [
      [['borrar', 'x'], /No conozco el comando "borrar"/],
      [['create'], /create necesita un archivo/],
      [['show'], /show necesita el nombre/],
      [['show', 'no-existe'], /No existe una tienda llamada "no-existe"/],
      [
        ['update', join(work, 'no-esta.yaml')],
        /no-esta\.yaml tiene 1 problema:\n {2}- \(archivo\): no existe\./,
      ],
      [['create', FIXTURE, 'otro'], /Sobra: otro/],
      [['list', '--force'], /Unknown option/],
    ] as const) {
      await assert.rejects(runTenantCli([...args], t.app), message);
    }
    assert.match(await runTenantCli(['--help'], t.app), /^Uso:/);
  });

  const BAD_FILES: [string, Record<string, unknown>, RegExp][] = [
    ['a reserved name', { name: 'api' }, /- name: "api" es un nombre reservado/],
    [
      'a name with capitals',
      { name: 'Norte Regalos' },
      /- name: El nombre de la tienda debe tener entre 1 y 40 letras minúsculas/,
    ],
    ['no display name', { displayName: undefined }, /- displayName: es obligatorio\./],
    [
      'an unknown country',
      { environment: 'AR' },
      /- environment: "AR" no es válido: debe ser ARG \(Argentina\) o CL \(Chile\)\./,
    ],
    [
      'a template out of range',
      { template: 12 },
      /- template: debe ser un número entero entre 1 y 10; dice 12\./,
    ],
    [
      'a colour that is not one',
      { colors: { primary: 'red;}body{display:none' } },
      /- colors\.primary: "red;}body{display:none" no es un color: usá un color como #1b3a8c/,
    ],
    [
      'a tag-manager code with markup',
      { googleTagManagerCode: '<script>alert(1)</script>' },
      /- googleTagManagerCode: "<script>alert\(1\)<\/script>" no es válido: se espera GTM- seguido de/,
    ],
    [
      'an analytics id of another format',
      { googleAnalyticsCode: 'UA-1234-1' },
      /- googleAnalyticsCode: "UA-1234-1" no es válido: se espera G- seguido de/,
    ],
    [
      'a pixel id with letters',
      { pixelFB: '12ab' },
      /- pixelFB: "12ab" no es válido: se espera solo números/,
    ],
    [
      'a WhatsApp entry that is not a number',
      { socialMedias: [{ key: 'WP', username: 'javascript:alert(1)' }] },
      /- socialMedias\[0\]\.username: "javascript:alert\(1\)" no es válido: para WhatsApp escribí el número/,
    ],
    [
      'decimals in Chile',
      { environment: 'CL', roundPrice: 2 },
      /- roundPrice: en Chile los precios van sin decimales/,
    ],
    [
      'a misspelt field',
      { colour: { primary: '#000000' } },
      /- colour: no es un campo conocido; los campos posibles son name, displayName/,
    ],
    [
      'a family without slug',
      { families: [{ title: 'Tazas' }] },
      /- families\[0\]\.slug: es obligatorio\./,
    ],
    [
      'a family icon that is not there',
      { families: [{ title: 'Tazas', slug: 'tazas', icon: 'tenant-norte/taza.png' }] },
      /- families\[0\]\.icon: tenant-norte\/taza\.png: no existe el archivo/,
    ],
    [
      'a missing logo file',
      { logo: 'tenant-norte/no-esta.svg' },
      /- logo: tenant-norte\/no-esta\.svg: no existe el archivo/,
    ],
    [
      'a text file as favicon',
      { favicon: 'tienda.txt' },
      /- favicon: tienda\.txt: no es una imagen SVG, PNG, ICO \(se mira el contenido, no la extensión\)\./,
    ],
    [
      'an SVG logo with a script',
      { logo: 'tenant-norte/malo.svg' },
      /- logo: tenant-norte\/malo\.svg: el SVG tiene un <script>; exportalo de nuevo/,
    ],
  ];

  for (const [label, changes, message] of BAD_FILES) {
    it(`refuses a file with ${label}, naming the field and why, and changes nothing`, async () => {
      await writeFile(join(work, 'tienda.txt'), 'no soy una imagen');
      await writeFile(
        join(work, 'tenant-norte', 'malo.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      );
      const before = await config('norte-regalos');
      const assetsBefore = await readdir(join(t.config.tenantAssetsDir, 'norte-regalos'));
      const file = await variant(changes);
      await assert.rejects(runTenantCli(['update', file], t.app), (error: Error) => {
        assert.ok(error instanceof TenantFileError, String(error));
        assert.match(error.message, message);
        return true;
      });
      assert.deepEqual(await config('norte-regalos'), before);
      assert.deepEqual(
        await readdir(join(t.config.tenantAssetsDir, 'norte-regalos')),
        assetsBefore,
      );
    });
  }

  it('reports every problem of a file at once', async () => {
    const file = await variant({ template: 0, environment: 'PE', pixelFB: 'x' });
    await assert.rejects(
      runTenantCli(['create', file], t.app),
      /tiene 3 problemas:\n {2}- environment: [^\n]+\n {2}- template: [^\n]+\n {2}- pixelFB: /,
    );
  });

  it('refuses a file that is not valid YAML, saying where', async () => {
    const file = join(work, 'roto.yaml');
    await writeFile(file, 'name: norte\n  displayName: [sin cerrar\n');
    await assert.rejects(
      runTenantCli(['create', file], t.app),
      /roto\.yaml tiene 1 problema:\n {2}- \(archivo\): no se puede leer como YAML: .*at line 1, column 7/,
    );
  });
});
