import { randomUUID } from 'node:crypto';
import type { ProductDetail } from '../modules/catalog/index.js';
import { arOrder } from '../modules/orders/test-orders.js';
import { simpleItem } from '../modules/pricing/test-carts.js';

/**
 * One buyer's journey over HTTP, as the store's pages call the API: browse a category, open a
 * product, price the cart, save it, ask for a quote, order. Every call is timed; any answer
 * other than 200 is an error. Shared by the several-instances test and `npm run load`.
 */
const APP = '/api/services/app';

export interface Buyer {
  email: string;
  password: string;
  /** A client address of its own (sent as X-Forwarded-For), as real buyers have. */
  ip: string;
  token?: string;
}

export interface JourneyResult {
  orderId: number;
  quoteId: string;
  cartVersion: number;
}

export type Timings = number[];

export class JourneyError extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
    body: string,
  ) {
    super(`${step}: HTTP ${status} ${body.slice(0, 300)}`);
  }
}

export function createClient(baseUrl: string, timings: Timings) {
  return async function call<T>(
    step: string,
    buyer: Buyer,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<T> {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'x-tenant': 'demo-ar',
        'x-forwarded-for': buyer.ip,
        ...(buyer.token ? { authorization: `Bearer ${buyer.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    timings.push(performance.now() - started);
    if (res.status !== 200) throw new JourneyError(step, res.status, text);
    return (JSON.parse(text) as { result: T }).result;
  };
}

type Call = ReturnType<typeof createClient>;

export async function logIn(call: Call, buyer: Buyer): Promise<void> {
  const answer = await call<{ accessToken: string }>(
    'login',
    buyer,
    'POST',
    `${APP}/TokenAuth/Authenticate`,
    { email: buyer.email, password: buyer.password, isEcommerceClient: true },
  );
  buyer.token = answer.accessToken;
}

export async function buyerJourney(
  call: Call,
  buyer: Buyer,
  place: { slug: string; tandil: string },
): Promise<JourneyResult> {
  await call('browse', buyer, 'GET', `${APP}/Catalog/GetProductsList`);
  const product = await call<ProductDetail>(
    'product',
    buyer,
    'GET',
    `${APP}/Catalog/GetProductDetail?slug=${place.slug}`,
  );
  const variant = product.variants.find((v) => v.stock >= 10) ?? product.variants[0]!;
  const item = simpleItem(product, variant, 1 + Math.floor(Math.random() * 5));
  await call('price', buyer, 'POST', `${APP}/ShoppingCarts/GetShoppingCartProductPrice`, {
    items: [item],
  });
  const cart = await call<{ version: number }>(
    'read cart',
    buyer,
    'GET',
    `${APP}/ShoppingCarts/GetShoppingCartsClient`,
  );
  const saved = await call<{ version: number }>(
    'save cart',
    buyer,
    'POST',
    `${APP}/ShoppingCarts/CreateOrEditShoppingCart`,
    { items: [item], version: cart.version },
  );
  const quote = await call<{ id: string }>(
    'quote',
    buyer,
    'POST',
    `${APP}/Orders/GenerateQuote`,
    { items: [item] },
    { 'idempotency-key': randomUUID() },
  );
  const order = await call<{ id: number }>(
    'order',
    buyer,
    'POST',
    `${APP}/Orders/CompleteOrder`,
    arOrder([item], place.tandil),
    { 'idempotency-key': randomUUID() },
  );
  return { orderId: order.id, quoteId: quote.id, cartVersion: saved.version };
}

/** p-th percentile (0-100) of the timings, in ms. */
export function percentile(timings: Timings, p: number): number {
  if (timings.length === 0) return 0;
  const sorted = [...timings].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
