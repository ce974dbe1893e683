import fc from 'fast-check';
import { asText, exampleOf, urlOf, type JsonSchema, type Operation } from './openapi-operations.js';

/**
 * Requests generated from the OpenAPI document with fast-check. Each starts from a frame the
 * operation's schema accepts (exampleOf) and breaks one thing. `refused` attacks are invalid
 * whatever the frame: the answer must be the given status and nothing may change; `probe` attacks
 * (hostile but possibly valid text, values of any shape) must only never fail the server.
 */

export interface Caller {
  tenant: string;
  /** A buyer's token of `tenant`, valid for every buyer route. */
  token: string;
  /** A staff owner's token of `tenant`, for the back office's routes (`/api/admin/...`). */
  staffToken?: string;
  /**
   * The buyer's own valid bodies by `METHOD /path` (test/isolation-actors.ts), so requests
   * reach the services rather than stopping at the schema; the schema's example otherwise.
   */
  templates?: Map<string, unknown>;
}

/** A back-office route that needs the staff's token (its login routes are public). */
const staffRoute = (op: Operation) => op.needsToken && op.path.startsWith('/api/admin/');

export interface FuzzRequest {
  attack: string;
  op: Operation;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The statuses a refused attack must get; null for probes. */
  expect: number[] | null;
}

interface Field {
  where: 'path' | 'query' | 'body';
  name: string;
  schema: JsonSchema;
  required: boolean;
}

const HOSTILE = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2fsecrets.json',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '1; SELECT pg_sleep(0) --',
  '%00',
  '\u0000',
  '\uD800',
  '\u202Eabc',
  'Ñandú ñ á é í ó ú ü ¿¡',
  '😀👍🏽🇦🇷',
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-0',
  '9007199254740993',
  '__proto__',
  'constructor',
  ' ',
  '',
];

const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary-ascii', minLength: 200, maxLength: 3000 }),
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', 'id'), fc.jsonValue(), {
    maxKeys: 3,
  }),
);

function deep(depth: number, asArray: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

const typesOf = (schema: JsonSchema): Set<string> => {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return new Set(branches.flatMap((b) => [...typesOf(b)]));
  if (schema.enum || schema.const !== undefined) return new Set(['enum']);
  const type = schema.type;
  return new Set(type === undefined ? [] : Array.isArray(type) ? type : [type]);
};

/** A value no schema of these types accepts, even after Fastify's type coercion; or null. */
function wrongTypeFor(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.size === 0) return undefined;
  if (!types.has('object') && !types.has('array')) return { campo: 'inesperado' };
  if ([...types].every((t) => t === 'object' || t === 'null')) return 'texto';
  return undefined;
}

const bodyObject = (schema: JsonSchema | null): JsonSchema | null => {
  if (!schema) return null;
  const branch = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type === 'object');
  return branch ?? (schema.type === 'object' ? schema : null);
};

function fieldsOf(op: Operation): Field[] {
  const fields: Field[] = op.parameters
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => ({
      where: p.in as 'path' | 'query',
      name: p.name,
      schema: p.schema,
      required: p.required,
    }));
  const body = bodyObject(op.body);
  for (const [name, schema] of Object.entries(body?.properties ?? {}))
    fields.push({ where: 'body', name, schema, required: (body?.required ?? []).includes(name) });
  return fields;
}

