import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';

export const IDEMPOTENCY_MESSAGES = {
  missing: 'Falta el encabezado Idempotency-Key.',
  otherBody: 'Esta clave de operación ya se usó con otros datos.',
  inFlight: 'Esta operación ya se está procesando; en un momento estará lista.',
} as const;

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
export function createIdempotency(db: Kysely<Database>) {
  return async function once<T>(
    scope: { tenantId: number; userId: number; name: string; key: string | undefined },
    body: unknown,
    run: () => Promise<T>,
  ): Promise<IdempotentAnswer<T>> {
    const key = scope.key?.trim();
    if (!key || key.length > 200)
      throw new AppError(400, IDEMPOTENCY_MESSAGES.missing, { field: 'Idempotency-Key' });
    const bodyHash = createHash('sha256').update(canonical(body)).digest('hex');
    const where = {
      tenant_id: scope.tenantId,
      user_id: scope.userId,
      scope: scope.name,
      key,
    };
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({
        ...where,
        body_hash: bodyHash,
        status_code: null,
        response_json: null,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
      const existing = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('tenant_id', '=', where.tenant_id)
        .where('user_id', '=', where.user_id)
        .where('scope', '=', where.scope)
        .where('key', '=', where.key)
        .executeTakeFirstOrThrow();
      if (existing.body_hash !== bodyHash) throw new AppError(422, IDEMPOTENCY_MESSAGES.otherBody);
      if (existing.status_code === null || existing.response_json === null)
        throw new AppError(409, IDEMPOTENCY_MESSAGES.inFlight);
      return {
        status: existing.status_code,
        body: JSON.parse(existing.response_json) as T,
        replayed: true,
      };
    }
    const free = () =>
      db
        .deleteFrom('idempotency_keys')
        .where('tenant_id', '=', where.tenant_id)
        .where('user_id', '=', where.user_id)
        .where('scope', '=', where.scope)
        .where('key', '=', where.key)
        .execute();
    let result: T;
    try {
      result = await run();
    } catch (error) {
      await free();
      throw error;
    }
    await db
      .updateTable('idempotency_keys')
      .set({ status_code: 200, response_json: JSON.stringify(result) })
      .where('tenant_id', '=', where.tenant_id)
      .where('user_id', '=', where.user_id)
      .where('scope', '=', where.scope)
      .where('key', '=', where.key)
      .execute();
    return { status: 200, body: result, replayed: false };
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
