import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { idCandidates, markersOf, type IdCandidate } from '../test/id-kinds.js';
import {
  nextAddress,
  seedOwner,
  strangers,
  type Actor,
  type OwnedIds,
  type Templates,
} from '../test/isolation-actors.js';
import {
  apiOperations,
  asText,
  endsSession,
  exampleOf,
  urlOf,
  type JsonSchema,
  type Operation,
} from '../test/openapi-operations.js';
import { dumpTables, type Row } from '../test/table-dump.js';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';
import { recordFigures, recordTestAppMail } from '../test/figures.js';

/**
 * The isolation matrix (issue 14): every operation of the OpenAPI document, called by every
 * stranger to buyer A1 (no token, forged, `alg: none` and expired tokens, a guest of A, buyer A2,
 * buyer B of another store, B's token sent to A), once with each of A1's ids the operation can
 * take (classified by name and schema: test/id-kinds.ts) and once as it is. Nothing of A1 may be
 * read or written; a foreign id answers 404, a bad token 401.
 */

interface Call {
  op: Operation;
  actor: Actor;
  /** The A1 id this call carries, if any. */
  id: (IdCandidate & { field: string }) | null;
  url: string;
  payload: unknown;
  headers: Record<string, string>;
}

const bodyObjectOf = (schema: JsonSchema | null): JsonSchema | null => {
  if (!schema) return null;
  const branch = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type === 'object');
  return branch ?? (schema.type === 'object' ? schema : null);
};

/** The calls of one operation for one actor: as it is, then with each A1 id in each field. */
function callsOf(op: Operation, actor: Actor, ids: OwnedIds, templates: Templates): Call[] {
  const pathValues: Record<string, string> = {};
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  const fields: {
    where: 'path' | 'query' | 'header' | 'body';
    name: string;
    schema: JsonSchema;
  }[] = [];
  for (const parameter of op.parameters) {
    const value = asText(exampleOf(parameter.schema));
    if (parameter.in === 'path') pathValues[parameter.name] = value;
    else if (parameter.in === 'query' && parameter.required) query[parameter.name] = value;
    else if (parameter.in === 'header' && parameter.required) headers[parameter.name] = value;
    if (parameter.in !== 'cookie')
      fields.push({ where: parameter.in, name: parameter.name, schema: parameter.schema });
  }
  const bodySchema = bodyObjectOf(op.body);
  // A1's own valid request when there is one, so the call reaches the id check.
  const template = templates.get(`${op.method} ${op.path}`);
  const body = (template ?? (op.body ? exampleOf(op.body) : undefined)) as
    Record<string, unknown> | undefined;
  for (const [name, schema] of Object.entries(bodySchema?.properties ?? {}))
    fields.push({ where: 'body', name, schema });

  const base = {
    op,
    actor,
    headers: { ...apiHeaders(actor.tenant, actor.token), ...headers },
  };
  const calls: Call[] = [{ ...base, id: null, url: urlOf(op, pathValues, query), payload: body }];
  for (const field of fields) {
    for (const candidate of idCandidates(field.name, field.schema, ids)) {
      const p = { ...pathValues };
      const q = { ...query };
      const h = { ...base.headers };
      let payload: unknown = body;
      if (field.where === 'path') p[field.name] = String(candidate.value);
      if (field.where === 'query') q[field.name] = String(candidate.value);
      if (field.where === 'header') h[field.name] = String(candidate.value);
      if (field.where === 'body') payload = { ...(body ?? {}), [field.name]: candidate.value };
      calls.push({
        ...base,
        headers: h,
        id: { ...candidate, field: field.name },
        url: urlOf(op, p, q),
        payload,
      });
    }
  }
  return calls;
}

/**
 * What the answer must be. A bad token: 401 everywhere. A foreign owned id: 404, or 401 when the
 * caller lacks the route's level (no token, or a guest on a buyer's route). A public route reached
 * by an unguessable name (a cart file, a payment page) is a capability URL: the name is the key.
 */
function expectedStatuses(call: Call): number[] | 'capability' | 'any' {
  const { actor, op, id } = call;
  if (actor.level === 'invalid') return [401];
  if (actor.level === 'elsewhere' && op.needsTenant) return [401];
  // Staff and buyer tokens have different audiences: neither opens the other's routes.
  const staffRoute = isStaffRoute(op);
  if (staffRoute && op.needsToken && actor.level !== 'staff') return [401];
  if (!staffRoute && actor.level === 'staff') return [401];
  if (actor.level === 'none' && op.needsToken) return [401];
  if (!id?.owned) return 'any';
  if (!op.needsToken) {
    // A public route takes an owned id only with its secret (an activation code, a signature)
    // or as an unguessable name (a cart file, a payment page): the name is the key.
    return /^[0-9a-f-]{36}/.test(String(id.value)) ? 'capability' : [400, 401, 403, 404, 422];
  }
  if (actor.level === 'guest') return [401, 404];
  return [404];
}

/** The back office's routes (modules/staff): a staff token of the store, never a buyer's. */
const isStaffRoute = (op: Operation) => op.path.startsWith('/api/admin/');

/**
 * A1's request is a valid frame in A1's store, not always in B's (Chilean postcodes and tax ids):
 * B's call may be refused on those other fields before the id is looked at, which tells nothing.
 */
