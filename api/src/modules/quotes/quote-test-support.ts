import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { loggedIn } from '../../test/auth-support.js';
import { apiHeaders, type TestApp } from '../../test/test-app.js';
import { DEMO_BUYERS } from '../auth/index.js';
import { mailSinkDir } from '../mail/index.js';
import type { CartItem } from '../pricing/index.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';

/** Helpers of the quotes module's API tests (tests only). */

export const ORDERS = '/api/services/app/Orders';

export const buyerOf = (tenant: 'demo-ar' | 'demo-cl') => {
  const buyer = DEMO_BUYERS.find((b) => b.tenant === tenant);
  assert.ok(buyer);
  return buyer;
};

export const loginAs = async (t: TestApp, tenant: 'demo-ar' | 'demo-cl') => {
  const buyer = buyerOf(tenant);
  return loggedIn(t, tenant, buyer.email, buyer.password);
};

export function quoteCalls(t: TestApp) {
  return {
    post: (
      tenant: string,
      name: string,
      payload: object,
      token?: string,
      headers: Record<string, string> = {},
    ) =>
      t.app.inject({
        method: 'POST',
        url: `${ORDERS}/${name}`,
        headers: { ...apiHeaders(tenant, token), ...headers },
        payload,
      }),
    get: (tenant: string, url: string, token?: string) =>
      t.app.inject({ method: 'GET', url: `${ORDERS}/${url}`, headers: apiHeaders(tenant, token) }),
    /** The pricing call the cart uses: what the quote's totals must equal. */
    cartTotal: async (tenant: string, items: CartItem[]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/services/app/ShoppingCarts/GetShoppingCartProductPrice',
        headers: apiHeaders(tenant),
        payload: { items },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result.at(-1).value as { total: number; taxes: number; subTotal: number };
    },
  };
}

/** `count` one-product lines from the tenant's catalogue, the first one customised. */
export async function cartOf(t: TestApp, tenantName: string, count: number): Promise<CartItem[]> {
  const tenant = (await t.app.tenants.getByName(tenantName)) as Tenant;
  const { items } = await t.app.catalog.list(tenant, { pageSize: 60 });
  const lines: CartItem[] = [];
  for (const summary of items) {
    if (lines.length === count) break;
    const product = await t.app.catalog.detail(tenant, summary.slug);
    const variant = product.variants.find((v) => v.stock >= 30);
    if (!variant || product.kind !== 'simple') continue;
    const technique = lines.length === 0 ? product.techniques[0] : undefined;
    lines.push(
      simpleItem(product, variantWithStock(product, 30), 30, {
        ...(technique ? { technique: { id: technique.id, name: technique.name } } : {}),
      }),
    );
  }
  assert.equal(lines.length, count, `the demo catalogue has ${count} simple products in stock`);
  return lines;
}

/** The PDF attached to the newest mail to `to` in the SMTP sink, as the buyer receives it. */
export async function attachedPdf(t: TestApp, to: string): Promise<Buffer> {
  const dir = mailSinkDir(t.config.dataDir);
  const names = (await readdir(dir))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const name of names) {
    const mail = await simpleParser(await readFile(join(dir, name)));
    const addresses = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
    if (!addresses.includes(to)) continue;
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    assert.ok(pdf, `the mail to ${to} has a PDF attached`);
    return pdf.content;
  }
  throw new Error(`no mail to ${to}`);
}
