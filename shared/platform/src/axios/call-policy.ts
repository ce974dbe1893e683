/**
 * How long a call may take and when a refused one is sent again: the API client's rules, apart
 * from axios so they read (and test) as plain functions.
 */

/** How long a call may take, by kind. */
export interface CallTimeouts {
  /** A read the buyer waits for: past this the page says so and offers to try again. */
  readMs: number;
  /** A write may take longer (an order, a payment); failing it early leaves the buyer unsure. */
  writeMs: number;
  /**
   * An upload gets a write's time plus its body at this rate, a slow phone line's upload
   * (256 kbit/s): a 5 MB logo may take 3 minutes instead of failing after a fixed 20 s.
   */
  uploadBytesPerSecond: number;
}

export const CALL_TIMEOUTS: CallTimeouts = {
  readMs: 15_000,
  writeMs: 30_000,
  uploadBytesPerSecond: 32_000,
};

/** A 503 or 429 is sent again at most this often, waiting at most this long in all. */
export const MAX_RETRIES = 2;
export const MAX_RETRY_WAIT_MS = 10_000;
/** The wait when a 503 or 429 says none (`Retry-After` missing or unreadable). */
const DEFAULT_RETRY_WAIT_MS = 1_000;

export const isUpload = (data: unknown): data is FormData | Blob =>
  data instanceof FormData || data instanceof Blob;

/** The bytes an upload sends (a form's files and fields; the multipart framing left out). */
export function bodySize(data: FormData | Blob): number {
  if (data instanceof Blob) return data.size;
  let size = 0;
  for (const [, value] of data.entries())
    size += typeof value === 'string' ? value.length : value.size;
  return size;
}

export function timeoutOf(method: string, data: unknown, timeouts = CALL_TIMEOUTS): number {
  if (isUpload(data))
    return timeouts.writeMs + Math.ceil((bodySize(data) / timeouts.uploadBytesPerSecond) * 1000);
  return method.toUpperCase() === 'GET' ? timeouts.readMs : timeouts.writeMs;
}

/**
 * Whether sending a call twice does what sending it once does: GET, PUT and DELETE, and a POST
 * that carries an `Idempotency-Key` (the server answers its repeat with the first answer).
 */
export function isIdempotent(method: string, idempotencyKey: unknown): boolean {
  const verb = method.toUpperCase();
  return ['GET', 'PUT', 'DELETE'].includes(verb) || (verb === 'POST' && Boolean(idempotencyKey));
}

/** `Retry-After` in milliseconds: seconds, or an HTTP date; null when unreadable. */
function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * How long to wait before sending a refused call again, or null to give up: only a 503 or 429,
 * at most `MAX_RETRIES` times, and only while the waits add up to at most `MAX_RETRY_WAIT_MS`.
 */
export function retryWait(
  refusal: { status: number; retryAfter: string | null; retries: number; waitedMs: number },
  now = Date.now(),
): number | null {
  if (refusal.status !== 503 && refusal.status !== 429) return null;
  if (refusal.retries >= MAX_RETRIES) return null;
  const wait = retryAfterMs(refusal.retryAfter, now) ?? DEFAULT_RETRY_WAIT_MS;
  return refusal.waitedMs + wait <= MAX_RETRY_WAIT_MS ? wait : null;
}
