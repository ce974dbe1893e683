import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { FIELD_MESSAGES } from '@store/contracts/checkout-rules';
import { inboxOf, loggedIn } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import { curveItem, simpleItem, variantWithStock } from '../pricing/test-carts.js';
import type { CartItem } from '../pricing/index.js';
import type { Tenant } from '../tenants/index.js';
import { IDEMPOTENCY_MESSAGES } from './idempotency.js';
import { reusedCartMessage } from './order-reuse.js';
import { ORDER_MESSAGES } from './orders.service.js';
import { arOrder, clOrder, assertAddsUp, cents, newBuyer } from './test-orders.js';

const APP = '/api/services/app';

describe('Orders/CompleteOrder and GetOrderById', () => {
  let t: TestApp;
  let ar: Tenant;
  let mug: ProductDetail;
  let tee: ProductDetail;
  let tandil: string;
  let token: string;
  let other: string;

  const complete = (body: object, key: string | null = randomUUID(), bearer = token) =>
    t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/CompleteOrder`,
      headers: { ...apiHeaders('demo-ar', bearer), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const price = async (items: CartItem[]) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `${APP}/ShoppingCarts/GetShoppingCartProductPrice`,
        headers: apiHeaders('demo-ar'),
        payload: { items },
      })
    )
      .json()
      .result.at(-1).value;
  const orderCount = async () =>
    Number(
      (await t.db.selectFrom('orders').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow())
        .n,
    );
  const mugs = (quantity: number) => simpleItem(mug, variantWithStock(mug, quantity), quantity);

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    tee = await t.app.catalog.detail(ar, 'remera-de-algodon-peinado-24-1');
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    token = (await loggedIn(t, 'demo-ar', 'comprador@promosur.com.ar', 'PromoSur-2026'))
      .accessToken;
    other = (await newBuyer(t, 'demo-ar', 'otra@empresa.com.ar')).accessToken;
  });
  after(() => t.close());

  it('builds the order from the server prices: lines plus shipping, client prices ignored', async () => {
    const item = mugs(10);
    const honest = await price([item]);
    const tampered = { ...item, generic: { ...item.generic, price: 1 } };
    const res = await complete(arOrder([tampered], tandil));
    assert.equal(res.statusCode, 200, res.body);
    const order = res.json().result;
    assert.equal(order.shippingCost, 7900, 'Andreani 5 kg band, IVA included');
    assert.equal(order.shippingNet, 6528.93, '$7.900 / 1,21 = $6.528,925... rounded half up');
    assert.equal(order.subTotal, honest.subTotal);
    // One IVA, as an invoice computes it: 21 % of the products' and the shipping's nets.
    const net = cents(honest.subTotal) + 652_893;
    const iva = Math.round((net * 21) / 100);
    assert.equal(cents(order.taxes), iva);
    assert.equal(cents(order.total), net + iva, 'cart net + shipping net + IVA');
    assert.deepEqual(order.taxesByRate, [{ rate: 0.21, net: net / 100, iva: iva / 100 }]);
    assertAddsUp(order);
    assert.equal(order.payment, 'NONE');
    assert.equal(order.paymentStatus, 'none');
    assert.equal(order.invoiceType, 'A', 'responsable inscripto tenant to a responsable inscripto');
    assert.deepEqual(
      [order.shipping.MinDeliveryDays, order.shipping.MaxDeliveryDays],
      [3, 1],
      'Min from the delivery time max and Max from its min, as the spec says',
    );
    const [line] = order.lines;
    assert.deepEqual(
      [
        line.quantity,
        line.shoppingCartId,
        line.principal,
        line.advance,
        line.shoppingCartPrintingAreaFK,
      ],
      [10, 0, true, false, null],
    );
    assert.equal(line.genericProductId, mug.id);
    assert.match(order.number, /^0001-\d{8}$/);
  });

  it('flattens a curve product into one line per variant, adding up to its price', async () => {
    const sizes = tee.variants.filter((v) => v.stock >= 7).slice(0, 3);
    const item = curveItem(
      tee,
      sizes.map((v) => [v, 7]),
    );
    const honest = await price([item]);
    const res = await complete(
      arOrder([item], tandil, {
        orderInvoiceFK: { ...arOrder([], tandil).orderInvoiceFK, ivaCondition: 'CF' },
      }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const order = res.json().result;
    assert.equal(order.lines.length, 3);
    assert.deepEqual(
      order.lines.map((l: { productId: number }) => l.productId),
      sizes.map((v) => v.id),
    );
    assert.equal(
      order.lines.reduce((s: number, l: { total: number }) => s + cents(l.total), 0),
      cents(honest.total),
    );
    assertAddsUp(order);
    assert.equal(order.invoiceType, 'B');
  });

  it('gives one order for one Idempotency-Key sent 10 times, and refuses it with another body', async () => {
    const key = randomUUID();
    const body = arOrder([mugs(2)], tandil);
    const before = await orderCount();
    const ids = new Set<number>();
    for (let i = 0; i < 10; i += 1) {
      const res = await complete(body, key);
      assert.equal(res.statusCode, 200, res.body);
      ids.add(res.json().result.id);
    }
    assert.equal(ids.size, 1);
    assert.equal(await orderCount(), before + 1);
    const otherBody = await complete(arOrder([mugs(3)], tandil), key);
    assert.equal(otherBody.statusCode, 422);
    assert.equal(otherBody.json().error.message, IDEMPOTENCY_MESSAGES.otherBody);
    const noKey = await complete(body, null);
    assert.equal(noKey.statusCode, 400);
    assert.equal(noKey.json().error.message, IDEMPOTENCY_MESSAGES.missing);
  });

  it('gives one order for one cart, whatever the key', async () => {
    const body = arOrder([mugs(1)], tandil);
    const first = await complete(body);
    const again = await complete(body);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().result.id, first.json().result.id);
  });

  it('answers 409 for an ordered cart sent again with other quantities, never the old order', async () => {
    const item = mugs(2);
    const first = await complete(arOrder([item], tandil));
    assert.equal(first.statusCode, 200, first.body);
    const before = await orderCount();
    const more = { ...item, value: { ...item.value, quantity: 7 } };
    const again = await complete(arOrder([more], tandil));
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(again.json().error.message, reusedCartMessage(first.json().result.number));
    assert.equal(await orderCount(), before, 'no order made');
  });

  it('refuses a quantity written loosely (1e3, 0x10, 1.5, " 3") with a Spanish 400, ordering nothing', async () => {
    const before = await orderCount();
    for (const quantity of ['1e3', '0x10', '1.5', ' 3']) {
      const item = mugs(1);
      const res = await complete(
        arOrder([{ ...item, value: { ...item.value, quantity } }], tandil),
      );
      assert.equal(res.statusCode, 400, `${quantity}: ${res.body}`);
      assert.match(res.json().error.message, /^El campo ".*quantity" debe ser un número/);
    }
    assert.equal(await orderCount(), before);
    const item = mugs(1);
    const digits = await complete(
      arOrder([{ ...item, value: { ...item.value, quantity: '2' } }], tandil),
    );
    assert.equal(digits.statusCode, 200, digits.body);
    assert.equal(digits.json().result.lines[0].quantity, 2);
  });

  it('sells the last unit once to 20 buyers completing at the same time', async () => {
    // Not the variant the other tests buy: this one is sold out afterwards.
    const variant = mug.variants.filter((v) => v.stock >= 1).at(-1)!;
    assert.notEqual(variant.id, variantWithStock(mug, 10).id);
    await t.db
      .updateTable('catalog_variants')
      .set({ stock: 1 })
      .where('id', '=', variant.id)
      .execute();
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => complete(arOrder([simpleItem(mug, variant, 1)], tandil))),
    );
    const sold = answers.filter((res) => res.statusCode === 200);
    assert.equal(sold.length, 1, answers.map((a) => a.statusCode).join(','));
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      assert.equal(res.statusCode, 422, res.body);
      assert.match(res.json().error.message, /stock/);
    }
    assert.equal(await orderCount(), before + 1);
    const { stock } = await t.db
      .selectFrom('catalog_variants')
      .select('stock')
      .where('id', '=', variant.id)
      .executeTakeFirstOrThrow();
    assert.equal(stock, 0);
  });

  it('refuses each bad field with its Spanish message, and creates nothing', async () => {
    const base = arOrder([mugs(1)], tandil);
    const cases: [object, string, string][] = [
      [
        { orderInvoiceFK: { ...base.orderInvoiceFK, document: '30-70308853-5' } },
        'orderInvoiceFK.document',
        FIELD_MESSAGES.cuit,
      ],
      [
        { orderInvoiceFK: { ...base.orderInvoiceFK, ivaCondition: 'CONTRIBUYENTE' } },
        'orderInvoiceFK.ivaCondition',
        FIELD_MESSAGES.ivaCondition,
      ],
      [
        { orderInvoiceFK: { ...base.orderInvoiceFK, email: 'compras@' } },
        'orderInvoiceFK.email',
        FIELD_MESSAGES.email,
      ],
      [{ zipCode: 'ABC' }, 'zipCode', FIELD_MESSAGES.arPostalCode],
      [{ phone: '12' }, 'phone', FIELD_MESSAGES.phone],
      [{ name: ' ' }, 'name', FIELD_MESSAGES.required],
      [{ shippingCarrierId: '' }, 'shipping.option', FIELD_MESSAGES.shippingOption],
    ];
    const before = await orderCount();
    for (const [change, field, message] of cases) {
      const res = await complete({ ...base, ...change });
      assert.equal(res.statusCode, 422, `${field}: ${res.body}`);
      assert.equal(res.json().error.field, field);
      assert.equal(res.json().error.message, message);
      assert.equal(JSON.parse(res.json().error.details)[field], message);
    }
    const gone = await complete({ ...base, shippingCarrierId: 'correo-fantasma' });
    assert.equal(gone.statusCode, 422);
    assert.equal(gone.json().error.field, 'shippingCarrierId');
    const direct = await complete({
      ...base,
      shoppingCart: { shoppingCartProductsFK: [mugs(1), mugs(1)], shoppingCartMode: 'direct' },
    });
    assert.equal(direct.json().error.message, ORDER_MESSAGES.directOne);
    assert.equal(await orderCount(), before);
  });

  it('shows an order to its buyer only: a foreign id answers 404', async () => {
    const made = (await complete(arOrder([mugs(1)], tandil))).json().result;
    const own = await t.app.inject({
      method: 'GET',
      url: `${APP}/Orders/GetOrderById?Id=${made.id}`,
      headers: apiHeaders('demo-ar', token),
    });
    assert.equal(own.statusCode, 200);
    assert.deepEqual(own.json().result, made);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${APP}/Orders/GetOrderById?Id=${made.id}`,
      headers: apiHeaders('demo-ar', other),
    });
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().error.message, ORDER_MESSAGES.notFound);
    const missing = await t.app.inject({
      method: 'GET',
      url: `${APP}/Orders/GetOrderById?Id=999999`,
      headers: apiHeaders('demo-ar', token),
    });
    assert.equal(missing.statusCode, 404);
  });

  it("empties the saved cart in 'cart' mode and leaves it in 'direct' mode", async () => {
    const save = (items: CartItem[], version: number, bearer = other) =>
      t.app.inject({
        method: 'POST',
        url: `${APP}/ShoppingCarts/CreateOrEditShoppingCart`,
        headers: apiHeaders('demo-ar', bearer),
        payload: { items, version },
      });
    const saved = () =>
      t.app.inject({
        method: 'GET',
        url: `${APP}/ShoppingCarts/GetShoppingCartsClient`,
        headers: apiHeaders('demo-ar', other),
      });
    const cartItem = mugs(3);
    assert.equal((await save([cartItem], 0)).statusCode, 200);
    const direct = arOrder([mugs(1)], tandil, {
      shoppingCart: { shoppingCartProductsFK: [mugs(1)], shoppingCartMode: 'direct' },
    });
    assert.equal((await complete(direct, randomUUID(), other)).statusCode, 200);
    assert.equal((await saved()).json().result.items.length, 1, 'buy-now leaves the saved cart');
    assert.equal(
      (await complete(arOrder([cartItem], tandil), randomUUID(), other)).statusCode,
      200,
    );
    assert.equal((await saved()).json().result.items.length, 0, 'the ordered cart is emptied');
  });

  it('keeps the order, its lines, totals, history and payment after DeleteAccount, without the buyer', async () => {
    const email = 'borrar@empresa.com.ar';
    const buyer = await newBuyer(t, 'demo-ar', email);
    const made = await complete(arOrder([mugs(2)], tandil), randomUUID(), buyer.accessToken);
    assert.equal(made.statusCode, 200, made.body);
    const order = made.json().result;
    const pay = await t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/UpdateOrderPayment`,
      headers: { ...apiHeaders('demo-ar', buyer.accessToken), 'idempotency-key': randomUUID() },
      payload: { orderId: order.id, method: 'MP' },
    });
    assert.equal(pay.statusCode, 200, pay.body);
    await t.app.orders.changeStatus(ar, order.id, 'paid', null);
    const count = async (table: 'order_lines' | 'order_status_history' | 'payment_checkouts') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select(t.db.fn.countAll().as('n'))
            .where('order_id', '=', order.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = {
      lines: await count('order_lines'),
      history: await count('order_status_history'),
      payments: await count('payment_checkouts'),
    };
    assert.ok(before.lines > 0 && before.history > 0 && before.payments > 0);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${APP}/Account/DeleteAccount?Email=${encodeURIComponent(email)}&UserId=${buyer.userId}`,
      headers: apiHeaders('demo-ar', buyer.accessToken),
    });
    assert.equal(removed.statusCode, 200, removed.body);

    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.number, order.number);
    assert.equal(Number(row.total), cents(order.total));
    assert.equal(Number(row.shipping_cost), cents(order.shippingCost));
    assert.equal(Number(row.sub_total), cents(order.subTotal));
    assert.deepEqual(
      {
        lines: await count('order_lines'),
        history: await count('order_status_history'),
        payments: await count('payment_checkouts'),
      },
      before,
    );
    const kept = JSON.stringify(row);
    for (const personal of [
      'Ana',
      'Pérez',
      'ana@empresa.com.ar',
      '444-1234',
      'Pinto',
      '30-70308853-4',
      'Empresa Compradora',
      'compras@empresa.com.ar',
    ])
      assert.ok(!kept.includes(personal), `${personal} remains in the order`);
    const addressee = JSON.parse(row.addressee_json);
    assert.equal(addressee.locality, 'Tandil', 'the place priced stays');
    assert.equal(JSON.parse(row.invoice_json).ivaCondition, 'RI', 'the invoice type stays');
    const replays = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', buyer.userId)
      .execute();
    assert.deepEqual(replays, [], 'no stored answer repeats the addressee');
  });

  it('asks a guest to log in', async () => {
    const guest = await t.app.inject({
      method: 'GET',
      url: '/api/TokenAuth/GetAccess',
      headers: apiHeaders('demo-ar'),
    });
    const res = await complete(
      arOrder([mugs(1)], tandil),
      randomUUID(),
      guest.json().result.accessToken,
    );
    assert.equal(res.statusCode, 401);
  });
});

