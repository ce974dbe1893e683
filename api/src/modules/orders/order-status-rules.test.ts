import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { inboxOf } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';
import { OrderCliError, runOrderCli } from './order-cli.js';
import { REFUND_MESSAGES } from './order-refunds.js';
import { STATUS_RULE_MESSAGES } from './order-status-rules.js';
import { arOrder, newBuyer } from './test-orders.js';

const APP = '/api/services/app';

/**
 * Issue 30 item 3: staff cannot ship an unpaid order (unless its buyer had credit terms when
 * ordering), nor send a customised order to production before its proof is approved. A refused
 * move changes nothing and mails nobody.
 */
describe('orders: status rules for the staff (payment, credit terms, proof)', () => {
  let t: TestApp;
  let ar: Tenant;
  let mug: ProductDetail;
  let tandil: string;

  const cli = (...argv: string[]) => runOrderCli(argv, t.app);
  const refused = async (argv: string[], code: 1 | 2, message: string | RegExp) => {
    await assert.rejects(cli(...argv), (error: unknown) => {
      assert.ok(error instanceof OrderCliError, String(error));
      assert.equal(error.exitCode, code);
      if (typeof message === 'string') assert.equal(error.message, message);
      else assert.match(error.message, message);
      return true;
    });
  };
  const place = async (token: string, email: string, customised = false) => {
    const item = customised
      ? simpleItem(mug, variantWithStock(mug, 60), 60, {
          technique: { id: mug.techniques[0]!.id, name: mug.techniques[0]!.name },
        })
      : simpleItem(mug, variantWithStock(mug, 2), 2);
    const res = await t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/CompleteOrder`,
      headers: { ...apiHeaders('demo-ar', token), 'idempotency-key': randomUUID() },
      payload: arOrder([item], tandil, { email }),
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: number; number: string; creditTerms: boolean };
  };
  const detail = async (token: string, id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${APP}/Orders/GetOrderById?Id=${id}`,
        headers: apiHeaders('demo-ar', token),
      })
    ).json().result;

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
  });
  after(() => t.close());

  it('refuses to ship or produce an unpaid order, in Spanish, changing nothing', async () => {
    const email = `impago-${randomUUID().slice(0, 8)}@empresa.com.ar`;
    const { accessToken } = await newBuyer(t, 'demo-ar', email);
    const order = await place(accessToken, email);
    const link = 'https://seguimiento.andreani.com/envio/1';
    await refused(
      ['status', String(order.id), 'shipped', '--tracking', link],
      1,
      STATUS_RULE_MESSAGES.unpaid('Enviado'),
    );
    await refused(['status', String(order.id), 'in_production'], 1, /todavía no está pagado/);
    await refused(['status', String(order.id), 'delivered'], 1, /todavía no está pagado/);
    const seen = await detail(accessToken, order.id);
    assert.equal(seen.status, 'received');
    assert.equal(seen.history.length, 1, 'nothing recorded');
    assert.equal(seen.creditTerms, false);
    assert.equal((await inboxOf(t, email)).filter((m) => /enviado/.test(m.subject)).length, 0);
    // Paid (staff record the transfer): now it may go on.
    await cli('status', String(order.id), 'paid');
    assert.match(await cli('status', String(order.id), 'shipped', '--tracking', link), /Enviado/);
  });

  it('lets a buyer with credit terms go to production unpaid; the terms are copied at ordering', async () => {
    const email = `credito-${randomUUID().slice(0, 8)}@empresa.com.ar`;
    const { accessToken } = await newBuyer(t, 'demo-ar', email);
    const before = await place(accessToken, email);
    assert.match(await cli('credit', 'demo-ar', email.toUpperCase(), 'on'), /tiene crédito/);
    assert.match(await cli('credit', 'demo-ar', email), /tiene crédito/);
    const onCredit = await place(accessToken, email);
    assert.equal(onCredit.creditTerms, true);
    assert.match(await cli('status', String(onCredit.id), 'in_production'), /En producción/);
    // The order placed before the terms keeps the rules it was made with.
    await refused(['status', String(before.id), 'in_production'], 1, /todavía no está pagado/);
    // Withdrawn: the next order is refused again, the order on credit keeps its terms.
    assert.match(await cli('credit', 'demo-ar', email, 'off'), /no tiene crédito/);
    const after = await place(accessToken, email);
    await refused(['status', String(after.id), 'in_production'], 1, /todavía no está pagado/);
    const link = 'https://seguimiento.andreani.com/envio/2';
    assert.match(
      await cli('status', String(onCredit.id), 'shipped', '--tracking', link),
      /Enviado/,
    );
  });

  it('refuses credit for an unknown buyer or store, and a mistyped switch', async () => {
    await refused(
      ['credit', 'demo-ar', 'nadie@empresa.com.ar', 'on'],
      1,
      /No hay ningún comprador/,
    );
    await refused(['credit', 'no-existe', 'nadie@empresa.com.ar', 'on'], 1, /No existe una tienda/);
    await refused(['credit', 'demo-ar', 'nadie@empresa.com.ar', 'si'], 2, /on u off/);
    await refused(['credit', 'demo-ar'], 2, /Faltan la tienda y el e-mail/);
  });

  it('a customised order goes to production only after the buyer approved the proof', async () => {
    const email = `prueba-${randomUUID().slice(0, 8)}@empresa.com.ar`;
    const { accessToken } = await newBuyer(t, 'demo-ar', email);
    const order = await place(accessToken, email, true);
    await cli('status', String(order.id), 'paid');
    await refused(
      ['status', String(order.id), 'in_production'],
      1,
      STATUS_RULE_MESSAGES.proofPending('En producción'),
    );
    await refused(
      ['status', String(order.id), 'proof_approved'],
      1,
      STATUS_RULE_MESSAGES.proofByBuyer,
    );
    assert.equal((await detail(accessToken, order.id)).status, 'paid', 'nothing moved');
    const approved = await t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/ApproveProof`,
      headers: apiHeaders('demo-ar', accessToken),
      payload: { id: order.id },
    });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.match(await cli('status', String(order.id), 'in_production'), /En producción/);
  });

  it('cancels a paid order only once what was paid is refunded and recorded (issue 31)', async () => {
    const email = `devolucion-${randomUUID().slice(0, 8)}@empresa.com.ar`;
    const { accessToken } = await newBuyer(t, 'demo-ar', email);
    const order = await place(accessToken, email);
    const id = String(order.id);
    // Nothing paid: nothing to refund, and it may be cancelled as before.
    await refused(
      ['refund', id, '100', '--method', 'TRF', '--reference', 'OP-1'],
      1,
      REFUND_MESSAGES.nothingTaken,
    );
    await cli('status', id, 'paid');
    const row = (await t.app.orders.row(ar.id, order.id))!;
    const total = Number(row.total);
    const money = (units: number) =>
      `$ ${(units / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })}`;
    await refused(['status', id, 'cancelled'], 1, REFUND_MESSAGES.unrefunded(money(total)));
    // Mistyped or impossible refunds are refused and record nothing.
    await refused(['refund', id, '100', '--reference', 'OP-1'], 2, /--method tiene que ser/);
    await refused(['refund', id, '100', '--method', 'TRF'], 2, /Falta --reference/);
    await refused(['refund', id, 'cien', '--method', 'TRF', '--reference', 'x'], 1, /con números/);
    await refused(
      ['refund', id, '100', '--method', 'TRF', '--reference', 'x', '--date', '2999-01-01'],
      1,
      REFUND_MESSAGES.futureDate,
    );
    await refused(
      ['refund', id, String(total / 100 + 1), '--method', 'TRF', '--reference', 'x'],
      1,
      REFUND_MESSAGES.overTaken(money(total)),
    );
    assert.deepEqual(await t.app.orders.refundsOf(ar.id, order.id), []);
    // Part of it back: still refused, for what is left.
    const part = 1000;
    assert.match(
      await cli('refund', id, '10', '--method', 'TRF', '--reference', 'OP-77'),
      new RegExp(`Devuelto en total: \\$ 10,00 de`),
    );
    await refused(['status', id, 'cancelled'], 1, REFUND_MESSAGES.unrefunded(money(total - part)));
    // All of it: the order can be cancelled.
    const rest = ((total - part) / 100).toFixed(2).replace('.', ',');
    await cli(
      'refund',
      id,
      rest,
      '--method',
      'TRF',
      '--reference',
      'OP-78',
      '--date',
      '2026-11-02',
    );
    const refunds = await t.app.orders.refundsOf(ar.id, order.id);
    assert.deepEqual(
      refunds.map((r) => [r.amount, r.method, r.reference, r.recordedBy]),
      [
        [part, 'TRF', 'OP-77', 'operador de la plataforma'],
        [total - part, 'TRF', 'OP-78', 'operador de la plataforma'],
      ],
    );
    assert.equal(refunds[1]!.refundedOn, '2026-11-02');
    assert.match(await cli('status', id, 'cancelled'), /Cancelado/);
  });
});
