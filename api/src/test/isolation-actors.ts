import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { multipart } from '../modules/cart/test-uploads.js';
import { threeInkLogo } from '../modules/designs/test-pictures.js';
import { tandilAddress } from '../modules/buyer-addresses/test-addresses.js';
import { arOrder, newBuyer } from '../modules/orders/test-orders.js';
import { decideSandboxPayment } from '../modules/payments/index.js';
import { cartOf } from '../modules/quotes/quote-test-support.js';
import { apiHeaders, type TestApp } from './test-app.js';

/** Who calls in the isolation matrix; every one but `A1` is a stranger to A1's records. */
export interface Actor {
  name: string;
  /** The X-Tenant the actor sends. */
  tenant: string;
  token?: string;
  /**
   * 'invalid': forged or expired; 'elsewhere': valid but of another store than `tenant` (refused
   * where a store is named; routes of no store have nothing it could reach).
   */
  level: 'none' | 'invalid' | 'elsewhere' | 'guest' | 'user' | 'staff';
}

/** A1's records, made through the API as a buyer would, by kind of id. */
/** The JSON body A1 sent to each operation (`POST /api/...`): a valid frame for the strangers. */
export type Templates = Map<string, unknown>;

export interface OwnedIds {
  profile: { userId: number; email: string; name: string };
  favourite: number;
  cart: string;
  cartFile: string;
  logo: string;
  design: string;
  quote: string;
  order: number;
  payment: { preference: string; paymentId: string };
  /** A saved address and the street only it has (issue 30, item 10). */
  address: { id: number; street: string };
  /** The CAE of A1's order's invoice: no stranger's answer may carry it. */
  invoiceCae: string;
}

const APP = '/api/services/app';
let address = 0;
/** A client address per request, so per-address rate limits never answer for the rule tested. */
export const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function call(
  t: TestApp,
  templates: Templates,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  extra: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method,
    url: `${APP}/${url}`,
    headers: { ...apiHeaders('demo-ar', token), ...extra },
    ...(payload ? { payload } : {}),
    remoteAddress: nextAddress(),
  });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  if (payload && !extra['content-type']) templates.set(`${method} ${APP}/${url}`, payload);
  return res.json().result;
}

async function upload(
  t: TestApp,
  templates: Templates,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  fields = {},
) {
  const body = multipart(fields, [['logo.png', 'image/png', await threeInkLogo(200)]]);
  return call(t, templates, token, method, url, body.payload as unknown as object, {
    'content-type': body.contentType,
  });
}

/** A1 (demo-ar) with one record of every kind: profile, favourite, cart, files, quote, order, payment. */
export async function seedOwner(
  t: TestApp,
): Promise<{ token: string; ids: OwnedIds; templates: Templates }> {
  const templates: Templates = new Map();
  const email = `zorzal-${randomUUID().slice(0, 8)}@aislamiento.com.ar`;
  const { accessToken: token, userId } = await newBuyer(t, 'demo-ar', email);
  const name = `Zorzal Aislado ${randomUUID().slice(0, 8)}`;
  await call(t, templates, token, 'PUT', 'Account/UpdateProfile', { name, email });

  const items = await cartOf(t, 'demo-ar', 1);
  const [item] = items;
  assert.ok(item);
  const favourite = item.generic.id;
  await call(t, templates, token, 'POST', 'Catalog/UpdateFavoriteProduct', {
    productId: favourite,
    isFavorite: true,
  });
  const { version } = await call(
    t,
    templates,
    token,
    'GET',
    'ShoppingCarts/GetShoppingCartsClient',
  );
  await call(t, templates, token, 'POST', 'ShoppingCarts/CreateOrEditShoppingCart', {
    items,
    version,
  });
  const [cartFile] = await upload(
    t,
    templates,
    token,
    'PUT',
    'ShoppingCarts/PutFilesShoppingCartItem',
    {
      shoppingCartUUID: item.shoppingCartUUID,
    },
  );
  const [logo] = await upload(t, templates, token, 'POST', 'OrderLogos/UploadLogos');
  const design = await upload(t, templates, token, 'POST', 'Designs/UploadDesign');
  const quote = await call(t, templates, token, 'POST', 'Orders/GenerateQuote', { items });
  const street = `Pasaje Zorzal ${randomUUID().slice(0, 8)}`;
  const address = await call(
    t,
    templates,
    token,
    'POST',
    'BuyerAddresses/Create',
    await tandilAddress(t, { street }),
  );
  // A1's own edit of it: the strangers' frame for the update.
  templates.set('PUT /api/services/app/BuyerAddresses/Update', {
    addressId: address.id,
    ...(await tandilAddress(t, { street })),
  });

  const tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
    (l) => l.name === 'Tandil',
  )!.id;
  const once = () => ({ 'idempotency-key': randomUUID() });
  const order = await call(
    t,
    templates,
    token,
    'POST',
    'Orders/CompleteOrder',
    arOrder(items, tandil),
    once(),
  );
  const { redirectUrl } = await call(
    t,
    templates,
    token,
    'POST',
    'Orders/UpdateOrderPayment',
    { orderId: order.id, method: 'MP' },
    once(),
  );
  const preference = new URL(redirectUrl).pathname.split('/').at(-1)!;
  const payment = await decideSandboxPayment(t.db, preference, 'pending');
  assert.ok(payment?.payment_id);
  // Staff record the payment: the order's electronic invoice is issued (GetOrderInvoices,
  // GetInvoicePdf have one of A1's to refuse to strangers).
  const tenant = (await t.app.tenants.getByName('demo-ar'))!;
  await t.app.orders.changeStatus(tenant, order.id, 'paid', null);
  await t.app.invoices.issueDue();
  await t.app.invoices.idle();
  const [invoice] = await t.app.invoices.forOrder(tenant, order.id);
  assert.equal(invoice?.status, 'issued', JSON.stringify(invoice));

  return {
    token,
    templates,
    ids: {
      profile: { userId, email, name },
      favourite,
      cart: item.shoppingCartUUID,
      cartFile: String(cartFile.url).split('/').at(-1)!,
      logo: logo.name,
      design: design.name,
      quote: quote.id,
      order: order.id,
      payment: { preference, paymentId: payment.payment_id },
      address: { id: address.id, street },
      invoiceCae: invoice.cae!,
    },
  };
}

