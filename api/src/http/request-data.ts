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

const pointer = (path: string, key: string) =>
  `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** A value met on the walk, with how it was reached: its path is only spelled for a problem. */
interface Visit {
  value: unknown;
  depth: number;
  parent: Visit | null;
  key: string;
}

function pathOf(visit: Visit | null): string {
  return visit === null || visit.parent === null ? '' : pointer(pathOf(visit.parent), visit.key);
}

/**
 * The first number that is not finite, or the first value nested deeper than MAX_REQUEST_DEPTH.
 * Walked with a stack of its own: the data may be nested thousands of levels.
 */
function problemIn(root: unknown): Problem | null {
  const stack: Visit[] = [{ value: root, depth: 0, parent: null, key: '' }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, depth } = next;
    if (typeof value === 'number' && !Number.isFinite(value))
      return { instancePath: pathOf(next), keyword: 'finite' };
    if (typeof value === 'string' && value.includes('\u0000'))
      return { instancePath: pathOf(next), keyword: 'noNul' };
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_REQUEST_DEPTH) return { instancePath: '', keyword: 'maxDepth' };
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      if (key.includes('\u0000')) return { instancePath: pathOf(next), keyword: 'noNul' };
      stack.push({ value: child, depth: depth + 1, parent: next, key });
    }
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