const takesJson = (op: Operation) => op.body !== null && op.method !== 'GET';
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** A request built from the operation's frame, with `change` applied to one part. */
function build(
  op: Operation,
  caller: Caller,
  attack: string,
  expect: number[] | null,
  change: (frame: {
    path: Record<string, string>;
    query: Record<string, string>;
    headers: Record<string, string>;
    body: Record<string, unknown> | undefined;
  }) => { method?: string; payload?: string } | void,
): FuzzRequest {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in === 'path') path[p.name] = asText(exampleOf(p.schema));
    if (p.in === 'query' && p.required) query[p.name] = asText(exampleOf(p.schema));
  }
  const headers: Record<string, string> = {
    'x-tenant': caller.tenant,
    authorization: `Bearer ${staffRoute(op) && caller.staffToken ? caller.staffToken : caller.token}`,
  };
  const template = caller.templates?.get(`${op.method} ${op.path}`);
  const body = (template ?? (op.body ? exampleOf(op.body) : undefined)) as
    Record<string, unknown> | undefined;
  const frame = { path, query, headers, body };
  const changed = change(frame) ?? {};
  const payload =
    changed.payload ?? (takesJson(op) ? JSON.stringify(frame.body ?? null) : undefined);
  if (takesJson(op)) headers['content-type'] ??= 'application/json';
  return {
    attack,
    op,
    method: changed.method ?? op.method,
    url: urlOf(op, path, query),
    headers,
    ...(payload !== undefined ? { payload } : {}),
    expect,
  };
}

function setField(
  frame: {
    path: Record<string, string>;
    query: Record<string, string>;
    body?: Record<string, unknown>;
  },
  field: Field,
  value: unknown,
): void {
  if (field.where === 'path') frame.path[field.name] = asText(value);
  else if (field.where === 'query') frame.query[field.name] = asText(value);
  else if (frame.body) frame.body = { ...frame.body, [field.name]: value };
}

/** Attacks every operation must refuse, with the status it must answer. */
export function refusedAttack(op: Operation, callers: Caller[], allMethods: Map<string, string[]>) {
  const fields = fieldsOf(op);
  const caller = fc.constantFrom(...callers);
  const attacks: fc.Arbitrary<FuzzRequest>[] = [
    caller.map((c) =>
      build(op, c, 'unknown store', op.needsTenant ? [404] : [401], ({ headers }) => {
        // A route of no store has no store to get wrong: a bad token instead.
        if (op.needsTenant) headers['x-tenant'] = 'tienda-que-no-existe';
        else headers.authorization = 'Bearer nada';
      }),
    ),
    fc
      .tuple(
        caller,
        fc.constantFrom('Bearer nada', 'Basic YWRtaW46YWRtaW4=', 'Bearer a.b.c', 'Bearer ', 'x'),
      )
      .map(([c, value]) =>
        build(op, c, 'bad authorization', [401], ({ headers }) => {
          headers.authorization = value;
        }),
      ),
  ];
  if (op.needsTenant)
    attacks.push(
      caller.map((c) =>
        build(op, c, 'no store header', [404], ({ headers }) => {
          delete headers['x-tenant'];
        }),
      ),
    );
  const declared = allMethods.get(op.path) ?? [];
  const others = METHODS.filter(
    (m) => !declared.includes(m) && !(m === 'GET' && declared.includes('HEAD')),
  );
  if (others.length)
    attacks.push(
      fc
        .tuple(caller, fc.constantFrom(...others))
        .map(([c, method]) => build(op, c, 'wrong method', [404, 405], () => ({ method }))),
    );
  if (takesJson(op)) {
    attacks.push(
      fc
        .tuple(
          caller,
          fc.constantFrom('{', '{"a":', 'nul', '[1,2', "{'a':1}", '{"a":1}}', '', '\u0000'),
        )
        .map(([c, text]) => build(op, c, 'bad JSON', [400], () => ({ payload: text }))),
      fc
        .tuple(
          caller,
          fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded'),
        )
        .map(([c, type]) =>
          // Fastify reads text/plain as a string, which no JSON body schema accepts (400).
          build(op, c, 'wrong content type', [400, 415], ({ headers, body }) => {
            headers['content-type'] = type;
            return { payload: JSON.stringify(body ?? {}) };
          }),
        ),
      caller.map((c) =>
        build(op, c, 'oversized body', [413], () => ({
          payload: JSON.stringify({ relleno: 'x'.repeat(1024 * 1024 + 10) }),
        })),
      ),
      fc
        .tuple(caller, fc.integer({ min: 33, max: 3000 }), fc.boolean())
        .map(([c, depth, asArray]) =>
          build(op, c, 'deep body', [400], ({ body }) => ({
            payload: JSON.stringify({ ...(body ?? {}), profundo: deep(depth, asArray) }),
          })),
        ),
    );
  }
  for (const field of fields) {
    const { maxLength, maximum } = field.schema;
    // Fastify refuses a path parameter over 100 characters itself (414); a file name the
    // route's pattern cannot match is no such file (404).
    const tooLongStatus = field.where === 'path' ? [400, 404, 414] : [400];
    if (maxLength !== undefined)
      attacks.push(
        fc
          .tuple(caller, fc.integer({ min: maxLength + 1, max: maxLength + 5000 }))
          .map(([c, length]) =>
            build(op, c, `too long ${field.name}`, tooLongStatus, (frame) =>
              setField(frame, field, 'a'.repeat(length)),
            ),
          ),
      );
    if (maximum !== undefined)
      attacks.push(
        fc
          .tuple(caller, fc.constantFrom(maximum + 1, maximum * 10 + 1, 1e20))
          .map(([c, value]) =>
            build(op, c, `too big ${field.name}`, [400], (frame) => setField(frame, field, value)),
          ),
      );
    const wrong = field.where === 'body' ? wrongTypeFor(field.schema) : undefined;
    if (wrong !== undefined)
      attacks.push(
        caller.map((c) =>
          build(op, c, `wrong type ${field.name}`, [400], (frame) => setField(frame, field, wrong)),
        ),
      );
    if (field.required && field.where !== 'path')
      attacks.push(
        caller.map((c) =>
          build(op, c, `missing ${field.name}`, [400], (frame) => {
            if (field.where === 'query') delete frame.query[field.name];
            else if (frame.body) delete frame.body[field.name];
          }),
        ),
      );
  }
  return fc.oneof(...attacks);
}

