import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { dialectOf } from '../../../db/database.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Tenant } from '../../tenants/index.js';
import { DEMO_MARKETS, demoCatalog } from '../seed/demo-catalog.js';
import { importCatalog, readCatalog } from './catalog-importer.js';

const CSV = `external_id,name,description,category,kind,brand,weight_grams,width_cm,height_cm,depth_cm,price_tiers,techniques,sku,color,color_hex,size,stock
IMP-1,Taza importada,Taza de prueba,tazas-y-jarros,simple,Marca X,300,10,10,9,1:1000|100:800,serigrafia=Frente:80x60,IMP-1-R,Rojo,#c62828,,25
IMP-1,Taza importada,,tazas-y-jarros,simple,,300,10,10,9,1:1000,,IMP-1-N,Negro,#1f1f1f,,0
IMP-2,Remera importada,Remera,indumentaria,curva,,200,30,35,2,1:5000,bordado=Pecho:90x90,IMP-2-S,Blanco,#ffffff,S,10
IMP-2,Remera importada,Remera,indumentaria,curva,,200,30,35,2,1:5000,bordado=Pecho:90x90,IMP-2-M,Blanco,#ffffff,M,12
IMP-3,Sin precio,x,tazas-y-jarros,simple,,300,10,10,9,,,IMP-3-A,,,,5
IMP-4,Precio raro,x,tazas-y-jarros,simple,,300,10,10,9,50:900,,IMP-4-A,,,,abc
IMP-5,Técnica inventada,x,tazas-y-jarros,simple,,300,10,10,9,1:100,holograma=Frente:10x10,IMP-5-A,,,,5
IMP-6,Ajeno,x,tazas-y-jarros,simple,,300,10,10,9,1:100,,PS-0101-ROJO,,,,5
`;

