import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { inboxOf } from '../../../test/auth-support.js';
import { pdfText } from '../../../test/pdf-text.js';
import { apiHeaders, createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipart } from '../../cart/test-uploads.js';
import type { ProductDetail } from '../../catalog/index.js';
import { simpleItem, textDesign, variantWithStock } from '../../pricing/test-carts.js';
import { staffCall, staffMemberToken, staffToken } from '../../staff/staff-test-support.js';
import { arOrder, newBuyer } from '../test-orders.js';
import { PROOF_VERSION_MESSAGES } from './proof-versions.js';

const APP = '/api/services/app/Orders';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Issue 32's proofs: production sends a version, the buyer asks for changes, a new version is
 * approved and the order moves to `proof_approved`; roles, bad uploads, stale answers and the
 * audit entries; another buyer or store finds nothing.
 */
describe('proof versions: staff send, the buyer approves or asks for changes', () => {
  let t: TestApp;
  let mug: ProductDetail;
  let tandil: string;
  let buyer: { accessToken: string; email: string };
  let other: string;
  const tokens = {} as Record<'owner' | 'sales' | 'production' | 'catalogue', string>;

  const staff = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    token = tokens.production,
    tenant = 'demo-ar',
  ) => staffCall(t, tenant, token, method, `/api/admin/orders${url}`, payload);
  const upload = (id: number, file: [string, string, Buffer], token = tokens.production) => {
    const body = multipart({}, [file]);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/proofs/upload`,
      headers: { ...apiHeaders('demo-ar', token), 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const buyerCall = (name: string, payload?: object, token = buyer.accessToken) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `${APP}/${name}`,
      headers: { ...apiHeaders('demo-ar', token), 'idempotency-key': randomUUID() },
      ...(payload ? { payload } : {}),
    });
  const order = async (customised = true) => {
    const technique = mug.techniques.find((candidate) => candidate.code === 'serigrafia')!;
    const item = simpleItem(
      mug,
      variantWithStock(mug, 20),
      20,
      customised ? { technique: { id: technique.id, name: technique.name } } : {},
    );
    if (customised) item.value.customization = textDesign(2);
    const res = await buyerCall('CompleteOrder', arOrder([item], tandil));
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: number; number: string };
  };
  const auditOf = async (id: number) =>
    (
      await t.db
        .selectFrom('staff_audit')
        .select(['action', 'actor', 'after_json'])
        .where('subject', '=', `order:${id}`)
        .orderBy('id')
        .execute()
    ).filter((row) => row.action.startsWith('proof.'));

  before(async () => {
    t = await createTestApp();
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    buyer = await newBuyer(t, 'demo-ar', 'pruebas@empresa.com.ar');
    other = (await newBuyer(t, 'demo-ar', 'otro@empresa.com.ar')).accessToken;
    tokens.owner = await staffToken(t, 'demo-ar', 'owner');
    tokens.sales = await staffToken(t, 'demo-ar', 'sales');
    tokens.production = await staffMemberToken(
      t,
      'demo-ar',
      'production',
      'production@promosur.com.ar',
    );
    tokens.catalogue = await staffMemberToken(
      t,
      'demo-ar',
      'catalogue',
      'catalogue@promosur.com.ar',
    );
  });
  after(() => t.close());

  it('goes from a generated version, through a change request, to an approved second version', async () => {
    const { id, number } = await order();
    const generated = await staff('POST', `/${id}/proofs/generate`, {});
    assert.equal(generated.statusCode, 200, generated.body);
    const [first] = generated.json().result;
    assert.equal(first.version, 1);
    assert.equal(first.state, 'draft');
    assert.equal(first.createdBy, 'production@promosur.com.ar');
    // The PDF: the order, the version, the product's technique, the print area in mm, the units.
    const pdf = await staff('GET', `/${id}/proofs/1/pdf`);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    assert.match(text, new RegExp(`Pedido N° ${number} · Versión 1`));
    assert.match(text, /Serigrafía/);
    assert.match(text, /Tamaño: \d+(,\d)? × \d+(,\d)? mm/);
    assert.match(text, /Cantidad: 20 u\./);
    assert.match(text, /Promo Sur/);

    // A draft is not the buyer's yet: neither listed nor downloadable.
    let seen = (await buyerCall(`GetOrderById?Id=${id}`)).json().result;
    assert.deepEqual(seen.proofVersions, []);
    assert.equal((await buyerCall(`GetProofPdf?Id=${id}&Version=1`)).statusCode, 404);

    const sent = await staff('POST', `/${id}/proofs/1/send`, {});
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(sent.json().result[0].state, 'sent');
    assert.equal(sent.json().result[0].sentBy, 'production@promosur.com.ar');
    const again = await staff('POST', `/${id}/proofs/1/send`, {});
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error.message, PROOF_VERSION_MESSAGES.alreadySent(1));
    const mails = await inboxOf(t, buyer.email);
    const mail = mails.find((m) => m.subject.includes('Prueba de diseño'));
    assert.ok(mail, 'the proof e-mail');
    assert.equal(mail.subject, `Prueba de diseño del pedido ${number} (versión 1)`);
    assert.match(mail.text, new RegExp(`/demo-ar/orders/detail/${id}`));

    seen = (await buyerCall(`GetOrderById?Id=${id}`)).json().result;
    assert.equal(seen.proofVersions.length, 1);
    assert.equal(
      seen.proofVersions[0].pdf,
      `${APP.replace('/Orders', '')}/Orders/GetProofPdf?Id=${id}&Version=1`,
    );
    assert.equal((await buyerCall(`GetProofPdf?Id=${id}&Version=1`)).statusCode, 200);
    // Once a version was sent, approving needs its number.
    const bare = await buyerCall('ApproveProof', { id });
    assert.equal(bare.statusCode, 422);
    assert.equal(bare.json().error.message, PROOF_VERSION_MESSAGES.chooseVersion(1));

    // Change request: an empty comment is refused and changes nothing.
    const empty = await buyerCall('RequestProofChanges', { id, version: 1, comment: '   ' });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().error.message, PROOF_VERSION_MESSAGES.commentEmpty);
    const long = await buyerCall('RequestProofChanges', {
      id,
      version: 1,
      comment: 'x'.repeat(1001),
    });
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().error.message, PROOF_VERSION_MESSAGES.commentTooLong);
    const asked = await buyerCall('RequestProofChanges', {
      id,
      version: 1,
      comment: ' El logo más grande, por favor. ',
    });
    assert.equal(asked.statusCode, 200, asked.body);
    assert.equal(asked.json().result.proofVersions[0].state, 'changes_requested');
    assert.equal(asked.json().result.status, 'received');
    // The members who make proofs are told, with the comment and the order's page.
    const notice = (await inboxOf(t, 'production@promosur.com.ar')).find((m) =>
      m.subject.startsWith('El cliente pidió cambios'),
    );
    assert.ok(notice, 'the notice to production');
    assert.equal(
      notice.subject,
      `El cliente pidió cambios en la prueba del pedido ${number} (versión 1)`,
    );
    assert.match(notice.text, /«El logo más grande, por favor\.»/);
    assert.match(notice.text, new RegExp(`/demo-ar/admin/orders/${id}`));
    assert.equal(
      (await inboxOf(t, 'ventas@promosur.com.ar')).filter((m) =>
        m.subject.includes('pidió cambios'),
      ).length,
      0,
      'not to sales',
    );
    const twice = await buyerCall('ApproveProof', { id, version: 1 });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().error.message, PROOF_VERSION_MESSAGES.changesAsked(1));

    // Staff read the comment; version 2 is an uploaded PDF.
    const detail = (await staff('GET', `/${id}`, undefined, tokens.sales)).json().result;
    assert.equal(detail.proofs[0].comment, 'El logo más grande, por favor.');
    const second = await upload(id, ['prueba-v2.pdf', 'application/pdf', PDF]);
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(second.json().result[0].version, 2);
    assert.equal(second.json().result[0].source, 'uploaded');
    // Sending version 1 again is stale: 2 is the latest.
    const stale = await staff('POST', `/${id}/proofs/1/send`, {});
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().error.message, PROOF_VERSION_MESSAGES.notLatestStaff(1, 2));
    assert.equal((await staff('POST', `/${id}/proofs/2/send`, {})).statusCode, 200);
    const old = await buyerCall('ApproveProof', { id, version: 1 });
    assert.equal(old.statusCode, 409);
    assert.equal(old.json().error.message, PROOF_VERSION_MESSAGES.stale(1, 2));

    const approved = await buyerCall('ApproveProof', { id, version: 2 });
    assert.equal(approved.statusCode, 200, approved.body);
    const result = approved.json().result;
    assert.equal(result.status, 'proof_approved');
    assert.equal(result.proof, 'approved');
    assert.deepEqual(
      result.proofVersions.map((v: { version: number; state: string }) => [v.version, v.state]),
      [
        [2, 'approved'],
        [1, 'changes_requested'],
      ],
    );
    // Approving again answers as it is; nothing more is made once approved.
    assert.equal((await buyerCall('ApproveProof', { id, version: 2 })).statusCode, 200);
    const late = await staff('POST', `/${id}/proofs/generate`, {});
    assert.equal(late.statusCode, 422);
    assert.equal(late.json().error.message, PROOF_VERSION_MESSAGES.approved);

    // Every staff write is in the audit log, under the order.
    assert.deepEqual(
      (await auditOf(id)).map((row) => [row.action, row.actor]),
      [
        ['proof.generated', 'production@promosur.com.ar'],
        ['proof.sent', 'production@promosur.com.ar'],
        ['proof.uploaded', 'production@promosur.com.ar'],
        ['proof.sent', 'production@promosur.com.ar'],
      ],
    );
  });

  it('lets production and the owner write, sales read, catalogue nothing', async () => {
    const { id } = await order();
    for (const role of ['sales', 'catalogue'] as const) {
      const res = await staff('POST', `/${id}/proofs/generate`, {}, tokens[role]);
      assert.equal(res.statusCode, 403, role);
      assert.match(res.json().error.message, /no tiene permiso para esta acción/);
      assert.equal(
        (await upload(id, ['p.pdf', 'application/pdf', PDF], tokens[role])).statusCode,
        403,
      );
    }
    assert.equal((await staff('GET', `/${id}/proofs`, undefined, tokens.sales)).statusCode, 200);
    assert.equal(
      (await staff('GET', `/${id}/proofs`, undefined, tokens.catalogue)).statusCode,
      403,
    );
    const owner = await upload(id, ['p.pdf', 'application/pdf', PDF], tokens.owner);
    assert.equal(owner.statusCode, 200, owner.body);
    assert.equal((await staff('POST', `/${id}/proofs/1/send`, {}, tokens.sales)).statusCode, 403);
    assert.equal((await staff('POST', `/${id}/proofs/1/send`, {}, tokens.owner)).statusCode, 200);
    assert.deepEqual(
      (await auditOf(id)).map((row) => row.action),
      ['proof.uploaded', 'proof.sent'],
    );
  });

  it('refuses what is not a PDF, an empty or oversized file, and an order without designs', async () => {
    const { id } = await order();
    const fake = await upload(id, [
      'prueba.pdf',
      'application/pdf',
      Buffer.from('<html>no</html>'),
    ]);
    assert.equal(fake.statusCode, 422);
    assert.equal(fake.json().error.message, PROOF_VERSION_MESSAGES.notPdf);
    const png = await upload(id, [
      'prueba.pdf',
      'application/pdf',
      Buffer.from('\x89PNG\r\n\x1a\n0000'),
    ]);
    assert.equal(png.statusCode, 422);
    const empty = await upload(id, ['prueba.pdf', 'application/pdf', Buffer.alloc(0)]);
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().error.message, PROOF_VERSION_MESSAGES.missingFile);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const large = await upload(id, ['grande.pdf', 'application/pdf', big]);
    assert.equal(large.statusCode, 413);
    assert.equal(large.json().error.message, PROOF_VERSION_MESSAGES.tooLarge);
    const json = await staff('POST', `/${id}/proofs/upload`, { file: 'x' });
    assert.equal(json.statusCode, 415);
    assert.equal((await staff('GET', `/${id}/proofs`)).json().result.length, 0, 'nothing kept');
    assert.deepEqual(await auditOf(id), []);

    const plain = await order(false);
    const none = await staff('POST', `/${plain.id}/proofs/generate`, {});
    assert.equal(none.statusCode, 422);
    assert.equal(none.json().error.message, PROOF_VERSION_MESSAGES.noDesign);
  });

  it('keeps the direct approval while nothing was sent, and refuses a cancelled order', async () => {
    const direct = await order();
    // A draft the buyer never saw does not change their approval.
    assert.equal((await staff('POST', `/${direct.id}/proofs/generate`, {})).statusCode, 200);
    const res = await buyerCall('ApproveProof', { id: direct.id });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.status, 'proof_approved');
    const noneSent = await buyerCall('RequestProofChanges', {
      id: direct.id,
      version: 1,
      comment: 'Otro color',
    });
    assert.equal(noneSent.statusCode, 422);
    assert.equal(noneSent.json().error.message, PROOF_VERSION_MESSAGES.notSent);

    const cancelled = await order();
    assert.equal((await staff('POST', `/${cancelled.id}/proofs/generate`, {})).statusCode, 200);
    assert.equal((await staff('POST', `/${cancelled.id}/proofs/1/send`, {})).statusCode, 200);
    const { version } = (await staff('GET', `/${cancelled.id}`, undefined, tokens.owner)).json()
      .result;
    const cancel = await staff(
      'POST',
      `/${cancelled.id}/cancel`,
      { reason: 'El cliente desistió', version },
      tokens.owner,
    );
    assert.equal(cancel.statusCode, 200, cancel.body);
    for (const [name, body] of [
      ['ApproveProof', { id: cancelled.id, version: 1 }],
      ['RequestProofChanges', { id: cancelled.id, version: 1, comment: 'Más grande' }],
    ] as const) {
      const answer = await buyerCall(name, body);
      assert.equal(answer.statusCode, 422, name);
      assert.match(answer.json().error.message, /cancelado/);
    }
    const generate = await staff('POST', `/${cancelled.id}/proofs/generate`, {});
    assert.equal(generate.statusCode, 422);
    assert.equal(generate.json().error.message, PROOF_VERSION_MESSAGES.cancelled);
  });

  it('shows another buyer and another store nothing', async () => {
    const { id } = await order();
    await staff('POST', `/${id}/proofs/generate`, {});
    await staff('POST', `/${id}/proofs/1/send`, {});
    for (const [name, body] of [
      [`GetProofPdf?Id=${id}&Version=1`, undefined],
      ['ApproveProof', { id, version: 1 }],
      ['RequestProofChanges', { id, version: 1, comment: 'Cambio' }],
    ] as const) {
      const res = await buyerCall(name, body, other);
      assert.equal(res.statusCode, 404, name);
    }
    const cl = await staffToken(t, 'demo-cl', 'owner');
    for (const url of [`/${id}/proofs`, `/${id}/proofs/1/pdf`]) {
      const res = await staff('GET', url, undefined, cl, 'demo-cl');
      assert.equal(res.statusCode, 404, url);
    }
    const foreign = await staff('POST', `/${id}/proofs/generate`, {}, cl, 'demo-cl');
    assert.equal(foreign.statusCode, 404);
    assert.equal((await staff('GET', `/${id}/proofs`)).json().result.length, 1);
  });
});
