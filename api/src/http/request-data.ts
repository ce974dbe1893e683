import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import { lazy } from '../lib/lazy.js';

interface Validator {
  (data: unknown, context?: { parentData: object; parentDataProperty: string }): unknown;
  errors?: unknown;
}

/** How deep any request part may nest: far more than any form or design needs. */
export const MAX_REQUEST_DEPTH = 32;

interface Problem {
  instancePath: string;
  keyword: 'finite' | 'maxDepth' | 'noNul' | 'plainNumber';
}

const pointer = (key: string) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** `problem`, met under `key` of the value being walked. */
function under(key: string, problem: Problem): Problem {
  // How deep is said without a path: the path would be as long as the nesting.
  if (problem.keyword === 'maxDepth') return problem;
  return { ...problem, instancePath: pointer(key) + problem.instancePath };
}

/**
 * The first number that is not finite, or the first value nested deeper than MAX_REQUEST_DEPTH.
 * Walked by recursion, which stops at MAX_REQUEST_DEPTH levels however deep the data goes; a
 * path is only spelled for a problem, on the way back up. It runs on every request part.
 */
function problemIn(value: unknown, depth = 0): Problem | null {
  if (typeof value === 'number')
    return Number.isFinite(value) ? null : { instancePath: '', keyword: 'finite' };
  if (typeof value === 'string')
    return value.includes('\u0000') ? { instancePath: '', keyword: 'noNul' } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_REQUEST_DEPTH) return { instancePath: '', keyword: 'maxDepth' };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const problem = problemIn(value[index], depth + 1);
      if (problem) return under(String(index), problem);
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000')) return { instancePath: '', keyword: 'noNul' };
    const problem = problemIn((value as Record<string, unknown>)[key], depth + 1);
    if (problem) return under(key, problem);
  }
  return null;
}

/**
 * A text JavaScript reads as a number (Ajv's coercion: `data == +data`) but not written plainly:
 * a whole number in digits only (`-` first allowed), another with `.` and digits.
 */
function looseNumber(text: string): boolean {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return false;
  return !(Number.isInteger(value) ? /^-?[0-9]+$/ : /^-?[0-9]+\.[0-9]+$/).test(text);
}

/**
 * Where the request holds a loosely written number as text (`1e3`, `0x10`, ` 3`, `1.0`...): the
 * paths of those texts (usually none, at the cost of one walk).
 */
function looseNumberTexts(value: unknown, path = '', depth = 0, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (looseNumber(value)) found.push(path);
  } else if (value !== null && typeof value === 'object' && depth < MAX_REQUEST_DEPTH) {
    for (const [key, item] of Object.entries(value))
      looseNumberTexts(item, path + pointer(key), depth + 1, found);
  }
  return found;
}

/** The value at a JSON pointer made by `pointer` (keys escaped as RFC 6901 says). */
function at(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split('/').slice(1)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

/**
 * Checks Ajv cannot make for every route, run after it on every request part:
 * - numbers must be finite: Ajv turns the texts `Infinity` and `1e309` into Infinity when it
 *   coerces them, and then skips `minimum`/`maximum` (with `strictNumbers` its number rules only
 *   run on finite numbers), so they reached SQL as Infinity. JSON itself cannot carry them.
 * - nothing nests deeper than MAX_REQUEST_DEPTH: free-form parts (a cart line's design) are
 *   stored and serialised again, and thousands of levels overflow the stack.
 * - no text holds the NUL character (U+0000): PostgreSQL cannot store it in a text and answered
 *   500 (found by the fuzzer: a product slug), and no form or design needs it.
 * - a number sent as text is written plainly (issue 31): Ajv coerces any text JavaScript reads as
 *   a number, so a quantity `"1e3"` became 1000 and `"0x10"` 16. Where Ajv turned a text into a
 *   number, the text must be digits (`-` and `.digits` allowed, and no `.` for a whole number);
 *   a text field keeping such a text (a zip code) is left alone.
 * All answer as validation errors (keywords `finite`, `maxDepth`, `noNul`, `plainNumber`,
 * worded by validation-messages.ts).
 */
export function requestDataValidatorFactory(): AjvCompiler.BuildCompilerFromPool {
  const buildDefault = AjvCompiler();
  return (externalSchemas, options) => {
    const compile = buildDefault(externalSchemas, options);
    return (route) => {
      // Compiled at the route's first request, not when the app starts: Fastify compiles every
      // route's validators and serializers (one per answer status) at start-up, about 5 s of CPU
      // for this API, paid by every test app, CLI command and server start for routes most of
      // them never call. A route pays its own few milliseconds on its first request; a schema
      // that cannot compile answers that request 500 (the fuzzer and the isolation matrix call
      // every route of the OpenAPI document).
      const validate = lazy(() => compile(route) as unknown as Validator);
      const checked: Validator = (data, context) => {
        const loose = looseNumberTexts(data);
        const result = validate()(data, context);
        checked.errors = validate().errors;
        if (result !== true) return result;
        const coerced = context
          ? (context.parentData as Record<string, unknown>)[context.parentDataProperty]
          : data;
        const coercedLoose = loose.find((path) => typeof at(coerced, path) === 'number');
        const problem: Problem | null =
          coercedLoose !== undefined
            ? { instancePath: coercedLoose, keyword: 'plainNumber' }
            : problemIn(coerced);
        if (problem === null) return true;
        checked.errors = [{ ...problem, params: {}, message: problem.keyword, schemaPath: '' }];
        return false;
      };
      // Fastify hands a validator with a `schemaEnv` (every Ajv validator has one) the request
      // as the parent, so Ajv's coercion can replace a whole part (a querystring's number).
      return Object.assign(checked, { schemaEnv: true }) as unknown as ReturnType<typeof compile>;
    };
  };
}

/** fast-json-stringify's serializers, compiled at their first answer (as the validators). */
export function lazySerializerFactory(): SerializerSelector.SerializerFactory {
  const buildDefault = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = buildDefault(externalSchemas, options);
    return (route) => {
      const serializer = lazy(() => compile(route));
      return (data) => serializer()(data);
    };
  };
}
