import assert from 'node:assert/strict';
import type { TestApp } from '../../test/test-app.js';

/**
 * The buyer on the sandbox's hosted page, as a browser does: opens the checkout's address (with
 * its one-time token), then posts the page's form with the chosen button.
 */
export async function decideOnSandboxPage(
  t: TestApp,
  redirectUrl: string,
  decision: 'approved' | 'rejected' | 'pending',
) {
  const address = new URL(redirectUrl);
  const page = await t.app.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
  assert.equal(page.statusCode, 200, page.body);
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  assert.ok(token, 'the page carries its token');
  return t.app.inject({
    method: 'POST',
    url: address.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision, token }).toString(),
  });
}
