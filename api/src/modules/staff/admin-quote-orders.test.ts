import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { inboxOf } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { tandilAddress } from '../buyer-addresses/test-addresses.js';
import { arOrder, assertAddsUp, cents, newBuyer, variantStock } from '../orders/test-orders.js';
import type { CartItem } from '../pricing/index.js';
import { cartOf, quoteCalls } from '../quotes/quote-test-support.js';
import type { Tenant } from '../tenants/index.js';
import { QUOTE_ORDER_MESSAGES } from './admin-quote-orders.js';
import { staffMemberToken, staffToken } from './staff-test-support.js';

/** The checkout's own invoice data of a Tandil business (a CUIT, responsable inscripto). */
const INVOICE = arOrder([], '').orderInvoiceFK;
const ANDREANI = {
  logisticType: 'crossdock',
  serviceType: 'standard_delivery',
  carrierId: 'andreani',
  pointId: null,
};

describe('/api/admin/quotes/:id/order: staff convert a quote into an order for the buyer', () => {
  let t: TestApp;
  let ar: Tenant;
  let owner: string;
  let items: CartItem[];

  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    token = owner,
    key?: string,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/quotes/${url}`,
      headers: {
        ...apiHeaders('demo-ar', token),
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      ...(payload ? { payload } : {}),
    });
  /** A buyer of this run, with a saved address in Tandil unless `withAddress` is false. */
  const buyerWith = async (withAddress = true) => {
    const email = `convertir-${randomUUID().slice(0, 8)}@empresa.com.ar`;
    const made = await newBuyer(t, 'demo-ar', email);
    const address = withAddress
      ? await t.app.buyerAddresses.create(ar, made.userId, await tandilAddress(t))
      : null;
    const quote = await quoteCalls(t).post(
      'demo-ar',
      'GenerateQuote',
      { items },
      made.accessToken,
      {
        'idempotency-key': randomUUID(),
      },
    );
    assert.equal(quote.statusCode, 200, quote.body);
    const { id, number, totals } = quote.json().result;
    return { ...made, email, addressId: address?.id ?? 1, quote: { id, number, totals } };
  };
  const body = (addressId: number, overrides: object = {}) => ({
    version: 0,
    addressId,
    shipping: ANDREANI,
    invoice: INVOICE,
    ...overrides,
  });
  const convert = (id: string, payload: object, key = randomUUID(), token = owner) =>
    call('POST', `${id}/order`, payload, token, key);
  const ordersOf = async (number: number) =>
    (
      await t.db
        .selectFrom('orders')
        .select('id')
        .where('quote_number', '=', number)
        .where('tenant_id', '=', ar.id)
        .execute()
    ).length;
  const stockOf = (variantId: number) => variantStock(t, variantId);
  const variantOf = (item: CartItem) => (item.type === 'ProductoSimple' ? item.value.id : 0);

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    owner = await staffToken(t, 'demo-ar', 'owner');
    items = await cartOf(t, 'demo-ar', 1);
  });
  after(() => t.close());

  it('makes the checkout’s order: quote prices plus quoted shipping, transfer pending, stock held, mailed, audited', async () => {
    const buyer = await buyerWith();
    const form = (await call('GET', `${buyer.quote.id}/order-form`)).json().result;
    assert.deepEqual(
      form.addresses.map((a: { id: number }) => a.id),
      [buyer.addressId],
    );
    assert.equal(form.blocked, false);

    const listed = await call('POST', `${buyer.quote.id}/order-preview`, {
      addressId: buyer.addressId,
    });
    assert.equal(listed.statusCode, 200, listed.body);
    const option = listed
      .json()
      .result.options.find((o: { carrierId: string }) => o.carrierId === 'andreani');
    assert.ok(option, listed.body);
    assert.equal(listed.json().result.totals, null);
    const priced = await call('POST', `${buyer.quote.id}/order-preview`, {
      addressId: buyer.addressId,
      shipping: ANDREANI,
    });
    const totals = priced.json().result.totals;
    assert.equal(cents(totals.subTotal), cents(buyer.quote.totals.subTotal), 'the quote’s net');

    const variant = variantOf(items[0]!);
    const stockBefore = await stockOf(variant);
    const key = randomUUID();
    const res = await convert(buyer.quote.id, body(buyer.addressId), key);
    assert.equal(res.statusCode, 200, res.body);
    const made = res.json().result;
    assert.equal(made.quote.status, 'convertida');
    assert.equal(made.quote.orderId, made.orderId);

    const order = (
      await t.app.inject({
        method: 'GET',
        url: `/api/services/app/Orders/GetOrderById?Id=${made.orderId}`,
        headers: apiHeaders('demo-ar', buyer.accessToken),
      })
    ).json().result;
    assert.equal(order.quoteNumber, buyer.quote.number);
    assert.equal(cents(order.total), cents(totals.total), 'what the form showed');
    assert.equal(cents(order.shippingCost), cents(option.price));
    assertAddsUp(order);
    const row = await t.app.orders.row(ar.id, made.orderId);
    assert.equal(row?.payment_method, 'TRF');
    assert.equal(row?.payment_status, 'pending');
    assert.ok(row?.stock_held_until);
    assert.equal(await stockOf(variant), stockBefore - 30);

    const mails = await inboxOf(t, buyer.email);
    assert.equal(
      mails.filter((m) => m.subject === `Pedido ${made.orderNumber} confirmado`).length,
      1,
    );
    const audit = (
      await t.app.staffAudit.search(ar.id, {
        subject: `order:${made.orderId}`,
        page: 1,
        pageSize: 10,
      })
    ).items;
    assert.deepEqual(
      audit.map((a) => a.action),
      ['order.created-from-quote'],
    );
    assert.match(audit[0]!.actor, /@/);
    // The order's page for staff shows who made it, in its timeline.
    const staffOrder = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${made.orderId}`,
      headers: apiHeaders('demo-ar', owner),
    });
    const activity = staffOrder.json().result.activity as { action: string; actor: string }[];
    assert.deepEqual(
      activity.map((a) => [a.action, a.actor]),
      [['order.created-from-quote', audit[0]!.actor]],
    );

    // The same key answers the same order; another key finds the quote converted (409).
    const again = await convert(buyer.quote.id, body(buyer.addressId), key);
    assert.equal(again.json().result.orderId, made.orderId);
    const other = await convert(
      buyer.quote.id,
      body(buyer.addressId, { version: made.quote.version }),
    );
    assert.equal(other.statusCode, 409);
    assert.equal(
      other.json().error.message,
      QUOTE_ORDER_MESSAGES.converted(buyer.quote.number, made.orderNumber),
    );
    assert.equal(await ordersOf(buyer.quote.number), 1);
  });

  it('gives one order for two conversions at once, the other a 409', async () => {
    const buyer = await buyerWith();
    const answers = await Promise.all(
      [1, 2].map(() => convert(buyer.quote.id, body(buyer.addressId))),
    );
    assert.deepEqual(
      answers.map((a) => a.statusCode).sort(),
      [200, 409],
      answers.map((a) => a.body).join(),
    );
    assert.equal(await ordersOf(buyer.quote.number), 1);
  });

  it('leaves a buyer with credit terms on credit, not on a transfer', async () => {
    const buyer = await buyerWith();
    await t.app.orders.credit.set(t.db, ar.id, buyer.userId, { days: 30 });
    const res = await convert(buyer.quote.id, body(buyer.addressId));
    assert.equal(res.statusCode, 200, res.body);
    const row = await t.app.orders.row(ar.id, res.json().result.orderId);
    assert.equal(Number(row?.credit_terms), 1);
    assert.equal(row?.payment_method, 'NONE');
  });

  it('collects at the store: the pickup option the preview lists, free, and its point on the order', async () => {
    const buyer = await buyerWith();
    const listed = await call('POST', `${buyer.quote.id}/order-preview`, {
      addressId: buyer.addressId,
    });
    const pickup = listed
      .json()
      .result.options.find((o: { logisticType: string }) => o.logisticType === 'pickup');
    assert.ok(pickup, listed.body);
    assert.match(pickup.label, /Retiro/);
    assert.equal(pickup.price, 0);
    const shipping = {
      logisticType: pickup.logisticType,
      serviceType: pickup.serviceType,
      carrierId: pickup.carrierId,
      pointId: pickup.pointId,
    };
    const priced = await call('POST', `${buyer.quote.id}/order-preview`, {
      addressId: buyer.addressId,
      shipping,
    });
    const totals = priced.json().result.totals;
    assert.equal(cents(totals.shippingNet), 0);
    const res = await convert(buyer.quote.id, body(buyer.addressId, { shipping }));
    assert.equal(res.statusCode, 200, res.body);
    const order = (
      await t.app.inject({
        method: 'GET',
        url: `/api/services/app/Orders/GetOrderById?Id=${res.json().result.orderId}`,
        headers: apiHeaders('demo-ar', buyer.accessToken),
      })
    ).json().result;
    assert.equal(cents(order.shippingCost), 0);
    assert.equal(cents(order.total), cents(totals.total), 'what the form showed');
    assertAddsUp(order);
    const row = await t.app.orders.row(ar.id, order.id);
    assert.equal(JSON.parse(row!.shipping_json).pointId, pickup.pointId);
  });

  it('opens the form with the invoice data of the buyer’s latest order', async () => {
    const buyer = await buyerWith();
    const empty = (await call('GET', `${buyer.quote.id}/order-form`)).json().result;
    assert.equal(empty.lastInvoice, null, 'no order yet');
    const billed = { ...INVOICE, name: 'Zorzales Textil S.A.', direction: 'Av. Colón 1200' };
    const made = await convert(buyer.quote.id, body(buyer.addressId, { invoice: billed }));
    assert.equal(made.statusCode, 200, made.body);
    const next = await quoteCalls(t).post(
      'demo-ar',
      'GenerateQuote',
      { items },
      buyer.accessToken,
      { 'idempotency-key': randomUUID() },
    );
    const form = (await call('GET', `${next.json().result.id}/order-form`)).json().result;
    assert.equal(form.lastInvoice.orderNumber, made.json().result.orderNumber);
    assert.equal(form.lastInvoice.invoice.name, 'Zorzales Textil S.A.');
    assert.equal(form.lastInvoice.invoice.document, INVOICE.document);
    assert.equal(form.lastInvoice.invoice.direction, 'Av. Colón 1200');
    assert.equal(form.lastInvoice.invoice.ivaCondition, INVOICE.ivaCondition);
  });

  it('refuses in Spanish and changes nothing', async () => {
    const buyer = await buyerWith();
    const { id, number } = buyer.quote;
    const refused = async (
      res: Awaited<ReturnType<typeof call>>,
      status: number,
      message?: string,
    ) => {
      assert.equal(res.statusCode, status, res.body);
      if (message) assert.equal(res.json().error.message, message);
      assert.equal(await ordersOf(number), 0);
    };
    const production = await staffMemberToken(t, 'demo-ar', 'production');
    await refused(await convert(id, body(buyer.addressId), randomUUID(), production), 403);
    await refused(await call('POST', `${id}/order`, body(buyer.addressId)), 400);
    await refused(
      await convert(id, body(buyer.addressId, { version: 7 })),
      409,
      QUOTE_ORDER_MESSAGES.stale(number),
    );
    const stranger = await buyerWith();
    await refused(
      await convert(id, body(stranger.addressId)),
      404,
      QUOTE_ORDER_MESSAGES.addressNotFound,
    );
    const clOwner = await staffToken(t, 'demo-cl', 'owner');
    const cl = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${id}/order`,
      headers: { ...apiHeaders('demo-cl', clOwner), 'idempotency-key': randomUUID() },
      payload: body(buyer.addressId),
    });
    await refused(cl, 404);
    const badInvoice = await convert(
      id,
      body(buyer.addressId, { invoice: { ...INVOICE, document: '30-1' } }),
    );
    await refused(badInvoice, 422);
    assert.equal(badInvoice.json().error.field, 'orderInvoiceFK.document');

    await t.db
      .updateTable('auth_users')
      .set({ blocked_at: new Date().toISOString() })
      .where('id', '=', buyer.userId)
      .execute();
    await refused(await convert(id, body(buyer.addressId)), 422, QUOTE_ORDER_MESSAGES.blocked);
    await t.db
      .updateTable('auth_users')
      .set({ blocked_at: null })
      .where('id', '=', buyer.userId)
      .execute();

    const variant = variantOf(items[0]!);
    const stock = await stockOf(variant);
    await t.db
      .updateTable('catalog_variants')
      .set({ stock: 1 })
      .where('id', '=', variant)
      .execute();
    const short = await convert(id, body(buyer.addressId));
    await t.db.updateTable('catalog_variants').set({ stock }).where('id', '=', variant).execute();
    await refused(short, 422);
    assert.match(short.json().error.message, /hay 1 unidad disponibles/);

    const quote = await t.db
      .selectFrom('quotes')
      .select('valid_until')
      .where('public_id', '=', id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('quotes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('public_id', '=', id)
      .execute();
    await refused(
      await convert(id, body(buyer.addressId)),
      422,
      QUOTE_ORDER_MESSAGES.expired(number, quote.valid_until),
    );

    const homeless = await buyerWith(false);
    await refused(await convert(homeless.quote.id, body(1)), 422, QUOTE_ORDER_MESSAGES.noAddress);
    assert.equal(await ordersOf(homeless.quote.number), 0);
  });
});
