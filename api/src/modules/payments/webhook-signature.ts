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

/** How old a notification may be (its signed `ts`): Mercado Pago's guidance is to refuse older. */
export const WEBHOOK_TOLERANCE_MS = 10 * 60_000;

/**
 * The signed `ts` of an `x-signature`, in milliseconds (Mercado Pago has sent it in seconds and in
 * milliseconds: a value under 10^11 is read as seconds), or null when there is none.
 */
export function webhookTime(signature: string | undefined): number | null {
  const ts = /(?:^|,)\s*ts=([0-9]{1,16})\s*(?:,|$)/.exec(signature ?? '')?.[1];
  if (!ts) return null;
  const value = Number(ts);
  return value < 1e11 ? value * 1000 : value;
}