function refusedBeforeTheId(call: Call, status: number, body: string): boolean {
  if (call.actor.tenant === 'demo-ar' || !call.id || (status !== 400 && status !== 422))
    return false;
  const error = (JSON.parse(body) as { error: { field?: string; details: string | null } }).error;
  return error.field !== call.id.field && !(error.details ?? '').includes(`"${call.id.field}"`);
}

/**
 * Calls that may end the caller's account or session go last (deleting, then logging out), so
 * every other call still has its caller.
 */
const lastness = (op: Operation) => (!endsSession(op) ? 0 : op.method === 'DELETE' ? 1 : 2);

describe('isolation matrix: every endpoint x every stranger x every kind of id', () => {
  let t: TestApp;
  let ids: OwnedIds;
  let templates: Templates;
  let actors: Actor[];
  let operations: Operation[];
  const leaks: string[] = [];
  const wrongStatus: string[] = [];
  const capabilities = new Set<string>();
  let requests = 0;

  /**
   * A1's rows: found by the owner columns every module uses, and by A1's order, quote, payment.
   * Reset codes are left out: "forgot my password" takes any e-mail from anyone, by design, and
   * mails the code to that address only (modules/auth).
   */
  const ownRows = (table: string, row: Row) => {
    const user = ids.profile.userId;
    if (row.purpose === 'password-reset') return false;
    return (
      row.user_id === user ||
      row.owner === `user:${user}` ||
      row.subject === `user:${user}` ||
      (table === 'users' && row.id === user) ||
      row.order_id === ids.order ||
      row.quote_id === ids.quote ||
      (table === 'quotes' && row.id === ids.quote) ||
      row.preference_id === ids.payment.preference
    );
  };

  before(async () => {
    t = await createTestApp();
    const owner = await seedOwner(t);
    ids = owner.ids;
    templates = owner.templates;
    actors = await strangers(t, owner.token);
    operations = (await apiOperations(t.app)).sort((a, b) => lastness(a) - lastness(b));
  });
  after(() => recordTestAppMail('isolation matrix: its mail', t).finally(() => t.close()));

  it('reads and writes nothing of A1, answering 404 to foreign ids and 401 to bad tokens', async () => {
    assert.ok(operations.some(isStaffRoute), 'the staff routes are in the document');
    const markers = markersOf(ids);
    const before = await dumpTables(t.db, ownRows);
    assert.ok(Object.values(before).flat().length >= 8, 'A1 has records of every kind');
    const capabilityCalls: Call[] = [];
    const sentBy = new Map<Actor, Set<string>>();
    for (const op of operations) {
      for (const actor of actors) {
        for (const call of callsOf(op, actor, ids, templates)) {
          const expected = expectedStatuses(call);
          if (expected === 'capability') {
            capabilityCalls.push(call);
            continue;
          }
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: call.url,
            // A fresh key, as the store's client sends on every write it may retry.
            headers: { 'idempotency-key': randomUUID(), ...call.headers },
            remoteAddress: nextAddress(),
            ...(call.payload !== undefined ? { payload: call.payload as object } : {}),
          });
          requests += 1;
          const what = `${op.method} ${call.url} as ${actor.name}${call.id ? ` with A1's ${call.id.kind} in ${call.id.field}` : ''}: ${res.statusCode}`;
          // What a stranger sent earlier (A1's cart line UUID in its own cart) is not a leak.
          const sent = `${call.url} ${JSON.stringify(call.payload ?? null)}`;
          const known = (sentBy.get(actor) ?? new Set<string>()).add(sent);
          sentBy.set(actor, known);
          const leaked = markers.filter(
            (m) => res.body.includes(m) && ![...known].some((s) => s.includes(m)),
          );
          if (leaked.length) leaks.push(`${what} shows ${leaked.join(', ')}`);
          if (res.statusCode >= 500) wrongStatus.push(`${what} ${res.body}`);
          else if (
            expected !== 'any' &&
            !expected.includes(res.statusCode) &&
            !refusedBeforeTheId(call, res.statusCode, res.body)
          )
            wrongStatus.push(
              `${what}, expected ${expected.join(' or ')}: ${res.body.slice(0, 200)}`,
            );
        }
      }
    }
    const afterwards = await dumpTables(t.db, ownRows);
    assert.deepEqual(leaks, [], `${leaks.length} leaks`);
    assert.deepEqual(wrongStatus, [], `${wrongStatus.length} wrong answers`);
    assert.deepEqual(afterwards, before, "a stranger changed A1's records");

    // Capability URLs: reached only by the unguessable name, last, since paying is their point.
    for (const call of capabilityCalls) capabilities.add(`${call.op.method} ${call.op.path}`);
    const kinds = new Set(
      operations.flatMap((op) =>
        actors.flatMap((actor) => callsOf(op, actor, ids, templates).map((c) => c.id?.kind)),
      ),
    );
    // A cart has no id on the wire: it is the token's. Strangers send A1's cart lines (in A1's
    // requests used as frames) and read their own carts; the markers catch A1's line there.
    for (const kind of [
      'profile',
      'favourite',
      'cart file',
      'logo',
      'design',
      'quote',
      'order',
      'payment',
      'address',
    ])
      assert.ok(kinds.has(kind), `no endpoint takes a ${kind} id`);
    recordFigures('isolation matrix', { requests, leaks: leaks.length });
    console.log(
      `isolation matrix: ${operations.length} operations x ${actors.length} strangers, ` +
        `${requests} requests, ${leaks.length} leaks, ${wrongStatus.length} wrong answers; ` +
        `capability URLs not run: ${[...capabilities].join(', ')}`,
    );
  });
});