describe('catalogue importer', () => {
  let t: TestApp;
  let ar: Tenant;
  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
  });
  after(() => t.close());

  const load = (text: string, format: 'csv' | 'json') =>
    importCatalog(t.db, ar.id, readCatalog(text, format));
  const catalogRevision = async () =>
    (await t.db.selectFrom('catalog_revision').select('revision').executeTakeFirstOrThrow())
      .revision;
  const updatedAt = () =>
    t.db
      .selectFrom('catalog_products')
      .select(['external_id', 'updated_at'])
      .where('tenant_id', '=', ar.id)
      .orderBy('external_id')
      .execute();

  it('loads the good rows of a CSV and reports each bad row with its line and reason', async () => {
    const report = await load(CSV, 'csv');
    assert.equal(report.created, 2);
    assert.equal(report.variants, 4);
    assert.deepEqual(
      report.issues.map((issue) => issue.line),
      [6, 7, 8, 9],
    );
    assert.match(
      report.issues[0]?.message ?? '',
      /IMP-3-A.*necesita al menos un precio por cantidad/,
    );
    assert.match(
      report.issues[1]?.message ?? '',
      /el primer precio por cantidad debe ser desde 1 unidad.*"stock" debe ser un número entero/,
    );
    assert.match(report.issues[2]?.message ?? '', /la técnica "holograma" no existe/);
    assert.match(
      report.issues[3]?.message ?? '',
      /el SKU "PS-0101-ROJO" ya es del producto "PS-0101"/,
    );

    const mug = await t.app.catalog.detail(ar, 'taza-importada');
    assert.equal(mug.variants.length, 2);
    assert.equal(mug.brand, 'Marca X');
    assert.deepEqual(
      mug.techniques.map((tq) => [tq.code, tq.printAreas[0]?.widthMm]),
      [['serigrafia', 80]],
    );
    const tee = await t.app.catalog.detail(ar, 'remera-importada');
    assert.equal(tee.kind, 'curva');
    assert.deepEqual(
      tee.variants.map((v) => v.size),
      ['S', 'M'],
    );
    // The refused row did not touch the product whose SKU it tried to take.
    assert.equal(
      (await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz')).variants[0]?.sku,
      'PS-0101-BLANCO',
    );
  });

  it('changes nothing when the same file is imported again, and updates what changed', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('catalog_variants')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const stamps = await updatedAt();
    const revision = await catalogRevision();
    for (const round of ['second', 'third']) {
      const again = await load(CSV, 'csv');
      assert.deepEqual(
        [again.created, again.updated, again.unchanged, again.variants],
        [0, 0, 2, 4],
        `${round} import`,
      );
      assert.equal(await count(), before);
      assert.deepEqual(await updatedAt(), stamps, `${round} import rewrote updated_at`);
      assert.equal(await catalogRevision(), revision, `${round} import moved the revision`);
    }

    const cheaper = CSV.replace('1:1000|100:800', '1:950|100:800').replace(
      'IMP-1-N,Negro,#1f1f1f,,0',
      'IMP-1-N,Negro,#1f1f1f,,40',
    );
    const changed = await load(cheaper, 'csv');
    assert.deepEqual([changed.created, changed.updated, changed.unchanged], [0, 1, 1]);
    assert.ok((await catalogRevision()) > revision);
    const mug = await t.app.catalog.detail(ar, 'taza-importada');
    assert.equal(mug.variants.find((v) => v.sku === 'IMP-1-N')?.stock, 40);
    const inputs = await t.app.catalog.pricingInputs(ar.id, [mug.variants[0]?.id ?? 0]);
    assert.equal(inputs.get(mug.variants[0]?.id ?? 0)?.priceTiers[0]?.unitPriceCents, 95_000);
    assert.equal(await count(), before);
  });

  it('changes nothing when the seeded demo catalogue is imported again and again', async () => {
    // Categories, techniques with their rules, views, print areas, pictures, curve products.
    const { document } = demoCatalog(DEMO_MARKETS.find((m) => m.tenant === 'demo-ar')!);
    const revision = await catalogRevision();
    const stamps = await updatedAt();
    for (const round of ['second', 'third']) {
      const again = await load(JSON.stringify(document, null, 1), 'json');
      assert.deepEqual([again.created, again.updated, again.issues.length], [0, 0, 0], round);
      assert.ok(again.unchanged >= 130, `${round}: ${again.unchanged} unchanged`);
      assert.equal(await catalogRevision(), revision, `${round} import moved the revision`);
    }
    assert.deepEqual(await updatedAt(), stamps);
  });

  it('takes a dimension the database keeps in single precision as unchanged', async () => {
    // PostgreSQL's real keeps about 7 digits: 10.123456789 comes back as 10.123457.
    const product = {
      externalId: 'F-1',
      name: 'Libreta de medidas finas',
      category: 'tazas-y-jarros',
      weightGrams: 120,
      sizeCm: { width: 10.123456789, height: 14.8, depth: 0.35 },
      priceTiers: [{ minQuantity: 1, unitPrice: 1234.56 }],
      variants: [{ sku: 'F-1-U', stock: 3 }],
    };
    const text = JSON.stringify({ products: [product] });
    assert.equal((await load(text, 'json')).created, 1);
    const revision = await catalogRevision();
    const again = await load(text, 'json');
    assert.deepEqual([again.updated, again.unchanged], [0, 1]);
    assert.equal(await catalogRevision(), revision);
  });

  it('reads a JSON catalogue and names the line of each bad product', async () => {
    const json = `{
  "categories": [{ "slug": "regalos", "title": "Regalos empresariales" }],
  "products": [
    {
      "externalId": "J-1", "name": "Kit de bienvenida", "category": "regalos",
      "weightGrams": 900, "sizeCm": { "width": 30, "height": 20, "depth": 10 },
      "priceTiers": [{ "minQuantity": 1, "unitPrice": 25000.5 }],
      "variants": [{ "sku": "J-1-U", "stock": 15 }]
    },
    {
      "externalId": "J-2", "name": "", "category": "regalos",
      "weightGrams": 0, "sizeCm": { "width": 30, "height": 20, "depth": 10 },
      "priceTiers": [{ "minQuantity": 1, "unitPrice": 10.123 }],
      "variants": [{ "sku": "J 2", "stock": -1, "color": "Rojo" }]
    },
    {
      "externalId": "J-1", "name": "Repetido", "category": "regalos",
      "weightGrams": 10, "sizeCm": { "width": 1, "height": 1, "depth": 1 },
      "priceTiers": [{ "minQuantity": 1, "unitPrice": 1 }],
      "variants": [{ "sku": "J-3", "stock": 1 }]
    }
  ]
}`;
    const report = await load(json, 'json');
    assert.equal(report.created, 1);
    assert.deepEqual(
      report.issues.map((issue) => issue.line),
      [10, 16],
    );
    const second = report.issues[0]?.message ?? '';
    for (const part of [
      'falta el campo "name"',
      '"weightGrams" debe estar entre 1',
      'admite como máximo dos decimales',
      'SKU "J 2"',
      '"variants[0].stock" debe estar entre 0',
      'necesita su código "colorHex"',
    ])
      assert.ok(second.includes(part), `${part} in ${second}`);
    assert.match(report.issues[1]?.message ?? '', /external_id ya aparece en la línea 4/);
    const kit = await t.app.catalog.detail(ar, 'kit-de-bienvenida');
    assert.equal(kit.category.title, 'Regalos empresariales');
    assert.equal(kit.priceTiers[0]?.unitPrice, 33750.68);
  });

  it('keeps the views, the placed print areas and the technique rules the builder reads', async () => {
    const product = (externalId: string, areaX: number) => ({
      externalId,
      name: `Cuaderno ${externalId}`,
      category: 'tazas-y-jarros',
      weightGrams: 200,
      sizeCm: { width: 15, height: 21, depth: 1 },
      priceTiers: [{ minQuantity: 1, unitPrice: 900 }],
      techniques: [
        {
          code: 'tinta-uv',
          printAreas: [
            { view: 'Tapa', widthMm: 100, heightMm: 60, xMm: areaX, yMm: 40, safetyMm: 4 },
          ],
        },
      ],
      views: [{ name: 'Tapa', image: '/img/tapa.png', widthMm: 150, heightMm: 210 }],
      variants: [{ sku: `${externalId}-U`, stock: 5 }],
    });
    const document = {
      techniques: [
        {
          code: 'tinta-uv',
          name: 'Tinta UV',
          minUnitsForPrinting: 10,
          unitCost: 100,
          maxColors: 2,
          minTextHeightMm: 2.5,
          rasterAllowed: 'no',
          palette: 'thread',
        },
        {
          code: 'tinta-mala',
          name: 'Mala',
          minUnitsForPrinting: 1,
          unitCost: 1,
          palette: 'pantone',
        },
      ],
      products: [product('V-1', 25), product('V-2', 80)],
    };
    const report = await load(JSON.stringify(document, null, 1), 'json');
    assert.equal(report.created, 1);
    const messages = report.issues.map((issue) => issue.message).join(' | ');
    assert.match(messages, /"palette" debe ser "ink" \(tintas\) o "thread" \(hilos\)/);
    assert.match(messages, /el área "Tapa" de la técnica "tinta-uv" no entra en la vista "Tapa"/);
    const notebook = await t.app.catalog.detail(ar, 'cuaderno-v-1');
    assert.deepEqual(notebook.views, [
      { name: 'Tapa', image: '/img/tapa.png', widthMm: 150, heightMm: 210 },
    ]);
    const [technique] = notebook.techniques;
    assert.deepEqual(technique?.printAreas, [
      {
        id: 1,
        view: 'Tapa',
        name: 'Tapa',
        widthMm: 100,
        heightMm: 60,
        xMm: 25,
        yMm: 40,
        bleedMm: 2,
        safetyMm: 4,
      },
    ]);
    assert.deepEqual(technique?.rules, {
      maxColors: 2,
      minTextHeightMm: 2.5,
      minLineWidthMm: null,
      rasterAllowed: false,
      maxImprintWidthMm: null,
      maxImprintHeightMm: null,
      palette: 'thread',
    });
  });

  it('refuses a file it cannot read, saying where', () => {
    assert.deepEqual(
      readCatalog('{"products": [', 'json').issues.map((i) => i.message),
      ['El archivo no es un JSON válido.'],
    );
    const csv = readCatalog('external_id;name\nX;Y\n', 'csv');
    assert.equal(csv.issues[0]?.line, 1);
    assert.match(
      csv.issues[0]?.message ?? '',
      /faltan las columnas category, price_tiers, sku, stock, weight_grams/,
    );
    assert.equal(csv.products.length, 0);
  });

  it('leaves the query planner statistics that count the imported products', async () => {
    /** How many products the planner believes there are (what it picks indexes by). */
    const plannerCount = async () => {
      if (dialectOf(t.db) === 'postgres') {
        const { rows } = await sql<{ n: number }>`
          select reltuples::int as n from pg_class
          where oid = 'catalog_products'::regclass`.execute(t.db);
        return rows[0]?.n;
      }
      // Each index's row starts with how many entries it has: the partial index of hidden
      // products (migration 1400) has fewer, every full one the table's count.
      const { rows } = await sql<{ stat: string }>`
        select stat from sqlite_stat1 where tbl = 'catalog_products'`.execute(t.db);
      return Math.max(...rows.map((row) => Number(row.stat.split(' ')[0])));
    };
    const header = CSV.split('\n')[0];
    const row = 'STAT-1,Llavero nuevo,x,llaveros,simple,,20,5,5,1,1:100,,STAT-1-A,,,,5';
    const report = await load(`${header}\n${row}\n`, 'csv');
    assert.equal(report.created, 1);
    const { n } = (await t.db
      .selectFrom('catalog_products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()) ?? { n: 0 };
    assert.equal(await plannerCount(), Number(n));
  });
});