/** Every caller that is not A1: no token, forged and expired tokens, a guest, A2, and B of demo-cl. */
export async function strangers(t: TestApp, ownerToken: string): Promise<Actor[]> {
  const claims = decodeJwt(ownerToken);
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const [header, payload] = ownerToken.split('.');
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(t.config.jwtSecret));
  const otherKey = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode('not-the-store-secret-but-32-chars-long!'));
  const guest = await t.app.inject({
    method: 'GET',
    url: '/api/TokenAuth/GetAccess',
    headers: apiHeaders('demo-ar'),
    remoteAddress: nextAddress(),
  });
  const a2 = await newBuyer(t, 'demo-ar', `a2-${randomUUID().slice(0, 8)}@empresa.com.ar`);
  const b = await newBuyer(t, 'demo-cl', `b-${randomUUID().slice(0, 8)}@empresa.cl`);
  const staffB = await staffTokenOf(t, 'demo-cl', 'owner');
  return [
    { name: 'sin token', tenant: 'demo-ar', level: 'none' },
    {
      name: 'firma alterada',
      tenant: 'demo-ar',
      token: `${header}.${payload}.${ownerToken.split('.')[2]!.slice(0, -4)}AAAA`,
      level: 'invalid',
    },
    { name: 'otra clave', tenant: 'demo-ar', token: otherKey, level: 'invalid' },
    {
      name: 'alg none',
      tenant: 'demo-ar',
      token: `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      level: 'invalid',
    },
    { name: 'vencido', tenant: 'demo-ar', token: expired, level: 'invalid' },
    {
      name: 'invitado A',
      tenant: 'demo-ar',
      token: guest.json().result.accessToken as string,
      level: 'guest',
    },
    { name: 'cliente A2', tenant: 'demo-ar', token: a2.accessToken, level: 'user' },
    { name: 'cliente B', tenant: 'demo-cl', token: b.accessToken, level: 'user' },
    { name: 'token de B en A', tenant: 'demo-ar', token: b.accessToken, level: 'elsewhere' },
    // The staff of another store (its owner: every right there) and its token sent to A.
    { name: 'dueño de B', tenant: 'demo-cl', token: staffB, level: 'staff' },
    { name: 'dueño de B en A', tenant: 'demo-ar', token: staffB, level: 'elsewhere' },
  ];
}

/** A staff member's access token, as the staff login signs it (no TOTP step in the suites). */
export async function staffTokenOf(t: TestApp, tenant: string, role: string): Promise<string> {
  const { id } = await t.db
    .selectFrom('staff_members')
    .innerJoin('tenants', 'tenants.id', 'staff_members.tenant_id')
    .select('staff_members.id')
    .where('tenants.name', '=', tenant)
    .where('staff_members.role', '=', role)
    .where('staff_members.status', '=', 'active')
    .executeTakeFirstOrThrow();
  return t.app.staffTokens.sign(tenant, Number(id), 'staff-access');
}
