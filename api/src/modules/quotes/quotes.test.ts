import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp, userAccessToken } from '../../test/test-app.js';
import type { CartItem } from '../pricing/index.js';
import { addDays, localDate, TIME_ZONES } from './quote-clock.js';
import { buyerOf, cartOf, loginAs, quoteCalls } from './quote-test-support.js';

describe('quotes as records', () => {
  let t: TestApp;
  let call: ReturnType<typeof quoteCalls>;
  let arToken: string;
  let arUserId: number;
  let clToken: string;
  let arCart: CartItem[];

  const tokenFor = (userId: number, tenant = 'demo-ar') => userAccessToken(t, tenant, userId);
  const generate = (items: unknown[], token = arToken, key?: string, tenant = 'demo-ar') =>
    call.post(tenant, 'GenerateQuote', { items }, token, key ? { 'idempotency-key': key } : {});
  const quoteCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('quotes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  before(async () => {
    t = await createTestApp();
    call = quoteCalls(t);
    const ar = await loginAs(t, 'demo-ar');
    arToken = ar.accessToken;
    arUserId = ar.userId;
    clToken = (await loginAs(t, 'demo-cl')).accessToken;
    arCart = await cartOf(t, 'demo-ar', 3);
  });
  after(() => t.close());

  it("saves a quote of the cart at the server's prices, equal to the cart's totals, cleaned items accepted", async () => {
    const tampered = arCart.map((item) => ({
      ...item,
      generic: { ...item.generic, price: 0.01, name: 'Gratis' },
    }));
    // Spec section 4: the client sends only printing_types of generic.
    const cleaned = tampered.map((item) => ({
      ...item,
      generic: { printing_types: item.generic.printing_types },
    }));
    const res = await generate(cleaned);
    assert.equal(res.statusCode, 200, res.body);
    const quote = res.json().result;
    const cart = await call.cartTotal('demo-ar', arCart);
    assert.equal(quote.totals.total, cart.total);
    assert.equal(quote.totals.taxes, cart.taxes);
    assert.equal(quote.totals.subTotal, cart.subTotal);
    assert.equal(
      quote.lines
        .reduce((sum: number, line: { amounts: { total: number } }) => sum + line.amounts.total, 0)
        .toFixed(2),
      cart.total.toFixed(2),
    );
    assert.equal(quote.lines.length, 3);
    assert.notEqual(quote.lines[0].productName, 'Gratis', 'names come from the catalogue');
    assert.ok(quote.lines[0].technique, 'the customised line names its technique');
    assert.equal(quote.items[0].generic.price, undefined, 'a client price is never kept');
    assert.equal(quote.status, 'vigente');
    assert.equal(quote.buyer.fullName, 'Martina Sosa');
    const today = localDate(new Date(), TIME_ZONES.ARG);
    assert.equal(quote.validUntil, addDays(today, 15));
    assert.match(quote.terms, /pesos argentinos/);
  });

  it('gives one quote for a repeated Idempotency-Key, even when both arrive at once', async () => {
    const key = randomUUID();
    const before = await quoteCount();
    const [first, second] = await Promise.all([
      generate(arCart, arToken, key),
      generate(arCart, arToken, key),
    ]);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(first.json().result.id, second.json().result.id);
    const third = await generate(arCart, arToken, key);
    assert.equal(third.json().result.number, first.json().result.number);
    assert.equal(await quoteCount(), before + 1);
  });

  it('numbers quotes one after another per tenant, unique under parallel creation', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => generate(arCart)));
    const numbers = results.map((res) => {
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result.number as number;
    });
    const sorted = [...numbers].sort((a, b) => a - b);
    assert.equal(new Set(numbers).size, 8);
    assert.equal(sorted.at(-1)! - sorted[0]!, 7, 'no gaps between them');
    const cl = await generate(await cartOf(t, 'demo-cl', 1), clToken, undefined, 'demo-cl');
    assert.equal(cl.statusCode, 200, cl.body);
    assert.equal(cl.json().result.number, 1, 'each tenant counts its own');
    assert.match(cl.json().result.terms, /pesos chilenos/);
  });

  it("lists the buyer's own quotes, newest first, paged", async () => {
    const res = await call.get('demo-ar', 'GetQuotes?Page=1&PageSize=3', arToken);
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json().result;
    assert.equal(page.items.length, 3);
    assert.equal(page.totalCount, (await quoteCount()) - 1, 'every AR quote, not the CL one');
    const numbers = page.items.map((q: { number: number }) => q.number);
    assert.deepEqual(
      numbers,
      [...numbers].sort((a, b) => b - a),
    );
    const second = (await call.get('demo-ar', 'GetQuotes?Page=2&PageSize=3', arToken)).json()
      .result;
    assert.ok(second.items[0].number < numbers.at(-1));
    assert.equal(page.items[0].lineCount, 3);
    assert.ok(page.items[0].total > 0);
    const other = await call.get('demo-ar', 'GetQuotes', await tokenFor(arUserId + 999));
    assert.deepEqual(other.json().result.items, []);
  });

  it("answers 404 for another buyer's or another tenant's quote", async () => {
    const quote = (await generate(arCart)).json().result;
    const own = await call.get('demo-ar', `GetQuoteById?Id=${quote.id}`, arToken);
    assert.equal(own.statusCode, 200);
    assert.equal(own.json().result.number, quote.number);
    const otherUser = await call.get(
      'demo-ar',
      `GetQuoteById?Id=${quote.id}`,
      await tokenFor(arUserId + 1),
    );
    assert.equal(otherUser.statusCode, 404);
    assert.equal(otherUser.json().error.message, 'No encontramos esa cotización.');
    const otherTenant = await call.get('demo-cl', `GetQuoteById?Id=${quote.id}`, clToken);
    assert.equal(otherTenant.statusCode, 404);
    const pdf = await call.get(
      'demo-ar',
      `GetQuotePdf?Id=${quote.id}`,
      await tokenFor(arUserId + 1),
    );
    assert.equal(pdf.statusCode, 404);
    const malformed = await call.get('demo-ar', 'GetQuoteById?Id=12', arToken);
    assert.equal(malformed.statusCode, 400);
  });

  it("shows 'vencida' once its last day is over in the tenant's time zone", async () => {
    const quote = (await generate(arCart)).json().result;
    assert.equal(
      quote.expiresAt,
      new Date(`${addDays(quote.validUntil, 1)}T03:00:00Z`).toISOString(),
    );
    const justOver = new Date(Date.now() - 1000).toISOString();
    await t.db
      .updateTable('quotes')
      .set({ expires_at: justOver })
      .where('public_id', '=', quote.id)
      .execute();
    const read = (await call.get('demo-ar', `GetQuoteById?Id=${quote.id}`, arToken)).json().result;
    assert.equal(read.status, 'vencida');
    const listed = (await call.get('demo-ar', 'GetQuotes?PageSize=50', arToken)).json().result;
    assert.equal(listed.items.find((q: { id: string }) => q.id === quote.id).status, 'vencida');
  });

  it('refuses bad input in Spanish and stores nothing', async () => {
    const before = await quoteCount();
    const empty = await generate([]);
    assert.equal(empty.statusCode, 422);
    assert.match(empty.json().error.message, /Tu carrito está vacío: agregá productos/);
    const clEmpty = await generate([], clToken, undefined, 'demo-cl');
    assert.match(clEmpty.json().error.message, /agrega productos/);
    const malformed = await generate([{ type: 'ProductoSimple' }]);
    assert.equal(malformed.statusCode, 400);
    const tooMany =
      arCart[0]!.type === 'ProductoSimple'
        ? { ...arCart[0]!, value: { ...arCart[0]!.value, quantity: 99_999 } }
        : null;
    const stock = await generate([tooMany]);
    assert.equal(stock.statusCode, 422);
    assert.match(stock.json().error.message, /disponibles|stock/);
    const guest = (
      await t.app.inject({
        method: 'GET',
        url: '/api/TokenAuth/GetAccess',
        headers: apiHeaders('demo-ar'),
      })
    ).json().result.accessToken;
    assert.equal((await generate(arCart, guest)).statusCode, 401);
    assert.equal(await quoteCount(), before);
  });

  it('turns the whole feature off with the tenant toggle', async () => {
    const tenant = await t.app.tenants.create({
      name: 'sin-cotizar',
      displayName: 'Sin Cotizar',
      environment: 'ARG',
      templateId: 1,
      settings: { quotation: false },
    });
    const token = await tokenFor(1, tenant.name);
    for (const res of [
      await generate(arCart, token, undefined, tenant.name),
      await call.get(tenant.name, 'GetQuotes', token),
      await call.get(tenant.name, `GetQuoteById?Id=${randomUUID()}`, token),
      await call.post(tenant.name, 'CreateUnsavedQuote', { items: arCart }, token),
      await call.post(tenant.name, 'SendEmailQuote', { id: randomUUID(), emails: [] }, token),
    ]) {
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(res.json().error.message, 'Esta tienda no ofrece cotizaciones en línea.');
    }
  });

  it("forgets the buyer's quotes with the account, and nobody else's", async () => {
    const others = await t.db
      .selectFrom('quotes')
      .select('id')
      .where('user_id', '!=', arUserId)
      .orderBy('id')
      .execute();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/services/app/Account/DeleteAccount?Email=${encodeURIComponent(buyerOf('demo-ar').email)}&UserId=${arUserId}`,
      headers: apiHeaders('demo-ar', arToken),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      await t.db.selectFrom('quotes').select('id').where('user_id', '=', arUserId).execute(),
      [],
    );
    assert.equal(others.length > 0, true);
    assert.deepEqual(
      await t.db
        .selectFrom('quotes')
        .select('id')
        .where('user_id', '!=', arUserId)
        .orderBy('id')
        .execute(),
      others,
    );
  });
});
