import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { nowIso } from '../../db/database.js';
import { freshIp } from '../../test/auth-support.js';
import { apiHeaders, type TestApp } from '../../test/test-app.js';
import { multipart } from '../cart/test-uploads.js';
import { arOrder, newBuyer } from '../orders/test-orders.js';
import { cartOf } from '../quotes/quote-test-support.js';
import { DEMO_STAFF } from './staff.seed.js';
import type { StaffRole } from './staff-roles.js';

/** Helpers of the staff module's tests: staff calls, logins with TOTP, a buyer's transfer order. */

export const demo = (tenant: string, role: 'owner' | 'sales') =>
  DEMO_STAFF[tenant]!.find((m) => m.role === role)!;

export async function staffCall(
  t: TestApp,
  tenant: string,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: apiHeaders(tenant, token),
    remoteAddress: freshIp(),
    ...(payload ? { payload } : {}),
  });
}

/** The id of the first product the staff's catalogue search finds for `search` in demo-ar. */
export async function staffProductId(t: TestApp, token: string, search: string) {
  const url = `/api/admin/catalog/products?search=${encodeURIComponent(search)}`;
  const list = await staffCall(t, 'demo-ar', token, 'GET', url);
  return Number(list.json().result.items[0].id);
}

/** A demo-ar product as the storefront's page gets it (`GetProductDetail`): the `result`. */
export async function storefrontDetail(t: TestApp, slug: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/services/app/Catalog/GetProductDetail?slug=${slug}`,
    headers: apiHeaders('demo-ar'),
  });
  return res.json().result;
}

/**
 * Uploads `photo` to a demo product's pictures as its owner and moves it first, so it becomes
 * the product's picture (what lists, lines and PDFs show); answers its address.
 */
export async function productPhotoFirst(
  t: TestApp,
  tenant: string,
  productId: number,
  photo: Buffer,
): Promise<string> {
  const owner = await staffToken(t, tenant, 'owner');
  const url = `/api/admin/catalog/products/${productId}/pictures`;
  const { version } = (await staffCall(t, tenant, owner, 'GET', url)).json().result;
  const body = multipart({}, [['foto.webp', 'image/webp', photo]]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `${url}?version=${version}`,
    headers: { ...apiHeaders(tenant, owner), 'content-type': body.contentType },
    remoteAddress: freshIp(),
    payload: body.payload,
  });
  assert.equal(uploaded.statusCode, 200, uploaded.body);
  const { pictures, version: next } = uploaded.json().result;
  const added = pictures.at(-1) as { id: string; image: string };
  const order = [added.id, ...pictures.slice(0, -1).map((p: { id: string }) => p.id)];
  const reordered = await staffCall(t, tenant, owner, 'PUT', `${url}/order`, {
    version: next,
    order,
  });
  assert.equal(reordered.statusCode, 200, reordered.body);
  return added.image;
}

/** A code for the next time step the member has not used (a code works once). */
export async function totpCode(secret: string, step?: number): Promise<string> {
  return generate({ secret, ...(step !== undefined ? { epoch: step * 30 } : {}) });
}

/** Logs a demo member in, with the owner's TOTP step; answers the access token. */
export async function staffToken(t: TestApp, tenant: string, role: 'owner' | 'sales') {
  const member = demo(tenant, role);
  const res = await staffCall(t, tenant, undefined, 'POST', '/api/admin/auth/login', {
    email: member.email,
    password: member.password,
  });
  assert.equal(res.statusCode, 200, res.body);
  const answer = res.json().result;
  if (answer.step === 'done') return answer.accessToken as string;
  // One login per test file and time step: later ones mint the token as the login would.
  const row = await t.db
    .selectFrom('staff_members')
    .select(['id', 'totp_last_step'])
    .where('email', '=', member.email)
    .executeTakeFirstOrThrow();
  if (row.totp_last_step !== null)
    return t.app.staffTokens.sign(tenant, Number(row.id), 'staff-access');
  const second = await staffCall(t, tenant, undefined, 'POST', '/api/admin/auth/second-factor', {
    challenge: answer.challenge,
    code: await totpCode(member.totpSecret!),
  });
  assert.equal(second.statusCode, 200, second.body);
  return second.json().result.accessToken as string;
}

/** A new active member of `tenant` with `role`, signed in as the login would sign them. */
export async function staffMemberToken(
  t: TestApp,
  tenant: string,
  role: StaffRole,
  email = `${role}-${randomUUID().slice(0, 8)}@equipo.test`,
) {
  const now = nowIso();
  const { id } = await t.db
    .insertInto('staff_members')
    .values({
      tenant_id: (await t.app.tenants.getByName(tenant))!.id,
      email,
      name: role,
      role,
      status: 'active',
      password_hash: null,
      totp_secret: null,
      totp_enabled: 0,
      totp_last_step: null,
      recovery_codes_json: '[]',
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return t.app.staffTokens.sign(tenant, Number(id), 'staff-access');
}

/** A buyer of demo-ar with an order paid by transfer (pending): its id, total and token. */
export async function transferOrder(t: TestApp) {
  const buyer = await newBuyer(t, 'demo-ar', `bo-${randomUUID().slice(0, 8)}@empresa.com.ar`);
  const items = await cartOf(t, 'demo-ar', 1);
  const tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
    (l) => l.name === 'Tandil',
  )!.id;
  const once = () => ({
    ...apiHeaders('demo-ar', buyer.accessToken),
    'idempotency-key': randomUUID(),
  });
  const APP = '/api/services/app/Orders';
  const order = await t.app.inject({
    method: 'POST',
    url: `${APP}/CompleteOrder`,
    headers: once(),
    payload: arOrder(items, tandil, {
      shoppingCart: { shoppingCartProductsFK: items, shoppingCartMode: 'direct' },
    }),
  });
  assert.equal(order.statusCode, 200, order.body);
  const { id, total } = order.json().result as { id: number; total: number };
  const pay = await t.app.inject({
    method: 'POST',
    url: `${APP}/UpdateOrderPayment`,
    headers: once(),
    payload: { orderId: id, method: 'TRF' },
  });
  assert.equal(pay.statusCode, 200, pay.body);
  return { id, total, buyerToken: buyer.accessToken as string };
}
