import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { createIdempotencyRepository } from './idempotency.repository.js';
import type { InstancePresence } from '../../db/instance-presence.js';

export const IDEMPOTENCY_MESSAGES = {
  missing: 'Falta el encabezado Idempotency-Key.',
  otherBody: 'Esta clave de operación ya se usó con otros datos.',
  inFlight: 'Esta operación ya se está procesando; en un momento estará lista.',
} as const;

/**
 * A key still "in flight" after this long belongs to a request whose process died (killed,
 * crashed, restarted) before it stored its answer: requests end within the 30 s request timeout,
 * so after twice that the next request with the key takes it over instead of answering 409
 * forever. Sooner when the key's process is known to be gone (db/instance-presence.ts): a proxy
 * re-sending a dead instance's request to another one gets it run at once. What the dead request
 * did is safe to run again: the order's transaction was either committed whole (the cart's
 * fingerprint then answers that order) or rolled back whole.
 */
export const IN_FLIGHT_LEASE_MS = 60_000;

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/** Same JSON, same hash, whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * The IETF Idempotency-Key draft: the first request with a key runs and its answer is stored; the
 * same key again replays it; with another body it is refused (422); while the first is still
 * running, 409. A failed first request frees the key, so the buyer can retry with it.
 */
export function createIdempotency(db: Kysely<Database>, presence: InstancePresence) {
  const keys = createIdempotencyRepository(db);
  return async function once<T>(
    scope: { tenantId: number; userId: number; name: string; key: string | undefined },
    body: unknown,
    run: () => Promise<T>,
  ): Promise<IdempotentAnswer<T>> {
    const key = scope.key?.trim();
    if (!key || key.length > 200)
      throw new AppError(400, IDEMPOTENCY_MESSAGES.missing, { field: 'Idempotency-Key' });
    const bodyHash = createHash('sha256').update(canonical(body)).digest('hex');
    const id = { tenant_id: scope.tenantId, user_id: scope.userId, scope: scope.name, key };
    const inserted = await keys.insertIfAbsent({
      ...id,
      body_hash: bodyHash,
      status_code: null,
      response_json: null,
      created_at: nowIso(),
      owner: presence.id,
    });
    if (!inserted) {
      const existing = await keys.find(id);
      if (existing.body_hash !== bodyHash) throw new AppError(422, IDEMPOTENCY_MESSAGES.otherBody);
      if (existing.status_code !== null && existing.response_json !== null)
        return {
          status: existing.status_code,
          body: JSON.parse(existing.response_json) as T,
          replayed: true,
        };
      const abandoned =
        Date.parse(existing.created_at) < Date.now() - IN_FLIGHT_LEASE_MS ||
        !(await presence.isAlive(existing.owner));
      // Only one of several retries takes an abandoned key over (the repository's `takeOver`).
      const taken =
        abandoned && (await keys.takeOver(id, existing.created_at, presence.id, nowIso()));
      if (!taken) throw new AppError(409, IDEMPOTENCY_MESSAGES.inFlight);
    }
    let result: T;
    try {
      result = await run();
    } catch (error) {
      await keys.remove(id);
      throw error;
    }
    await keys.storeAnswer(id, 200, JSON.stringify(result));
    return { status: 200, body: result, replayed: false };
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
