import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH } from '../http/openapi.js';

/**
 * The API's operations as its OpenAPI document lists them, for the suites that must cover every
 * endpoint without a hand-kept list (isolation matrix, fuzzer): a route added tomorrow joins them.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  /** A field the API accepts and never reads. */
  deprecated?: boolean;
  additionalProperties?: boolean | JsonSchema;
};

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI form: `/api/x/{name}`. */
  path: string;
  /** false for `config.auth: 'public'` routes (the document's `security: []`). */
  needsToken: boolean;
  /** false for routes with `config.tenant: false` (no required X-Tenant header). */
  needsTenant: boolean;
  parameters: Parameter[];
  /** The JSON body schema, when the route takes JSON. */
  body: JsonSchema | null;
  /** The success envelope's schema, when the route declares one. */
  success: JsonSchema | null;
}

type RawOperation = {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

export async function apiOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  if (res.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${res.statusCode}`);
  const paths = res.json().paths as Record<string, Record<string, RawOperation>>;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      needsToken: (op.security ?? []).length > 0,
      needsTenant: (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'x-tenant'),
      parameters: (op.parameters ?? []).filter((p) => p.name !== 'x-tenant'),
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
      success: op.responses?.['200']?.content?.['application/json']?.schema ?? null,
    })),
  );
}

/** A lone surrogate cannot be percent-encoded (URLSearchParams makes it U+FFFD, as here). */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** The URL of an operation with its path parameters and query filled in (values encoded). */
export function urlOf(
  op: Operation,
  pathValues: Record<string, string>,
  query: Record<string, string>,
): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(wellFormed(pathValues[name] ?? 'x')),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

const nonNull = (options: JsonSchema[]) =>
  options.find((option) => option.type !== 'null') ?? options[0] ?? {};

/** One string the schema accepts (fast-check finds one for a pattern), seeded. */
function validString(schema: JsonSchema, seed: number): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email' || /@/.test(schema.pattern ?? '')) return 'alguien@example.com';
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 40;
  if (schema.pattern) {
    const [found] = fc.sample(
      fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= min && s.length <= max),
      { seed, numRuns: 1 },
    );
    if (found !== undefined) return found;
  }
  return 'a'.repeat(Math.min(Math.max(min, 3), max));
}

/**
 * The smallest value the schema accepts: required properties only, the first non-null branch,
 * the first enum value. A valid frame the suites then change one field of.
 */
export function exampleOf(schema: JsonSchema, seed = 1): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf) return exampleOf(nonNull(schema.anyOf), seed);
  if (schema.oneOf) return exampleOf(nonNull(schema.oneOf), seed);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => exampleOf(s, seed)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [
          name,
          exampleOf(schema.properties?.[name] ?? {}, seed),
        ]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}));
    case 'string':
      return validString(schema, seed);
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return null;
  }
}

/** Calls that may end the caller's session or account (logging out, deleting). */
export const endsSession = (op: Operation) => op.method === 'DELETE' || /logout/i.test(op.path);

/** What a parameter is worth as text in a URL or header. */
export const asText = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value);
