import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { StaffPrintArea } from '../catalog/index.js';
import { createTestApp, userAccessToken, type TestApp } from '../../test/test-app.js';
import type { StaffRole } from './staff-roles.js';
import {
  staffCall,
  staffMemberToken,
  staffProductId,
  staffToken,
  storefrontDetail,
} from './staff-test-support.js';

const CATALOG = '/api/admin/catalog';
const SLUG = 'taza-ceramica-clasica-11-oz';

type Area = StaffPrintArea;
interface Layout {
  version: number;
  views: { name: string; widthMm: number; heightMm: number }[];
  techniques: { techniqueId: number; code: string; name: string; printAreas: Area[] }[];
  available: { techniqueId: number; code: string; name: string }[];
}

describe('/api/admin/catalog/products/:id/print-areas: techniques and print areas in mm', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  let productId: number;
  const url = () => `${CATALOG}/products/${productId}/print-areas`;

  const call = (
    method: 'GET' | 'PUT',
    payload?: object,
    token = tokens.catalogue,
    tenant = 'demo-ar',
    path = url(),
  ) => staffCall(t, tenant, token, method, path, payload);
  const layout = async (): Promise<Layout> => (await call('GET')).json().result;
  /** The body that saves `read` as it is, changed by `edit`. */
  const bodyOf = (read: Layout, edit: (areas: Area[][]) => void = () => {}) => {
    const areas = read.techniques.map((tech) => tech.printAreas.map((a) => ({ ...a })));
    edit(areas);
    return {
      version: read.version,
      techniques: read.techniques.map((tech, i) => ({
        techniqueId: tech.techniqueId,
        printAreas: areas[i]!,
      })),
    };
  };
  const storefront = () => storefrontDetail(t, SLUG);

  before(async () => {
    t = await createTestApp();
    tokens.owner = await staffToken(t, 'demo-ar', 'owner');
    tokens.sales = await staffToken(t, 'demo-ar', 'sales');
    tokens.catalogue = await staffMemberToken(
      t,
      'demo-ar',
      'catalogue',
      'catalogue@promosur.com.ar',
    );
    tokens.production = await staffMemberToken(t, 'demo-ar', 'production', 'prod@promosur.com.ar');
    productId = await staffProductId(t, tokens.catalogue, 'taza cerámica clásica');
  });
  after(() => t.close());

  it('answers the views, the techniques the product allows with their areas, and the store’s techniques', async () => {
    const read = await layout();
    assert.ok(read.views.length >= 1);
    assert.ok(read.techniques.length >= 1);
    assert.ok(read.available.length >= read.techniques.length);
    const shown = await storefront();
    assert.deepEqual(
      read.techniques.map((tech) => tech.code).sort(),
      shown.techniques.map((tech: { code: string }) => tech.code).sort(),
    );
    const area = read.techniques[0]!.printAreas[0]!;
    const view = read.views.find((v) => v.name === area.view)!;
    assert.ok(area.xMm + area.widthMm <= view.widthMm);
  });

  it('lets each role do what it may: owner and catalogue write, sales reads, production neither', async () => {
    const grants: Record<StaffRole, [number, number]> = {
      owner: [200, 200],
      catalogue: [200, 200],
      sales: [200, 403],
      production: [403, 403],
    };
    for (const [role, [get, put]] of Object.entries(grants) as [StaffRole, [number, number]][]) {
      assert.equal((await call('GET', undefined, tokens[role])).statusCode, get, `${role} GET`);
      const res = await call('PUT', bodyOf(await layout()), tokens[role]);
      assert.equal(res.statusCode, put, `${role} PUT ${res.body}`);
      if (put === 403)
        assert.match(res.json().error.message, /^Tu rol «.+» no tiene permiso para esta acción/);
    }
    const user = await t.db.selectFrom('auth_users').select('id').executeTakeFirstOrThrow();
    const buyer = await userAccessToken(t, 'demo-ar', Number(user.id));
    assert.equal((await call('GET', undefined, buyer)).statusCode, 401);
  });

  it('moves an area and adds a technique; the storefront and builder show it at once; audited', async () => {
    const read = await layout();
    const revision = await t.app.catalog.revision();
    const extra = read.available.find(
      (option) => !read.techniques.some((tech) => tech.techniqueId === option.techniqueId),
    )!;
    const body = bodyOf(read, (areas) => {
      Object.assign(areas[0]![0]!, { xMm: 5, yMm: 6, widthMm: 40.5, heightMm: 30, safetyMm: 2 });
    });
    const view = read.views[0]!;
    body.techniques.push({
      techniqueId: extra.techniqueId,
      printAreas: [
        {
          view: view.name,
          name: ' Logo ',
          xMm: 1,
          yMm: 1,
          widthMm: 20,
          heightMm: 10,
          bleedMm: 1,
          safetyMm: 2.5,
        },
      ],
    });
    const res = await call('PUT', body);
    assert.equal(res.statusCode, 200, res.body);
    const saved: Layout = res.json().result;
    assert.equal(saved.version, read.version + 1);
    assert.ok((await t.app.catalog.revision()) > revision, 'the catalogue revision moved');
    const shown = await storefront();
    const moved = shown.techniques
      .find((tech: { code: string }) => tech.code === read.techniques[0]!.code)
      .printAreas.find((a: Area) => a.name === read.techniques[0]!.printAreas[0]!.name);
    assert.deepEqual(
      [moved.xMm, moved.yMm, moved.widthMm, moved.heightMm, moved.safetyMm],
      [5, 6, 40.5, 30, 2],
    );
    const added = shown.techniques.find((tech: { code: string }) => tech.code === extra.code);
    assert.equal(added.printAreas[0].name, 'Logo');
    assert.deepEqual(shown.views, saved.views);

    const audit = (
      await staffCall(t, 'demo-ar', tokens.owner, 'GET', '/api/admin/audit?q=product.print-areas')
    )
      .json()
      .result.items.find((entry: { subject: string }) => entry.subject === `product:${productId}`);
    assert.equal(audit.actor, 'catalogue@promosur.com.ar');
    assert.equal(audit.before.version, read.version);
    assert.equal(audit.after.techniques.length, read.techniques.length + 1);

    // Taking the technique away again: the product allows what it did before.
    const back = await call('PUT', { ...bodyOf(read), version: saved.version });
    assert.equal(back.statusCode, 200, back.body);
  });

  it('refuses bad input in Spanish, naming the field, and changes nothing', async () => {
    const read = await layout();
    const revision = await t.app.catalog.revision();
    const view = read.views.find((v) => v.name === read.techniques[0]!.printAreas[0]!.view)!;
    const bad: [object, RegExp, string][] = [
      [
        bodyOf(read, (a) => void (a[0]![0]!.xMm = view.widthMm - 1)),
        /no entra en la vista/,
        'techniques[0].printAreas[0].xMm',
      ],
      [
        bodyOf(read, (a) => void (a[0]![0]!.heightMm = view.heightMm + 1)),
        /no entra en la vista/,
        'techniques[0].printAreas[0].heightMm',
      ],
      [
        bodyOf(read, (a) => Object.assign(a[0]![0]!, { widthMm: 20, heightMm: 20, safetyMm: 6 })),
        /un cuarto del lado más corto del área \(5 mm\)/,
        'techniques[0].printAreas[0].safetyMm',
      ],
      [
        bodyOf(read, (a) => void (a[0]![0]!.view = 'Costado inventado')),
        /una de las del producto/,
        'techniques[0].printAreas[0].view',
      ],
      [
        bodyOf(read, (a) => void (a[0]![0]!.name = '  ')),
        /necesita un nombre/,
        'techniques[0].printAreas[0].name',
      ],
      [
        bodyOf(read, (a) => void (a[0]![0]!.xMm = -3)),
        /mayor o igual/,
        'techniques[0].printAreas[0].xMm',
      ],
      [
        { version: read.version, techniques: [{ techniqueId: 999_999, printAreas: [] }] },
        /no es una de las técnicas de la tienda/,
        'techniques[0].techniqueId',
      ],
      [
        {
          version: read.version,
          techniques: [read.techniques[0], read.techniques[0]].map((tech) => ({
            techniqueId: tech!.techniqueId,
            printAreas: [],
          })),
        },
        /está dos veces/,
        'techniques[1].techniqueId',
      ],
    ];
    for (const [body, message, field] of bad) {
      const res = await call('PUT', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.match(res.json().error.message, message);
      assert.equal(res.json().error.field, field);
    }
    assert.deepEqual(await layout(), read);
    assert.equal(await t.app.catalog.revision(), revision);
  });

  it('answers 409 to a stale version, saying what the product holds now, and writes nothing', async () => {
    const read = await layout();
    const first = await call(
      'PUT',
      bodyOf(read, (a) => void (a[0]![0]!.xMm = 0)),
    );
    assert.equal(first.statusCode, 200, first.body);
    const second = await call(
      'PUT',
      bodyOf(read, (a) => void (a[0]![0]!.yMm = 0)),
      tokens.owner,
    );
    assert.equal(second.statusCode, 409);
    assert.match(
      second.json().error.message,
      /^Otra persona cambió este producto mientras se editaba y no se guardó nada\. Ahora admite: .+ en /,
    );
    assert.deepEqual(await layout(), first.json().result);
  });

  it('answers 404 for another store’s product and for one that does not exist', async () => {
    const cl = await staffToken(t, 'demo-cl', 'owner');
    const read = await layout();
    for (const path of [url(), `${CATALOG}/products/999999/print-areas`]) {
      assert.equal((await call('GET', undefined, cl, 'demo-cl', path)).statusCode, 404);
      assert.equal((await call('PUT', bodyOf(read), cl, 'demo-cl', path)).statusCode, 404);
    }
    assert.deepEqual(await layout(), read);
  });
});