/** Hostile but possibly valid requests: any answer but a failure of the server. */
export function probeAttack(op: Operation, callers: Caller[]) {
  const fields = fieldsOf(op);
  const caller = fc.constantFrom(...callers);
  const attacks: fc.Arbitrary<FuzzRequest>[] = [
    fc
      .tuple(
        caller,
        fc.dictionary(fc.constantFrom('q', 'id', 'Id', '__proto__', 'page'), hostileText, {
          maxKeys: 3,
        }),
      )
      .map(([c, extra]) =>
        build(op, c, 'extra query', null, ({ query }) => {
          Object.assign(query, extra);
        }),
      ),
  ];
  if (fields.length) {
    const field = fc.constantFrom(...fields);
    attacks.push(
      fc
        .tuple(caller, field, hostileText)
        .map(([c, f, text]) =>
          build(op, c, `hostile text in ${f.name}`, null, (frame) => setField(frame, f, text)),
        ),
      fc
        .tuple(caller, field, anyValue)
        .map(([c, f, value]) =>
          build(op, c, `any value in ${f.name}`, null, (frame) => setField(frame, f, value)),
        ),
    );
  }
  // Text of exactly the lengths a field allows gets past its length rules to the service (a
  // 64-character signature of non-ASCII text once failed there with a 500).
  for (const field of fields.filter((f) => f.schema.type === 'string' && !f.schema.pattern)) {
    const { minLength = 0, maxLength = 200 } = field.schema;
    attacks.push(
      fc
        .tuple(
          caller,
          fc.oneof(
            fc.string({ unit: 'binary', minLength, maxLength }),
            fc.string({ unit: 'grapheme', minLength, maxLength }),
          ),
        )
        .map(([c, text]) =>
          build(op, c, `fitting text in ${field.name}`, null, (frame) =>
            setField(frame, field, text),
          ),
        ),
    );
  }
  if (takesJson(op))
    attacks.push(
      fc
        .tuple(caller, fc.jsonValue({ maxDepth: 6 }))
        .map(([c, value]) =>
          build(op, c, 'any JSON body', null, () => ({ payload: JSON.stringify(value) ?? 'null' })),
        ),
    );
  return fc.oneof(...attacks);
}
