import AjvCompiler from '@fastify/ajv-compiler';

interface Validator {
  (data: unknown, context?: { parentData: object; parentDataProperty: string }): unknown;
  errors?: unknown;
}

/** How deep any request part may nest: far more than any form or design needs. */
export const MAX_REQUEST_DEPTH = 32;

interface Problem {
  instancePath: string;
  keyword: 'finite' | 'maxDepth' | 'noNul';
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
 * Checks Ajv cannot make for every route, run after it on every request part:
 * - numbers must be finite: Ajv turns the texts `Infinity` and `1e309` into Infinity when it
 *   coerces them, and then skips `minimum`/`maximum` (with `strictNumbers` its number rules only
 *   run on finite numbers), so they reached SQL as Infinity. JSON itself cannot carry them.
 * - nothing nests deeper than MAX_REQUEST_DEPTH: free-form parts (a cart line's design) are
 *   stored and serialised again, and thousands of levels overflow the stack.
 * - no text holds the NUL character (U+0000): PostgreSQL cannot store it in a text and answered
 *   500 (found by the fuzzer: a product slug), and no form or design needs it.
 * All answer as validation errors (keywords `finite`, `maxDepth`, `noNul`, worded by
 * validation-messages.ts).
 */
export function requestDataValidatorFactory(): AjvCompiler.BuildCompilerFromPool {
  const buildDefault = AjvCompiler();
  return (externalSchemas, options) => {
    const compile = buildDefault(externalSchemas, options);
    return (route) => {
      const compiled = compile(route);
      const validate = compiled as unknown as Validator;
      const checked: Validator = (data, context) => {
        const result = validate(data, context);
        checked.errors = validate.errors;
        if (result !== true) return result;
        const coerced = context
          ? (context.parentData as Record<string, unknown>)[context.parentDataProperty]
          : data;
        const problem = problemIn(coerced);
        if (problem === null) return true;
        checked.errors = [{ ...problem, params: {}, message: problem.keyword, schemaPath: '' }];
        return false;
      };
      // Fastify reads Ajv's properties (schemaEnv: whether the root may be replaced) off it.
      return Object.assign(checked, compiled) as unknown as typeof compiled;
    };
  };
}
