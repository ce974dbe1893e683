import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { inboxOf } from '../../test/auth-support.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Tenant } from '../tenants/index.js';
import { REFUSED_CUITS } from './doubles/arca-double.js';
import { REFUSED_RUT } from './doubles/dte-double.js';
import { INVOICE_MESSAGES } from './invoice-messages.js';
import type { ArgentineInvoicing } from './invoice-settings.js';
import { type InvalidSettings } from './invoices.service.js';
import { fromMinor } from '../pricing/index.js';
import { DEMO_INVOICING } from './invoices.seed.js';
import {
  buyerInvoices,
  buyerPdf,
  demoBuyer,
  payByCard,
  placeOrder,
  type Buyer,
  settleInvoices,
} from './test-invoices.js';

/** What the store money format prints for minor units: 18921,40 -> "18.921,40". */
const shown = (units: number, decimals: number) =>
  new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(units / 10 ** decimals);

describe('invoices: issued when paid, against the local doubles of ARCA and the DTE provider', () => {
  let t: TestApp;
  let ar: Tenant;
  let cl: Tenant;
  let arBuyer: Buyer;
  let clBuyer: Buyer;

  const settle = () => settleInvoices(t);
  const docs = (tenant: Tenant, orderId: number) => t.app.invoices.forOrder(tenant, orderId);
  const paid = async (buyer: Buyer, billing: Record<string, unknown> = {}) => {
    const order = await placeOrder(t, buyer, billing);
    await payByCard(t, buyer, order.id);
    return order;
  };

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    cl = (await t.app.tenants.getByName('demo-cl'))!;
    arBuyer = await demoBuyer(t, 'demo-ar');
    clBuyer = await demoBuyer(t, 'demo-cl');
  });
  after(() => t.close());

  it('an approved card payment gives one Factura A with its CAE; the buyer downloads it and gets it by e-mail', async () => {
    const order = await paid(arBuyer);
    await settle();
    await settle();
    const [invoice, ...others] = await docs(ar, order.id);
    assert.equal(others.length, 0, 'one document per order');
    assert.equal(invoice!.status, 'issued', JSON.stringify(invoice));
    assert.equal(invoice!.name.startsWith('Factura A 00002-'), true);
    assert.match(invoice!.cae!, /^\d{14}$/);
    assert.match(invoice!.caeDue!, /^\d{4}-\d{2}-\d{2}$/);
    const row = (await t.app.orders.row(ar.id, order.id))!;
    assert.equal(
      invoice!.total,
      fromMinor(Number(row.total), Number(row.decimals)),
      'the invoice is the order, to the cent',
    );

    const listed = await buyerInvoices(t, arBuyer, order.id);
    assert.equal(listed.statusCode, 200);
    assert.deepEqual(
      listed.json().result.map((d: { kind: string; status: string }) => [d.kind, d.status]),
      [['invoice', 'issued']],
    );
    assert.equal(listed.json().result[0].total, Number(row.total) / 100);
    const pdf = await buyerPdf(t, arBuyer, order.id);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const [page] = await pdfText(pdf.rawPayload);
    const number = String(invoice!.number).padStart(8, '0');
    assert.match(page!, new RegExp(`Comp\\. Nro: ${number}`));
    assert.match(page!, new RegExp(`CAE N°: ${invoice!.cae}`));
    assert.match(page!, /CUIT: 30-71654321-4/);
    assert.match(page!, /Ingresos Brutos: 901-716543-2/);
    assert.match(page!, /Inicio de actividades: 01\/03\/2019/);
    assert.ok(
      page!.includes(`$ ${shown(Number(row.total), 2)}`),
      'the order total is on the invoice',
    );

    const [mail] = await inboxOf(t, 'compras@empresa.com.ar');
    assert.ok(mail, 'mailed to the billing address');
    assert.match(mail.subject, new RegExp(`Factura A 00002-${number} del pedido ${order.number}`));
    assert.deepEqual(
      mail.attachments.map((a) => a.contentType),
      ['application/pdf'],
    );
  });

  it('gives a Chilean business a factura (33) with folio, track id and TED, and a consumer a boleta (39)', async () => {
    const factura = await paid(clBuyer);
    const boleta = await paid(clBuyer, {
      ivaCondition: 'CONSUMIDOR_FINAL',
      giro: '',
      comunaId: '',
    });
    await settle();
    const [f] = await docs(cl, factura.id);
    const [b] = await docs(cl, boleta.id);
    assert.equal(f!.status, 'issued', JSON.stringify(f));
    assert.equal(f!.name, `Factura electrónica N° ${f!.number}`);
    assert.ok(f!.trackId);
    assert.equal(b!.status, 'issued', JSON.stringify(b));
    assert.equal(b!.name, `Boleta electrónica N° ${b!.number}`);
    const row = await t.db
      .selectFrom('invoices')
      .select('ted')
      .where('id', '=', f!.id)
      .executeTakeFirstOrThrow();
    assert.match(row.ted!, /^<TED version="1.0"><DD><RE>76543210-3<\/RE><TD>33<\/TD><F>\d+<\/F>/);
    const [page] = await pdfText((await buyerPdf(t, clBuyer, factura.id)).rawPayload);
    assert.match(page!, /R\.U\.T\.: 76\.543\.210-3/);
    assert.match(page!, new RegExp(`N° ${f!.number}`));
    assert.match(page!, /Timbre Electrónico SII/);
    const total = Number((await t.app.orders.row(cl.id, factura.id))!.total);
    assert.ok(page!.includes(`$ ${shown(total, 0)}`));
  });

  it('while the tax service is down the invoice waits and the order stays paid; it is issued once the service is back', async () => {
    const doubles = t.app.invoiceDoubles!;
    doubles.control.down = true;
    const order = await paid(arBuyer);
    await settle();
    let [invoice] = await docs(ar, order.id);
    assert.equal(invoice!.status, 'pending');
    assert.equal(invoice!.attempts, 1);
    assert.match(invoice!.lastError!, /ARCA no respondió/);
    assert.ok(Date.parse(invoice!.nextAttemptAt) > Date.now(), 'tried again later, not at once');
    assert.equal((await t.app.orders.row(ar.id, order.id))!.payment_status, 'approved');
    // A round that listed the document before that try failed finds it not yet due: no second try.
    await t.app.invoices.process(invoice!.id);
    [invoice] = await docs(ar, order.id);
    assert.equal(invoice!.attempts, 1, 'one try per backoff, whatever rounds overlap');
    doubles.control.down = false;
    // The backoff has passed: the next round issues it.
    await t.db
      .updateTable('invoices')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('id', '=', invoice!.id)
      .execute();
    await settle();
    [invoice] = await docs(ar, order.id);
    assert.equal(invoice!.status, 'issued');
    assert.equal(invoice!.lastError, null);
  });

  it('keeps the agency rejection for staff, wastes no number, and issues after the billing data is corrected', async () => {
    const refused = REFUSED_CUITS[0];
    const order = await paid(arBuyer, { document: refused });
    await settle();
    const [rejected] = await docs(ar, order.id);
    assert.equal(rejected!.status, 'rejected');
    assert.equal(rejected!.number, null);
    assert.equal(rejected!.messages[0]!.code, '10015');
    assert.match(rejected!.messages[0]!.message, new RegExp(`DocNro ${refused}`));
    // The buyer sees it held by the store (not on its way) and cannot download it.
    assert.deepEqual((await buyerInvoices(t, arBuyer, order.id)).json().result[0].status, 'held');
    const early = await buyerPdf(t, arBuyer, order.id);
    assert.equal(early.statusCode, 404);
    assert.equal(early.json().error.message, INVOICE_MESSAGES.invoiceNotReady);

    // Another order is invoiced meanwhile: it takes the next number, none was used by the rejection.
    const other = await paid(arBuyer);
    await settle();
    const [issuedBefore] = await docs(ar, other.id);
    const [fixed] = await t.app.invoices.retry(ar, order.id, { document: '30-70308853-4' });
    assert.equal(fixed!.status, 'issued');
    assert.equal(fixed!.number, issuedBefore!.number! + 1);
    assert.equal(fixed!.buyer!.document, '30-70308853-4');
    // The order keeps what the buyer typed.
    assert.match((await t.app.orders.row(ar.id, order.id))!.invoice_json, new RegExp(refused));
  });

  it('an answer lost after ARCA authorised the number: the next try finds it with FECompConsultar, no number skipped or repeated', async () => {
    const doubles = t.app.invoiceDoubles!;
    // Set before paying: the payment itself starts an issuing round 50 ms later, which on a busy
    // machine may run before `paid` returns and would otherwise get the answer.
    doubles.control.dropAnswers = 1;
    const first = await paid(arBuyer);
    await settle();
    let [invoice] = await docs(ar, first.id);
    assert.equal(invoice!.status, 'pending');
    assert.match(invoice!.lastError!, /FECAESolicitar/);
    const second = await paid(arBuyer);
    await t.db
      .updateTable('invoices')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('status', '=', 'pending')
      .execute();
    await settle();
    [invoice] = await docs(ar, first.id);
    const [next] = await docs(ar, second.id);
    assert.equal(invoice!.status, 'issued');
    assert.equal(next!.status, 'issued');
    assert.equal(next!.number, invoice!.number! + 1);
    const numbers = (
      await t.db
        .selectFrom('invoices')
        .select('number')
        .where('tenant_id', '=', ar.id)
        .where('doc_type', '=', 1)
        .where('status', '=', 'issued')
        .orderBy('number')
        .execute()
    ).map((r) => Number(r.number));
    assert.deepEqual(
      numbers,
      numbers.map((_, i) => numbers[0]! + i),
      'consecutive',
    );
  });

  it('a cancelled paid order gets a credit note linked to its invoice, in both countries', async () => {
    for (const [tenant, buyer, name] of [
      [ar, arBuyer, /^Nota de crédito A 00002-/],
      [cl, clBuyer, /^Nota de crédito electrónica N° \d+$/],
    ] as const) {
      const order = await paid(buyer);
      await settle();
      // The money goes back first: a paid order is cancelled once its refund is recorded.
      await t.app.orders.recordRefund(tenant, order.id, {
        amount: Number((await t.app.orders.row(tenant.id, order.id))!.total),
        method: 'card',
        refundedOn: new Date().toISOString().slice(0, 10),
        reference: 'Devolución 4411',
        recordedBy: 'ventas@promosur.com.ar',
      });
      await t.app.orders.changeStatus(tenant, order.id, 'cancelled', null);
      await settle();
      const [invoice, note] = await docs(tenant, order.id);
      assert.equal(invoice!.status, 'issued');
      assert.equal(note!.kind, 'credit_note');
      assert.equal(note!.status, 'issued', JSON.stringify(note));
      assert.match(note!.name, name);
      assert.equal(note!.total, invoice!.total);
      const res = await buyerPdf(t, buyer, order.id, 'creditNote');
      assert.equal(res.statusCode, 200);
      const [page] = await pdfText(res.rawPayload);
      assert.match(
        page!,
        new RegExp(
          `Comprobante asociado:\\s+${invoice!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        ),
      );
    }
  });

  it('staff issue on demand only for a paid order, and a buyer sees only their own orders', async () => {
    const unpaid = await placeOrder(t, arBuyer);
    await assert.rejects(
      t.app.invoices.issueNow(ar, unpaid.id),
      (error: Error) => error.message === INVOICE_MESSAGES.notPaid,
    );
    assert.deepEqual(await docs(ar, unpaid.id), []);
    const stranger = await demoBuyer(t, 'demo-ar');
    const other = await placeOrder(t, clBuyer);
    const foreign = await buyerInvoices(t, stranger, other.id);
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().error.message, INVOICE_MESSAGES.orderNotFound);
    const badKind = await t.app.inject({
      method: 'GET',
      url: `/api/services/app/Orders/GetInvoicePdf?Id=${unpaid.id}&Kind=remito`,
      headers: { 'x-tenant': 'demo-ar', authorization: `Bearer ${arBuyer.token}` },
    });
    assert.equal(badKind.statusCode, 400);
  });

  it('refuses invalid invoicing settings with every problem in Spanish, and keeps the old ones', async () => {
    const before = await t.app.invoices.settingsOf(ar.id);
    await assert.rejects(
      t.app.invoices.saveSettings(ar, {
        ...(DEMO_INVOICING['demo-ar'] as ArgentineInvoicing),
        cuit: '30-71654321-5',
        pointOfSale: 0,
      }),
      (error: InvalidSettings) =>
        error.problems.some((p) => p.startsWith('cuit:')) &&
        error.problems.some((p) => p.startsWith('punto-de-venta:')),
    );
    await assert.rejects(
      t.app.invoices.saveSettings(ar, DEMO_INVOICING['demo-cl']!),
      (error: InvalidSettings) => error.problems[0]!.startsWith('pais:'),
    );
    assert.deepEqual(await t.app.invoices.settingsOf(ar.id), before);
  });

  it('a RUT the provider refuses rejects the factura with its message; corrected, it is issued', async () => {
    const order = await paid(clBuyer, { document: REFUSED_RUT });
    await settle();
    const [rejected] = await docs(cl, order.id);
    assert.equal(rejected!.status, 'rejected');
    assert.equal(rejected!.messages[0]!.code, 'OF-11');
    const [fixed] = await t.app.invoices.retry(cl, order.id, { document: '76.086.428-5' });
    assert.equal(fixed!.status, 'issued');
  });
});
