import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Mercado Pago's webhook signature: `x-signature: ts=<ts>,v1=<hex>`, v1 = HMAC-SHA256 (the
 * tenant's webhook secret) of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`.
 */
export function signWebhook(secret: string, id: string, requestId: string, ts: string): string {
  const manifest = `id:${id};request-id:${requestId};ts:${ts};`;
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

export function verifyWebhook(
  secret: string,
  id: string,
  requestId: string | undefined,
  signature: string | undefined,
): boolean {
  if (!requestId || !signature) return false;
  const parts = Object.fromEntries(
    signature.split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const ts = parts.ts;
  const v1 = parts.v1;
  if (!ts || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const expected = Buffer.from(signWebhook(secret, id.toLowerCase(), requestId, ts), 'hex');
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
