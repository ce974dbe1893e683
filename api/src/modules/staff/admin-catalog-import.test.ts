import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setImmediate as turn } from 'node:timers/promises';
import {
  IMPORT_CSV_TEMPLATE,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_JSON_TEMPLATE,
} from '@store/contracts/catalog-rules';
import { freshIp } from '../../test/auth-support.js';
import { dumpTables, withoutBackgroundWork } from '../../test/table-dump.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { secondInstance } from '../../reliability/test-instances.js';
import { multipart } from '../cart/test-uploads.js';
import type { StaffRole } from './staff-roles.js';
import { staffCall, staffMemberToken, staffToken } from './staff-test-support.js';

const HEADER =
  'external_id,name,description,category,kind,weight_grams,width_cm,height_cm,depth_cm,price_tiers,techniques,sku,color,color_hex,size,stock';
const GOOD = `${HEADER}
IMP-10,Termo importado,Termo de acero,tazas-y-jarros,simple,400,8,25,8,1:9000|50:8000,serigrafia=Frente:60x80,IMP-10-N,Negro,#1f1f1f,,40
IMP-10,Termo importado,,tazas-y-jarros,simple,400,8,25,8,1:9000|50:8000,,IMP-10-B,Blanco,#ffffff,,15
`;
/** Line 3 has no weight, line 4 a price without its quantity, line 5 another product's SKU. */
const BAD = `${HEADER}
IMP-20,Gorra importada,Gorra,tazas-y-jarros,simple,150,20,12,20,1:3000,,IMP-20-A,,,,10
IMP-21,Sin peso,x,tazas-y-jarros,simple,,8,8,8,1:100,,IMP-21-A,,,,5
IMP-22,Precio raro,x,tazas-y-jarros,simple,100,8,8,8,1:100|:90,,IMP-22-A,,,,5
IMP-23,Ajeno,x,tazas-y-jarros,simple,100,8,8,8,1:100,,PS-0101-ROJO,,,,5
`;

interface Job {
  id: string;
  status: string;
  done: number;
  total: number;
  summary: { created: number; updated: number; unchanged: number; variants: number } | null;
  issues: { line: number; field: string | null; message: string }[];
  issueCount: number;
  error: string | null;
}

