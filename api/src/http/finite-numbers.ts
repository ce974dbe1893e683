import AjvCompiler from '@fastify/ajv-compiler';

interface Validator {
  (data: unknown, context?: { parentData: object; parentDataProperty: string }): unknown;
  errors?: unknown;
}

/** The JSON pointer of the first number that is not finite in `value`, or null. */
function nonFinitePath(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nonFinitePath(child, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Ajv turns the texts `Infinity` and `1e309` of a query string or body into Infinity when it
 * coerces them to numbers, and then skips `minimum`/`maximum` (with `strictNumbers` its number
 * rules only run on finite numbers), so they reached SQL as Infinity. Every validator of every
 * route is wrapped here: after Ajv, a number that is not finite anywhere in the request part is a
 * validation error (keyword `finite`, worded by validation-messages.ts). JSON itself cannot carry
 * such numbers, so nothing valid is refused.
 */
export function finiteNumbersValidatorFactory(): AjvCompiler.BuildCompilerFromPool {
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
        const instancePath = nonFinitePath(coerced);
        if (instancePath === null) return true;
        checked.errors = [
          {
            instancePath,
            keyword: 'finite',
            params: {},
            message: 'must be finite',
            schemaPath: '',
          },
        ];
        return false;
      };
      // Fastify reads Ajv's properties (schemaEnv: whether the root may be replaced) off it.
      return Object.assign(checked, compiled) as unknown as typeof compiled;
    };
  };
}