describe('the order confirmation e-mail', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('arrives in Spanish, branded, with lines and totals that add up', async () => {
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    const mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    const tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    const { accessToken } = await loggedIn(
      t,
      'demo-ar',
      'comprador@promosur.com.ar',
      'PromoSur-2026',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/CompleteOrder`,
      headers: { ...apiHeaders('demo-ar', accessToken), 'idempotency-key': randomUUID() },
      payload: arOrder([simpleItem(mug, variantWithStock(mug, 3), 3)], tandil, {
        email: 'recibe@empresa.com.ar',
      }),
    });
    assert.equal(res.statusCode, 200, res.body);
    const order = res.json().result;
    // The buyer's own e-mail and the billing e-mail get it; the addressee typed at checkout not.
    assert.deepEqual(await inboxOf(t, 'recibe@empresa.com.ar'), []);
    const confirmations = async (to: string) =>
      (await inboxOf(t, to)).filter((m) => m.subject === `Pedido ${order.number} confirmado`);
    assert.equal((await confirmations(order.invoice.email)).length, 1);
    const [mail, ...more] = await confirmations('comprador@promosur.com.ar');
    assert.equal(more.length, 0);
    assert.match(mail!.text, /Gracias por tu compra en Promo Sur/);
    const money = (amount: number) =>
      `$ ${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
    assert.ok(mail!.text.includes(`3 x ${order.lines[0].productName}`), mail!.text);
    // The order's stored figures: products' net, shipping's net, IVA of both, total.
    assert.ok(mail!.text.includes(`Productos: ${money(order.subTotal)}`), mail!.text);
    assert.ok(mail!.text.includes(`Envío (Andreani): ${money(order.shippingNet)}`));
    assert.ok(mail!.text.includes(`IVA (21 %): ${money(order.taxes)}`));
    assert.ok(mail!.text.includes(`Total: ${money(order.total)}`));
    assertAddsUp(order);
    assert.match(mail!.text, /podés hacerlo/);
  });
});

describe('Idempotency-Key while the first request is in flight, and a Chilean order', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('answers 409 to the same key while the first request still runs, then replays it', async () => {
    const scope = { tenantId: 1, userId: 1, name: 'CompleteOrder', key: randomUUID() };
    let finish!: (value: { id: number }) => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = t.app.idempotent(scope, { a: 1 }, () => {
      started();
      return new Promise<{ id: number }>((resolve) => (finish = resolve));
    });
    // The work runs once the key is held.
    await running;
    await assert.rejects(
      t.app.idempotent(scope, { a: 1 }, async () => ({ id: 2 })),
      (error: { statusCode?: number; message?: string }) =>
        error.statusCode === 409 && error.message === IDEMPOTENCY_MESSAGES.inFlight,
    );
    finish({ id: 1 });
    assert.deepEqual((await first).body, { id: 1 });
    const replay = await t.app.idempotent(scope, { a: 1 }, async () => ({ id: 3 }));
    assert.deepEqual([replay.body, replay.replayed], [{ id: 1 }, true]);
  });

  it('gives a Chilean business a factura, in whole pesos', async () => {
    const cl = (await t.app.tenants.getByName('demo-cl'))!;
    const { slug } = await t.db
      .selectFrom('catalog_products')
      .select('slug')
      .where('tenant_id', '=', cl.id)
      .where('kind', '=', 'simple')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const product = await t.app.catalog.detail(cl, slug);
    const { accessToken } = await loggedIn(
      t,
      'demo-cl',
      'compras@andesmerch.cl',
      'AndesMerch-2026',
    );
    const payload = clOrder([simpleItem(product, variantWithStock(product, 2), 2)], {
      email: 'compras@cliente.cl',
    });
    const noGiro = await t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/CompleteOrder`,
      headers: { ...apiHeaders('demo-cl', accessToken), 'idempotency-key': randomUUID() },
      payload: { ...payload, orderInvoiceFK: { ...payload.orderInvoiceFK, giro: '' } },
    });
    assert.equal(noGiro.statusCode, 422);
    assert.equal(noGiro.json().error.field, 'orderInvoiceFK.giro');
    const res = await t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/CompleteOrder`,
      headers: { ...apiHeaders('demo-cl', accessToken), 'idempotency-key': randomUUID() },
      payload,
    });
    assert.equal(res.statusCode, 200, res.body);
    const order = res.json().result;
    assert.equal(order.invoiceType, 'FACTURA');
    assert.equal(order.currency, 'CLP');
    assert.ok(Number.isInteger(order.total) && Number.isInteger(order.shippingCost));
    assertAddsUp({ ...order, lines: order.lines });
  });
});
