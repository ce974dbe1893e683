import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { selfSignedCertificate } from '../invoices/index.js';
import { REFUSED_CUITS } from '../invoices/index.js';
import { credentialProblems } from '../invoices/index.js';
import {
  demoBuyer,
  payByCard,
  placeOrder,
  settleInvoices,
  type Buyer,
} from '../invoices/test-invoices.js';
import { staffCall, staffToken } from './staff-test-support.js';

describe('/api/admin: an order’s invoices and the store’s invoicing settings, as staff use them', () => {
  let t: TestApp;
  let owner: string;
  let sales: string;
  let buyer: Buyer;

  const settle = () => settleInvoices(t);
  const paidOrder = async (billing: Record<string, unknown> = {}) => {
    const order = await placeOrder(t, buyer, billing);
    await payByCard(t, buyer, order.id);
    await settle();
    return order;
  };
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    staffCall(t, 'demo-ar', token, method, url, body);
  const documents = async (id: number) => {
    const res = await call(sales, 'GET', `/api/admin/orders/${id}/invoices`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as {
      id: number;
      status: string;
      name: string;
      cae: string | null;
      total: number;
    }[];
  };

  before(async () => {
    t = await createTestApp();
    owner = await staffToken(t, 'demo-ar', 'owner');
    sales = await staffToken(t, 'demo-ar', 'sales');
    buyer = await demoBuyer(t, 'demo-ar');
  });
  after(() => t.close());

  it('sales sees a paid order’s Factura A with its CAE and downloads the PDF; another store’s staff get 404', async () => {
    const order = await paidOrder();
    const [invoice] = await documents(order.id);
    assert.equal(invoice!.status, 'issued');
    assert.match(invoice!.name, /^Factura A \d{5}-\d{8}$/);
    assert.match(invoice!.cae!, /^\d{14}$/);
    assert.equal(
      invoice!.total,
      order.total,
      'the invoice is the order, in pesos as staff read it',
    );
    const pdf = await call(sales, 'GET', `/api/admin/invoices/${invoice!.id}/pdf`);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const [page] = await pdfText(pdf.rawPayload);
    assert.ok(page!.includes(invoice!.cae!), 'the PDF carries the CAE staff see');

    const chilean = await staffToken(t, 'demo-cl', 'owner');
    const foreign = await staffCall(
      t,
      'demo-cl',
      chilean,
      'GET',
      `/api/admin/invoices/${invoice!.id}/pdf`,
    );
    assert.equal(foreign.statusCode, 404);
    const foreignList = await staffCall(
      t,
      'demo-cl',
      chilean,
      'GET',
      `/api/admin/orders/${order.id}/invoices`,
    );
    assert.equal(foreignList.statusCode, 404);
  });

  it('the tax service down: the invoice waits; staff issue it now once it is back, without waiting for the next try', async () => {
    const doubles = t.app.invoiceDoubles!;
    doubles.control.down = true;
    const order = await paidOrder();
    const [waiting] = await documents(order.id);
    assert.equal(waiting!.status, 'pending');
    doubles.control.down = false;
    const issued = await call(sales, 'POST', `/api/admin/orders/${order.id}/invoices/issue`, {});
    assert.equal(issued.statusCode, 200, issued.body);
    assert.equal(issued.json().result[0].status, 'issued');

    const unpaid = await placeOrder(t, buyer);
    const refused = await call(sales, 'POST', `/api/admin/orders/${unpaid.id}/invoices/issue`, {});
    assert.equal(refused.statusCode, 422);
    assert.match(refused.json().error.message, /no está pago/);
    assert.deepEqual(await documents(unpaid.id), []);
  });

  it('a CUIT ARCA refuses: staff read its message, a wrong correction changes nothing, the right one issues it', async () => {
    const order = await paidOrder({ document: REFUSED_CUITS[0] });
    const [rejected] = (await documents(order.id)) as unknown as {
      status: string;
      messages: { code: string }[];
      buyer: { document: string };
    }[];
    assert.equal(rejected!.status, 'rejected');
    assert.equal(rejected!.messages[0]!.code, '10015');
    const retry = (body: object) =>
      call(sales, 'POST', `/api/admin/orders/${order.id}/invoices/retry`, body);

    for (const [body, message] of [
      [{ document: '30-70308853-5' }, /no es una CUIT válida/],
      [{ ivaCondition: 'XX' }, /condición frente al IVA tiene que ser RI, MT, EX, CF/],
      [{ name: '   ' }, /Falta la razón social/],
      [{ document: '3'.repeat(21) }, /"document" admite como máximo 20 caracteres/],
      [{ email: 'otro@example.com' }, /"email" no está permitido/],
    ] as const) {
      const res = await retry(body);
      assert.ok([400, 422].includes(res.statusCode), res.body);
      assert.match(res.json().error.message, message);
    }
    const [still] = (await documents(order.id)) as unknown as (typeof rejected)[];
    assert.equal(still!.status, 'rejected');
    assert.equal(still!.buyer.document, rejected!.buyer.document);

    const fixed = await retry({ document: '30-70308853-4', name: 'Importadora Tandil S.A.' });
    assert.equal(fixed.statusCode, 200, fixed.body);
    assert.equal(fixed.json().result[0].status, 'issued');
    assert.equal(fixed.json().result[0].buyer.name, 'Importadora Tandil S.A.');
    const detail = await call(sales, 'GET', `/api/admin/orders/${order.id}`);
    const retried = (detail.json().result.activity as { action: string; actor: string }[]).find(
      (a) => a.action === 'invoice.retried',
    );
    assert.equal(retried?.actor, 'ventas@promosur.com.ar');
  });

  it('the owner reads and saves the settings; bad data and a certificate that is not the store’s change nothing; sales may not', async () => {
    const url = '/api/admin/settings/invoicing';
    const shown = await call(owner, 'GET', url);
    assert.equal(shown.statusCode, 200, shown.body);
    const view = shown.json().result;
    assert.equal(view.country, 'AR');
    assert.equal(view.settings.cuit, '30716543214');
    assert.equal(view.credentials.certificate.cuit, '30716543214');
    assert.equal(view.credentials.privateKey, true);
    assert.ok(!JSON.stringify(view).includes('BEGIN'), 'no certificate or key is sent back');

    const forbidden = await call(sales, 'GET', url);
    assert.equal(forbidden.statusCode, 403);
    assert.match(forbidden.json().error.message, /Tu rol «Ventas» no tiene permiso/);

    const mine = selfSignedCertificate('30716543214', 'Promo Sur S.A.');
    const others = selfSignedCertificate('30703088534', 'Otra S.A.');
    const settings = { ...view.settings, legalName: 'Promo Sur Sociedad Anónima' };
    for (const [body, message] of [
      [{ settings: { ...settings, cuit: '30-71654321-5' } }, /cuit: no es una CUIT válida/],
      [{ settings: { ...settings, pointOfSale: 0 } }, /punto-de-venta/],
      [{ settings: { ...settings, country: 'CL' } }, /"settings/],
      [{ settings, arcaCertificate: mine.certificate }, /van juntos/],
      [
        { settings, arcaCertificate: 'hola', arcaPrivateKey: mine.privateKey },
        /no es un certificado PEM/,
      ],
      [
        { settings, arcaCertificate: mine.certificate, arcaPrivateKey: others.privateKey },
        /no corresponde a este certificado/,
      ],
      [
        { settings, arcaCertificate: others.certificate, arcaPrivateKey: others.privateKey },
        /es de la CUIT 30703088534/,
      ],
      [{ settings, openFacturaApiKey: 'abcdefgh123' }, /solo para tiendas de Chile/],
    ] as const) {
      const res = await call(owner, 'PUT', url, body);
      assert.ok([400, 422].includes(res.statusCode), res.body);
      assert.match(res.json().error.message, message);
    }
    const unchanged = (await call(owner, 'GET', url)).json().result;
    assert.deepEqual(unchanged, view);

    const saved = await call(owner, 'PUT', url, {
      settings,
      arcaCertificate: mine.certificate,
      arcaPrivateKey: mine.privateKey,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().result.settings.legalName, 'Promo Sur Sociedad Anónima');
    assert.notEqual(
      saved.json().result.credentials.certificate.validTo,
      view.credentials.certificate.validTo,
    );
    const tenant = (await t.app.tenants.getByName('demo-ar'))!;
    assert.equal(
      (await t.app.tenantSecrets.invoicing(tenant.id)).arcaCertificate,
      mine.certificate,
    );
    const audit = await call(owner, 'GET', '/api/admin/audit?q=invoicing');
    const entry = audit.json().result.items[0];
    assert.equal(entry.action, 'invoicing.settings');
    assert.deepEqual(entry.after.credentialsChanged, ['arcaCertificate', 'arcaPrivateKey']);
    assert.ok(!JSON.stringify(entry).includes('BEGIN'), 'the audit keeps no credential');

    // A certificate past its end is refused the same way (WSAA would refuse it at the first invoice).
    const { validTo } = saved.json().result.credentials.certificate as { validTo: string };
    const later = new Date(Date.parse(validTo) + 1000);
    assert.deepEqual(
      credentialProblems(
        settings,
        { arcaCertificate: mine.certificate, arcaPrivateKey: mine.privateKey },
        later,
      ),
      [`certificado: venció el ${validTo.slice(0, 10)}: hay que pedir uno nuevo en ARCA.`],
    );
    assert.equal(saved.json().result.credentials.certificate.expired, false);

    // The store still invoices with its new certificate.
    const order = await paidOrder();
    assert.equal((await documents(order.id))[0]!.status, 'issued');
  });
});
