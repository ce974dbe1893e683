import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { pendingDesign } from '@store/contracts/design-rules';
import { formatMoney } from '@store/contracts/money-format';
import sharp from 'sharp';
import { inboxOf } from '../../test/auth-support.js';
import { pdfText } from '../../test/pdf-text.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { CartItem } from '../pricing/index.js';
import { newBuyer } from '../orders/test-orders.js';
import { productPhotoFirst } from '../staff/staff-test-support.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';
import { attachedPdf, buyerOf, cartOf, loginAs, ORDERS, quoteCalls } from './quote-test-support.js';
import { QUOTE_MAIL_LIMITS } from './quotes.schemas.js';

/** What a reader copies out of the PDF: pdf.js splits runs, so compare without spacing. */
const squash = (text: string) => text.replace(/\s+/g, '');

describe('the quote PDF and e-mail', () => {
  let t: TestApp;
  let call: ReturnType<typeof quoteCalls>;
  let arToken: string;

  before(async () => {
    t = await createTestApp();
    call = quoteCalls(t);
    arToken = (await loginAs(t, 'demo-ar')).accessToken;
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/services/app/Account/UpdateProfile',
      headers: apiHeaders('demo-ar', arToken),
      payload: {
        name: 'Begoña Núñez 😀🚀',
        email: buyerOf('demo-ar').email,
        phoneNumber: null,
        company: 'Diseños Ñandú ≥ 3 ✓',
      },
    });
    assert.equal(profile.statusCode, 200, profile.body);
  });
  after(() => t.close());

  const pdfOf = async (tenant: string, id: string, token: string) => {
    const res = await call.get(tenant, `GetQuotePdf?Id=${id}`, token);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/pdf');
    return res.rawPayload;
  };

  it('prints every line, the buyer with accents and ñ, the totals of the cart and page numbers', async () => {
    const cart = await cartOf(t, 'demo-ar', 14);
    const quote = (await call.post('demo-ar', 'GenerateQuote', { items: cart }, arToken)).json()
      .result;
    const pages = await pdfText(await pdfOf('demo-ar', quote.id, arToken));
    assert.equal(pages.length, 2);
    const all = squash(pages.join(' '));
    assert.match(pages[0]!, /Cotización N° 1/);
    assert.ok(all.includes(squash('Begoña Núñez 😀')), pages[0]);
    assert.ok(!all.includes('🚀'), 'an emoji the font lacks is left out');
    assert.ok(all.includes(squash('Diseños Ñandú ≥ 3 ✓')));
    assert.ok(!all.includes('\uFFFD'));
    for (const line of quote.lines)
      assert.ok(all.includes(squash(line.productName)), line.productName);
    const total = (await call.cartTotal('demo-ar', cart)).total;
    assert.equal(quote.totals.total, total);
    assert.ok(squash(pages[1]!).includes(squash(formatMoney(total, { decimals: 2 }))), pages[1]);
    assert.ok(squash(pages[1]!).includes(squash(formatMoney(quote.totals.taxes, { decimals: 2 }))));
    assert.match(pages[0]!, /Página 1 de 2/);
    assert.match(pages[1]!, /Página 2 de 2/);
    assert.match(pages[1]!, /pesos argentinos/);
  });

  it("draws a customised line's preview from the builder, the catalogue's picture otherwise", async () => {
    const tenant = (await t.app.tenants.getByName('demo-ar'))!;
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#c62828' },
    })
      .png()
      .toBuffer();
    const [first, second] = await cartOf(t, 'demo-ar', 2);
    const [stored] = await t.app.cartFiles.store(
      tenant,
      'user:1',
      '127.0.0.1',
      first!.shoppingCartUUID,
      'image',
      [png],
    );
    const withPreview = { ...first!, value: { ...first!.value, customizationRender: stored!.url } };
    const images = async (items: unknown[]) => {
      const quote = (await call.post('demo-ar', 'GenerateQuote', { items }, arToken)).json().result;
      const pdf = (await pdfOf('demo-ar', quote.id, arToken)).toString('latin1');
      return pdf.match(/\/Subtype \/Image/g)?.length ?? 0;
    };
    assert.equal(await images([first, second]), 0, 'catalogue pictures are vector drawings');
    assert.equal(await images([withPreview, second]), 1);
  });

  it("draws a product's photo uploaded in the back office (a WebP, drawn again as a JPEG)", async () => {
    const [item] = await cartOf(t, 'demo-ar', 1);
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 4, background: '#1565c0' },
    })
      .webp()
      .toBuffer();
    const image = await productPhotoFirst(t, 'demo-ar', item!.generic.id, photo);
    const quote = (await call.post('demo-ar', 'GenerateQuote', { items: [item] }, arToken)).json()
      .result;
    assert.equal(quote.lines[0].image, image);
    const pdf = (await pdfOf('demo-ar', quote.id, arToken)).toString('latin1');
    assert.equal(pdf.match(/\/Subtype \/Image/g)?.length, 1);
    assert.match(pdf, /\/Filter \/DCTDecode/, 'the photo is drawn as a JPEG');
  });

  it('marks a customised line without its design, on the quote and in its PDF', async () => {
    const tenant = (await t.app.tenants.getByName('demo-ar'))!;
    const cart = await cartOf(t, 'demo-ar', 2);
    const { items } = await t.app.catalog.list(tenant, { pageSize: 60 });
    const engraved: CartItem[] = [];
    for (const summary of items) {
      if (engraved.length === 2) break;
      if (cart.some((item) => item.generic.id === summary.id)) continue;
      const product = await t.app.catalog.detail(tenant, summary.slug);
      const laser = product.techniques.find((technique) => technique.code === 'laser');
      if (!laser || product.kind !== 'simple' || !product.variants.some((v) => v.stock >= 30))
        continue;
      const item = simpleItem(product, variantWithStock(product, 30), 30, {
        technique: { id: laser.id, name: laser.name },
      });
      // What the cart keeps for 'Agregar al carrito' with a technique (and older carts: null).
      item.value.customization = engraved.length ? null : pendingDesign(product.slug, laser.id);
      engraved.push(item);
    }
    assert.equal(engraved.length, 2);
    const quote = (
      await call.post('demo-ar', 'GenerateQuote', { items: [...cart, ...engraved] }, arToken)
    ).json().result;
    assert.deepEqual(
      quote.lines.map((line: { designMissing: boolean }) => line.designMissing),
      [false, false, true, true],
    );
    const all = squash((await pdfText(await pdfOf('demo-ar', quote.id, arToken))).join(' '));
    // Each such row, and a note on what it means.
    assert.equal(all.split(squash('Falta el diseño')).length - 1, 3, all);
    assert.ok(all.includes(squash('cotizada sin diseño')));
    const designed = (await call.post('demo-ar', 'GenerateQuote', { items: cart }, arToken)).json()
      .result;
    const clean = squash((await pdfText(await pdfOf('demo-ar', designed.id, arToken))).join(' '));
    assert.ok(!clean.includes(squash('Falta el diseño')), clean);
  });

  it('prints Chilean quotes in whole pesos', async () => {
    const token = (await loginAs(t, 'demo-cl')).accessToken;
    const cart = await cartOf(t, 'demo-cl', 2);
    const quote = (await call.post('demo-cl', 'GenerateQuote', { items: cart }, token)).json()
      .result;
    const [page] = await pdfText(await pdfOf('demo-cl', quote.id, token));
    assert.equal(quote.totals.total, (await call.cartTotal('demo-cl', cart)).total);
    assert.ok(
      squash(page!).includes(squash(formatMoney(quote.totals.total, { decimals: 0 }))),
      page,
    );
    assert.match(page!, /IVA \(19 %\)/);
    // Issue 30: the quote's IVA is 19 % of its net, rounded once to whole pesos (the old engine
    // printed 'IVA (19 %) $65.700' for a net of $345.800, a rounded unit IVA times 30 units).
    const iva = Math.round((quote.totals.subTotal * 19) / 100);
    assert.equal(quote.totals.taxes, iva);
    assert.equal(quote.totals.total, quote.totals.subTotal + iva);
    assert.ok(
      squash(page!).includes(squash(`IVA (19 %)${formatMoney(iva, { decimals: 0 })}`)),
      page,
    );
  });

  it('gives a guest the document without saving it', async () => {
    const guest = (
      await t.app.inject({
        method: 'GET',
        url: '/api/TokenAuth/GetAccess',
        headers: apiHeaders('demo-ar'),
      })
    ).json().result.accessToken;
    const before = await t.db.selectFrom('quotes').select('id').execute();
    const cart = await cartOf(t, 'demo-ar', 2);
    const res = await call.post(
      'demo-ar',
      'CreateUnsavedQuote',
      { items: cart, buyer: { fullName: 'José Muñoz', company: 'Imprenta Peñalolén' } },
      guest,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/pdf');
    const [page] = await pdfText(res.rawPayload);
    assert.match(page!, /Cotización sin guardar/);
    assert.ok(squash(page!).includes('JoséMuñoz'));
    const total = (await call.cartTotal('demo-ar', cart)).total;
    assert.ok(squash(page!).includes(squash(formatMoney(total, { decimals: 2 }))));
    assert.deepEqual(await t.db.selectFrom('quotes').select('id').execute(), before);
    const empty = await call.post('demo-ar', 'CreateUnsavedQuote', { items: [] }, guest);
    assert.equal(empty.statusCode, 422);
  });

  it('e-mails the quote to the buyer and the addresses given, with the PDF attached', async () => {
    const quote = (
      await call.post('demo-ar', 'GenerateQuote', { items: await cartOf(t, 'demo-ar', 2) }, arToken)
    ).json().result;
    const own = buyerOf('demo-ar').email;
    const res = await call.post(
      'demo-ar',
      'SendEmailQuote',
      {
        id: quote.id,
        emails: [' Compras@Cliente.com.ar ', own.toUpperCase(), 'jefa@cliente.com.ar'],
      },
      arToken,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().result.sentTo, [
      own,
      'compras@cliente.com.ar',
      'jefa@cliente.com.ar',
    ]);
    for (const address of res.json().result.sentTo) {
      const [mail] = await inboxOf(t, address);
      assert.ok(mail, address);
      assert.equal(mail.subject, `Cotización N° ${quote.number} de Promo Sur`);
      assert.match(mail.text, /Begoña Núñez/);
      assert.match(mail.text, new RegExp(`/demo-ar/orders/quote/detail\\?id=${quote.id}`));
      assert.deepEqual(
        mail.attachments.map((a) => [a.filename, a.contentType]),
        [[`cotizacion-${quote.number}.pdf`, 'application/pdf']],
      );
    }
    const [page] = await pdfText(await attachedPdf(t, 'jefa@cliente.com.ar'));
    assert.match(page!, new RegExp(`Cotización N° ${quote.number}`));
  });

  it('refuses bad addresses or too many, in Spanish, and sends nothing', async () => {
    const quote = (
      await call.post('demo-ar', 'GenerateQuote', { items: await cartOf(t, 'demo-ar', 1) }, arToken)
    ).json().result;
    const bad = await call.post(
      'demo-ar',
      'SendEmailQuote',
      { id: quote.id, emails: ['ok@cliente.com.ar', 'no-es-un-mail'] },
      arToken,
    );
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error.message, '«no-es-un-mail» no es una dirección de e-mail válida.');
    // The one e-mail rule (the checkout's and the account forms'): a one-letter ending is refused.
    const short = await call.post(
      'demo-ar',
      'SendEmailQuote',
      { id: quote.id, emails: ['ana@correo.c'] },
      arToken,
    );
    assert.equal(
      short.json().error.message,
      '«ana@correo.c» no es una dirección de e-mail válida.',
    );
    const many = Array.from({ length: 6 }, (_, i) => `persona${i}@cliente.com.ar`);
    const tooMany = await call.post(
      'demo-ar',
      'SendEmailQuote',
      { id: quote.id, emails: many },
      arToken,
    );
    assert.equal(tooMany.statusCode, 400);
    assert.match(
      tooMany.json().error.message,
      /Podés enviar la cotización a 5 direcciones como máximo/,
    );
    assert.deepEqual(await inboxOf(t, 'ok@cliente.com.ar'), []);
    assert.deepEqual(await inboxOf(t, 'persona0@cliente.com.ar'), []);
  });

  it('limits quote mail per buyer and per store, whatever address the requests come from', async () => {
    const send = (tenant: string, token: string, id: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: `${ORDERS}/SendEmailQuote`,
        headers: apiHeaders(tenant, token),
        payload: { id, emails: [] },
        remoteAddress: address,
      });
    const buyer = (await newBuyer(t, 'demo-ar', 'relevo@example.com')).accessToken;
    const quote = (
      await call.post('demo-ar', 'GenerateQuote', { items: await cartOf(t, 'demo-ar', 1) }, buyer)
    ).json().result;
    for (let i = 0; i < QUOTE_MAIL_LIMITS.perBuyer.max; i += 1)
      assert.equal((await send('demo-ar', buyer, quote.id, `198.51.100.${i}`)).statusCode, 200);
    const refused = await send('demo-ar', buyer, quote.id, '198.51.100.200');
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().error.message, /^Enviaste muchas cotizaciones por e-mail/);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await inboxOf(t, 'relevo@example.com')).length, QUOTE_MAIL_LIMITS.perBuyer.max);

    // Many accounts of one store stop together at the store's limit (every send is counted before
    // the quote is looked up: these name quotes that do not exist).
    const perBuyer = QUOTE_MAIL_LIMITS.perBuyer.max;
    for (let b = 0; b * perBuyer < QUOTE_MAIL_LIMITS.perStore.max; b += 1) {
      const token = (await newBuyer(t, 'demo-cl', `cuenta${b}@example.cl`)).accessToken;
      for (let i = 0; i < perBuyer; i += 1)
        assert.equal(
          (await send('demo-cl', token, randomUUID(), `203.0.113.${b}`)).statusCode,
          404,
        );
    }
    const another = (await newBuyer(t, 'demo-cl', 'otra@example.cl')).accessToken;
    const storeRefused = await send('demo-cl', another, randomUUID(), '203.0.113.250');
    assert.equal(storeRefused.statusCode, 429);
    assert.match(
      storeRefused.json().error.message,
      /^La tienda envió muchas cotizaciones por correo/,
    );
    // The Argentine store is not held back by the Chilean one: a colleague of the refused buyer
    // can still send (the refused buyer cannot, from any address).
    const arColleague = (await newBuyer(t, 'demo-ar', 'colega@example.com')).accessToken;
    assert.equal(
      (await send('demo-ar', arColleague, randomUUID(), '198.51.100.202')).statusCode,
      404,
    );
    assert.equal((await send('demo-ar', buyer, randomUUID(), '198.51.100.201')).statusCode, 429);
  });
});
