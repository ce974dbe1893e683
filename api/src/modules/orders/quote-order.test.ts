import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { CartItem } from '../pricing/index.js';
import { cartOf, loginAs, quoteCalls } from '../quotes/quote-test-support.js';
import { arOrder, cents, newBuyer } from './test-orders.js';

describe('quote to order: Orders/ConvertQuoteToOrder and CompleteOrder with quoteId', () => {
  let t: TestApp;
  let call: ReturnType<typeof quoteCalls>;
  let token: string;
  let tandil: string;
  let cart: CartItem[];

  const generate = async (items: CartItem[]) => {
    const res = await call.post('demo-ar', 'GenerateQuote', { items }, token, {
      'idempotency-key': randomUUID(),
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: string; number: number; totals: { total: number } };
  };
  const convert = (id: string, bearer = token) =>
    call.post('demo-ar', 'ConvertQuoteToOrder', { id }, bearer);
  const complete = (items: CartItem[], quoteId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/app/Orders/CompleteOrder',
      headers: { ...apiHeaders('demo-ar', token), 'idempotency-key': randomUUID() },
      payload: arOrder(items, tandil, {
        shoppingCart: { shoppingCartProductsFK: items, shoppingCartMode: 'direct' },
        quoteId,
      }),
    });
  const ordersOfQuote = async (number: number) =>
    Number(
      (
        await t.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('quote_number', '=', number)
          .executeTakeFirstOrThrow()
      ).n,
    );

  before(async () => {
    t = await createTestApp();
    call = quoteCalls(t);
    token = (await loginAs(t, 'demo-ar')).accessToken;
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    cart = await cartOf(t, 'demo-ar', 2);
  });
  after(() => t.close());

  it("orders a valid quote at its locked prices after the catalogue's prices rose, then locks it", async () => {
    const quote = await generate(cart);
    const converted = await convert(quote.id);
    assert.equal(converted.statusCode, 200, converted.body);
    const { items, orderId, number, prices } = converted.json().result;
    assert.equal(orderId, null);
    assert.equal(cents(prices.at(-1).value.total), cents(quote.totals.total));
    assert.equal(number, quote.number);
    assert.equal(items.length, cart.length);

    const productIds = cart.map((item) => item.generic.id);
    await t.db
      .updateTable('catalog_price_tiers')
      .set({ unit_price_cents: sql<number>`unit_price_cents * 2` })
      .where('product_id', 'in', productIds)
      .execute();
    const today = await call.cartTotal('demo-ar', items);
    assert.ok(cents(today.total) > cents(quote.totals.total), 'the catalogue price rose');

    const res = await complete(items, quote.id);
    assert.equal(res.statusCode, 200, res.body);
    const order = res.json().result;
    assert.equal(order.quoteNumber, quote.number);
    assert.equal(order.shoppingCartMode, 'direct');
    assert.equal(cents(order.total) - cents(order.shippingCost), cents(quote.totals.total));

    const detail = await call.get('demo-ar', `GetQuoteById?Id=${quote.id}`, token);
    assert.equal(detail.json().result.status, 'convertida');
    assert.equal(detail.json().result.orderId, order.id);
    const list = await call.get('demo-ar', 'GetQuotes', token);
    const row = list.json().result.items.find((q: { id: string }) => q.id === quote.id);
    assert.equal(row.status, 'convertida');
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/services/app/Orders/GetOrderById?Id=${order.id}`,
      headers: apiHeaders('demo-ar', token),
    });
    assert.equal(byId.json().result.quoteNumber, quote.number);

    // Converting again answers the order; completing again makes no second order.
    const again = await convert(quote.id);
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().result.orderId, order.id);
    assert.deepEqual(again.json().result.items, []);
    const twice = await complete(items, quote.id);
    assert.equal(twice.statusCode, 200, twice.body);
    assert.equal(twice.json().result.id, order.id);
    assert.equal(await ordersOfQuote(quote.number), 1);
  });

  it('gives one order when the same quote is completed twice at once', async () => {
    const quote = await generate(cart);
    const { items } = (await convert(quote.id)).json().result;
    const answers = await Promise.all([complete(items, quote.id), complete(items, quote.id)]);
    for (const res of answers) assert.equal(res.statusCode, 200, res.body);
    assert.equal(answers[0]!.json().result.id, answers[1]!.json().result.id);
    assert.equal(await ordersOfQuote(quote.number), 1);
  });

  it('refuses an expired quote in Spanish, offering a new quote, and orders nothing', async () => {
    const quote = await generate(cart);
    const { items } = (await convert(quote.id)).json().result;
    await t.db
      .updateTable('quotes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('public_id', '=', quote.id)
      .execute();
    for (const res of [await convert(quote.id), await complete(items, quote.id)]) {
      assert.equal(res.statusCode, 422, res.body);
      assert.match(
        res.json().error.message,
        new RegExp(
          `La cotización N\\.º ${quote.number} venció el .*Podés pedir una nueva cotización con los precios de hoy`,
        ),
      );
    }
    assert.equal(await ordersOfQuote(quote.number), 0);
  });

  it("refuses items that are not the quote's and orders nothing", async () => {
    const quote = await generate(cart);
    const { items } = (await convert(quote.id)).json().result;
    const more = items.map((item: CartItem, index: number) =>
      index === 0 && item.type === 'ProductoSimple'
        ? { ...item, value: { ...item.value, quantity: item.value.quantity + 10 } }
        : item,
    );
    const res = await complete(more, quote.id);
    assert.equal(res.statusCode, 422, res.body);
    assert.match(res.json().error.message, /no coinciden con la cotización/);
    assert.equal(await ordersOfQuote(quote.number), 0);
  });

  it("answers 404 for another buyer's quote and changes nothing", async () => {
    const quote = await generate(cart);
    const stranger = (await newBuyer(t, 'demo-ar', `otra-${randomUUID()}@empresa.com.ar`))
      .accessToken;
    const res = await convert(quote.id, stranger);
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(res.json().error.message, 'No encontramos esa cotización.');
    const mine = await call.get('demo-ar', `GetQuoteById?Id=${quote.id}`, token);
    assert.equal(mine.json().result.status, 'vigente');
  });
});
