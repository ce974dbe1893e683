import assert from 'node:assert/strict';
import type { InboxMessage } from '../modules/mail/index.js';
import { apiHeaders, type TestApp } from './test-app.js';

/** Helpers of the auth module's API tests: logging in, reading the mail a buyer got. */

let lastOctet = 0;
/** A new client address per call site, so the per-address rate limits of one test do not spill. */
export const freshIp = () => `198.51.100.${(lastOctet = (lastOctet % 250) + 1)}`;

export const APP = '/api/services/app';

export async function post(
  t: TestApp,
  tenant: string,
  path: string,
  body: unknown,
  options: { token?: string; ip?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: path.startsWith('/api/') ? path : `${APP}/${path}`,
    headers: apiHeaders(tenant, options.token),
    payload: body as object,
    remoteAddress: options.ip ?? freshIp(),
  });
}

export async function login(
  t: TestApp,
  tenant: string,
  email: string,
  password: string,
  ip?: string,
) {
  return post(
    t,
    tenant,
    'TokenAuth/Authenticate',
    { email, password, isEcommerceClient: true },
    { ...(ip ? { ip } : {}) },
  );
}

/** Logs in and answers the result, failing the test when the login does not succeed. */
export async function loggedIn(t: TestApp, tenant: string, email: string, password: string) {
  const res = await login(t, tenant, email, password);
  assert.equal(res.statusCode, 200, res.body);
  const result = res.json().result;
  assert.equal(result.canLogin, true);
  return result as { accessToken: string; refreshToken: string; userId: number; email: string };
}

/** The mail a buyer received, once the work after the answer and the outbox round are done. */
export async function inboxOf(t: TestApp, email: string): Promise<InboxMessage[]> {
  await t.app.accounts.settled();
  await t.app.mail.deliverDue();
  const res = await t.app.inject({
    method: 'GET',
    url: `/dev/inbox.json?to=${encodeURIComponent(email)}`,
  });
  assert.equal(res.statusCode, 200);
  return res.json().messages as InboxMessage[];
}

/** The store link of a given page in a mail's text, parsed. */
export function linkIn(message: InboxMessage, path: string): URL {
  const match = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?\\S+`).exec(message.text);
  assert.ok(match, `no ${path} link in: ${message.text}`);
  return new URL(match[0]);
}

export const get = (t: TestApp, tenant: string, url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: apiHeaders(tenant, token),
    remoteAddress: freshIp(),
  });

/** A guest's access token of a store, as the shell gets one for a new visitor. */
export async function guestToken(t: TestApp, tenant: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/TokenAuth/GetAccess',
    headers: apiHeaders(tenant),
    remoteAddress: freshIp(),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result.accessToken as string;
}