describe('/api/admin/catalog/imports: the importer from the back office', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole | 'chilean', string>;

  before(async () => {
    t = await createTestApp();
    tokens.owner = await staffToken(t, 'demo-ar', 'owner');
    tokens.sales = await staffToken(t, 'demo-ar', 'sales');
    tokens.catalogue = await staffMemberToken(
      t,
      'demo-ar',
      'catalogue',
      'catalogo@promosur.com.ar',
    );
    tokens.production = await staffMemberToken(t, 'demo-ar', 'production');
    tokens.chilean = await staffMemberToken(t, 'demo-cl', 'catalogue');
  });
  after(() => t.close());

  const upload = (
    name: string,
    bytes: Buffer | string,
    token = tokens.catalogue,
    tenant = 'demo-ar',
  ) => {
    const body = multipart({}, [[name, 'text/plain', Buffer.from(bytes)]]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/imports',
      headers: { ...apiHeaders(tenant, token), 'content-type': body.contentType },
      remoteAddress: freshIp(),
      payload: body.payload,
    });
  };
  /** Asks for the job, as the page does, until it stops running. */
  const finished = async (
    id: string,
    app = t.app,
    tenant = 'demo-ar',
    token = tokens.catalogue,
  ): Promise<Job> => {
    for (;;) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/catalog/imports/${id}`,
        headers: apiHeaders(tenant, token),
        remoteAddress: freshIp(),
      });
      assert.equal(res.statusCode, 200, res.body);
      const job = res.json().result as Job;
      if (job.status !== 'running') return job;
      await turn();
    }
  };
  const imported = async (name: string, text: string) => {
    const res = await upload(name, text);
    assert.equal(res.statusCode, 200, res.body);
    return finished(res.json().result.id);
  };
  const detail = (slug: string, tenant = 'demo-ar') =>
    t.app.inject({
      method: 'GET',
      url: `/api/services/app/Catalog/GetProductDetail?slug=${slug}`,
      headers: apiHeaders(tenant),
    });
  const listed = async (search: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/services/app/Catalog/GetProductsList?search=${encodeURIComponent(search)}`,
        headers: apiHeaders('demo-ar'),
      })
    )
      .json()
      .result.items.map((p: { name: string }) => p.name);
  const audit = async (action: string) =>
    (await staffCall(t, 'demo-ar', tokens.owner, 'GET', `/api/admin/audit?q=${action}`)).json()
      .result.items;
  /** Every table but the audit and the jobs' own rows, which every import adds to. */
  const everything = async () => {
    // The storefront's detail views of earlier tests, written within 2 s: now, not mid-test.
    await t.app.catalog.writeViews();
    return withoutBackgroundWork(
      await dumpTables(t.db, (table) => !['staff_audit', 'catalog_import_jobs'].includes(table)),
    );
  };

  it('imports a good file whole: the storefront lists and sells the new product at once; audited', async () => {
    assert.deepEqual(await listed('termo importado'), []);
    const job = await imported('catalogo.csv', GOOD);
    assert.equal(job.status, 'imported');
    assert.deepEqual(job.summary, { created: 1, updated: 0, unchanged: 0, variants: 2 });
    assert.deepEqual([job.done, job.total, job.issueCount], [1, 1, 0]);

    assert.deepEqual(await listed('termo importado'), ['Termo importado']);
    const product = (await detail('termo-importado')).json().result;
    assert.deepEqual(
      product.variants.map((v: { sku: string }) => v.sku),
      ['IMP-10-N', 'IMP-10-B'],
    );
    const [entry] = await audit('catalog.imported');
    assert.equal(entry.actor, 'catalogo@promosur.com.ar');
    assert.deepEqual(entry.after, {
      file: 'catalogo.csv',
      format: 'csv',
      created: 1,
      updated: 0,
      unchanged: 0,
      variants: 2,
    });

    const again = await imported(
      'catalogo.csv',
      GOOD.replace('1:9000|50:8000,serigrafia', '1:9900|50:8000,serigrafia'),
    );
    assert.deepEqual(again.summary, { created: 0, updated: 1, unchanged: 0, variants: 2 });
    const prices = (await detail('termo-importado')).json().result;
    assert.notDeepEqual(prices.priceTiers, product.priceTiers);
  });

  it('refuses a file with bad lines whole: every line with its number and field, nothing changed', async () => {
    const before = await everything();
    const job = await imported('productos.csv', BAD);
    assert.equal(job.status, 'refused');
    assert.equal(job.summary, null);
    assert.deepEqual(
      job.issues.map((issue) => [issue.line, issue.field]),
      [
        [3, 'weight_grams'],
        [4, 'price_tiers'],
        [5, 'sku'],
      ],
    );
    assert.match(job.issues[2]!.message, /PS-0101-ROJO/);
    assert.deepEqual(await everything(), before);
    assert.equal((await detail('gorra-importada')).statusCode, 404);
    const [entry] = await audit('catalog.import-refused');
    assert.deepEqual(entry.after, { file: 'productos.csv', format: 'csv', issues: 3 });
  });

  it('reads JSON with its line numbers too', async () => {
    const notebook = (id: string, variants: object[]) => ({
      externalId: id,
      name: `Libreta ${id}`,
      category: 'tazas-y-jarros',
      weightGrams: 100,
      sizeCm: { width: 15, height: 21, depth: 1 },
      priceTiers: [{ minQuantity: 1, unitPrice: 500 }],
      variants,
    });
    const json = JSON.stringify(
      [notebook('IMP-30', [{ sku: 'IMP-30-A', stock: 3 }]), notebook('IMP-31', [{ stock: 3 }])],
      null,
      2,
    );
    // The second product's `{` is the line above its external id.
    const second = json.split('\n').findIndex((line) => line.includes('IMP-31'));
    const job = await imported('productos.json', json);
    assert.equal(job.status, 'refused');
    assert.deepEqual(
      job.issues.map((issue) => [issue.line, issue.field]),
      [[second, 'variants.sku']],
    );
    assert.match(job.issues[0]!.message, /^Producto 2: falta el campo "variants\[0\]\.sku"/);
    assert.equal((await detail('libreta-imp-30')).statusCode, 404);
  });

  it('imports the page’s CSV and JSON templates as they are, in both stores', async () => {
    for (const [tenant, token] of [
      ['demo-ar', tokens.catalogue],
      ['demo-cl', tokens.chilean],
    ] as const)
      for (const [name, text] of [
        ['plantilla-productos.csv', IMPORT_CSV_TEMPLATE],
        ['plantilla-productos.json', IMPORT_JSON_TEMPLATE],
      ] as const) {
        const res = await upload(name, text, token, tenant);
        assert.equal(res.statusCode, 200, res.body);
        const job = await finished(res.json().result.id, t.app, tenant, token);
        assert.equal(job.status, 'imported', `${tenant} ${name}: ${JSON.stringify(job.issues)}`);
      }
    assert.equal((await detail('taza-ceramica-11-oz', 'demo-cl')).statusCode, 200);
  });

  it('refuses sales and production with the role’s Spanish 403, and reads no file for them', async () => {
    for (const role of ['sales', 'production'] as const) {
      const res = await upload('catalogo.csv', GOOD, tokens[role]);
      assert.equal(res.statusCode, 403);
      assert.match(res.json().error.message, /no tiene permiso para esta acción/);
    }
  });

  it('keeps each store’s imports to itself', async () => {
    const res = await upload(
      'catalogo.csv',
      GOOD.replaceAll('IMP-10', 'IMP-40').replace(/Termo importado/g, 'Termo chileno'),
      tokens.chilean,
      'demo-cl',
    );
    assert.equal(res.statusCode, 200, res.body);
    const { id } = res.json().result;
    const foreign = await staffCall(
      t,
      'demo-ar',
      tokens.owner,
      'GET',
      `/api/admin/catalog/imports/${id}`,
    );
    assert.equal(foreign.statusCode, 404);
    assert.match(foreign.json().error.message, /No encontramos esa importación/);
    for (;;) {
      const mine = await staffCall(
        t,
        'demo-cl',
        tokens.chilean,
        'GET',
        `/api/admin/catalog/imports/${id}`,
      );
      if (mine.json().result.status !== 'running') break;
      await turn();
    }
    assert.equal((await detail('termo-chileno', 'demo-cl')).statusCode, 200);
    assert.equal((await detail('termo-chileno', 'demo-ar')).statusCode, 404);
  });

  it('refuses a file too large, of another type, empty or unreadable, in Spanish, changing nothing', async () => {
    const before = await everything();
    const cases: [string, Buffer | string, number, RegExp][] = [
      ['grande.csv', Buffer.alloc(IMPORT_FILE_MAX_BYTES + 1, 'a'), 413, /pesa más de 5 MB/],
      ['foto.png', GOOD, 415, /no es un archivo CSV ni JSON/],
      [
        'foto.csv',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff]),
        415,
        /no es un CSV de texto en UTF-8/,
      ],
      ['vacio.csv', '', 400, /está vacío/],
      ['espacios.json', '  \n', 400, /está vacío/],
      ['roto.json', '{"products": [', 400, /línea 1\): El archivo no es un JSON válido/],
      ['roto.csv', `${HEADER}\nIMP-50,"sin cerrar,x\n`, 400, /El CSV no se puede leer/],
      ['columnas.csv', 'nombre,precio\nx,1\n', 400, /faltan las columnas external_id/],
    ];
    for (const [name, bytes, status, message] of cases) {
      const res = await upload(name, bytes);
      assert.equal(res.statusCode, status, `${name}: ${res.body}`);
      assert.match(res.json().error.message, message, name);
      assert.equal(res.json().error.field, 'file', name);
    }
    assert.deepEqual(await everything(), before);
  });
  it('answers a poll on another instance of the store, and takes one import at a time', async () => {
    const other = await secondInstance(t);
    try {
      const res = await upload(
        'otro.csv',
        GOOD.replaceAll('IMP-10', 'IMP-60').replace(/Termo importado/g, 'Termo otro'),
      );
      assert.equal(res.statusCode, 200, res.body);
      const job = await finished(res.json().result.id, other);
      assert.equal(job.status, 'imported');
      assert.deepEqual(job.summary, { created: 1, updated: 0, unchanged: 0, variants: 2 });
    } finally {
      await other.close();
    }

    // An import under way elsewhere (its row written a minute ago) keeps a second one out.
    const tenantId = (await t.app.tenants.getByName('demo-ar'))!.id;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const running = (id: string, minutesAgo: number) => ({
      id,
      tenant_id: tenantId,
      file_name: 'grande.csv',
      format: 'csv',
      status: 'running',
      done: 200,
      total: 5000,
      summary_json: null,
      issues_json: '[]',
      issue_count: 0,
      error: null,
      created_at: at(minutesAgo),
      updated_at: at(minutesAgo),
    });
    const busy = '00000000-0000-4000-8000-000000000001';
    await t.db.insertInto('catalog_import_jobs').values(running(busy, 1)).execute();
    const refused = await upload('catalogo.csv', GOOD);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().error.message, /Ya hay una importación en curso \(«grande\.csv»\)/);

    // One whose process died (not written for 20 minutes) reads as interrupted, and blocks nothing.
    await t.db.deleteFrom('catalog_import_jobs').where('id', '=', busy).execute();
    const dead = '00000000-0000-4000-8000-000000000002';
    await t.db.insertInto('catalog_import_jobs').values(running(dead, 20)).execute();
    const interrupted = await finished(dead);
    assert.equal(interrupted.status, 'failed');
    assert.match(String(interrupted.error), /se interrumpió/);
    assert.equal((await upload('catalogo.csv', GOOD)).statusCode, 200);
  });
});
