import assert from 'node:assert/strict';
import { decideOnSandboxPage } from '../payments/test-sandbox.js';
import { randomUUID } from 'node:crypto';
import { loggedIn } from '../../test/auth-support.js';
import { apiHeaders, type TestApp } from '../../test/test-app.js';
import { arOrder, clOrder } from '../orders/test-orders.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';

/** Invoice test helpers: a buyer's order of either demo store, paid by card in the sandbox. */

const APP = '/api/services/app';

export interface Buyer {
  tenant: 'demo-ar' | 'demo-cl';
  token: string;
}

export async function demoBuyer(t: TestApp, tenant: 'demo-ar' | 'demo-cl'): Promise<Buyer> {
  const [email, password] =
    tenant === 'demo-ar'
      ? ['comprador@promosur.com.ar', 'PromoSur-2026']
      : ['compras@andesmerch.cl', 'AndesMerch-2026'];
  return { tenant, token: (await loggedIn(t, tenant, email, password)).accessToken };
}

/** A two-mug order of the buyer's store, with the billing data given (else a business's). */
export async function placeOrder(
  t: TestApp,
  buyer: Buyer,
  billing: Record<string, unknown> = {},
): Promise<{ id: number; total: number; number: string }> {
  const tenant = (await t.app.tenants.getByName(buyer.tenant))!;
  const { slug } = await t.db
    .selectFrom('catalog_products')
    .select('slug')
    .where('tenant_id', '=', tenant.id)
    .where('kind', '=', 'simple')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const product = await t.app.catalog.detail(tenant, slug);
  const items = [simpleItem(product, variantWithStock(product, 2), 2)];
  let payload: Record<string, unknown>;
  if (buyer.tenant === 'demo-ar') {
    const tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    const base = arOrder(items, tandil);
    payload = { ...base, orderInvoiceFK: { ...base.orderInvoiceFK, ...billing } };
  } else payload = clOrder(items, billing);
  const res = await t.app.inject({
    method: 'POST',
    url: `${APP}/Orders/CompleteOrder`,
    headers: { ...apiHeaders(buyer.tenant, buyer.token), 'idempotency-key': randomUUID() },
    payload,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
}

/** Whatever is due now, issued (the background round does the same every 5 s). */
export async function settleInvoices(t: TestApp): Promise<void> {
  await t.app.invoices.issueDue();
  await t.app.invoices.idle();
}

/** The buyer pays by card and approves on the sandbox's hosted page (webhook and return). */
export async function payByCard(t: TestApp, buyer: Buyer, orderId: number): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${APP}/Orders/UpdateOrderPayment`,
    headers: { ...apiHeaders(buyer.tenant, buyer.token), 'idempotency-key': randomUUID() },
    payload: { orderId, method: 'MP' },
  });
  assert.equal(res.statusCode, 200, res.body);
  const decided = await decideOnSandboxPage(t, res.json().result.redirectUrl, 'approved');
  assert.equal(decided.statusCode, 303, decided.body);
}

/** The buyer's view of their order's documents (Orders/GetOrderInvoices). */
export async function buyerInvoices(t: TestApp, buyer: Buyer, orderId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${APP}/Orders/GetOrderInvoices?Id=${orderId}`,
    headers: apiHeaders(buyer.tenant, buyer.token),
  });
  return res;
}

export async function buyerPdf(t: TestApp, buyer: Buyer, orderId: number, kind = 'invoice') {
  return t.app.inject({
    method: 'GET',
    url: `${APP}/Orders/GetInvoicePdf?Id=${orderId}&Kind=${kind}`,
    headers: apiHeaders(buyer.tenant, buyer.token),
  });
}
