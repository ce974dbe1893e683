import { createRequire } from 'node:module';
import type { FastifySchemaValidationError } from 'fastify';
import { MAX_REQUEST_DEPTH } from './request-data.js';

// ajv-i18n is CommonJS (`module.exports = localize`) but its types claim a default export.
const localizeEs = createRequire(import.meta.url)('ajv-i18n/localize/es') as (
  errors: { message?: string }[],
) => void;

/** A schema violation said in Spanish, naming the field it is about. */
export interface ValidationProblem {
  message: string;
  field: string | undefined;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'vacío',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'un e-mail válido',
  uuid: 'un identificador válido',
  'date-time': 'una fecha y hora válidas',
  date: 'una fecha válida',
  uri: 'una dirección web válida',
};

const plural = (n: unknown, one: string, many: string) =>
  `${String(n)} ${Number(n) === 1 ? one : many}`;

/** `/items/0/quantity` -> `items[0].quantity`. */
function fieldOf(error: FastifySchemaValidationError): string | undefined {
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    parts.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
    parts.push(params.additionalProperty);
  const field = parts.reduce(
    (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
    '',
  );
  return field || undefined;
}

function describe(error: FastifySchemaValidationError): string | null {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'es obligatorio';
    case 'additionalProperties':
      return 'no está permitido';
    case 'type': {
      const types = String(params.type ?? '')
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t);
      return `debe ser ${types.join(' o ')}`;
    }
    case 'maxLength':
      return `admite como máximo ${plural(params.limit, 'carácter', 'caracteres')}`;
    case 'minLength':
      return Number(params.limit) === 1
        ? 'no puede estar vacío'
        : `debe tener al menos ${plural(params.limit, 'carácter', 'caracteres')}`;
    case 'minimum':
      return `debe ser mayor o igual a ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `debe ser mayor que ${String(params.limit)}`;
    case 'maximum':
      return `debe ser menor o igual a ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `debe ser menor que ${String(params.limit)}`;
    case 'maxItems':
      return `admite como máximo ${plural(params.limit, 'elemento', 'elementos')}`;
    case 'minItems':
      return `debe tener al menos ${plural(params.limit, 'elemento', 'elementos')}`;
    case 'finite':
      return 'debe ser un número válido';
    case 'plainNumber':
      return 'debe ser un número escrito solo con dígitos';
    case 'noNul':
      return 'contiene un carácter no válido';
    case 'maxDepth':
      return `están anidados en más de ${MAX_REQUEST_DEPTH} niveles`;
    case 'pattern':
      return 'no tiene un formato válido';
    case 'format':
      return `debe ser ${FORMAT_NAMES[String(params.format)] ?? 'un valor con formato válido'}`;
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return 'tiene un valor no permitido';
    default:
      return null;
  }
}

/** The first problem of a validation failure, as the user should read it. */
export function describeValidation(errors: FastifySchemaValidationError[]): ValidationProblem {
  const first = errors[0];
  if (!first) return { message: 'Los datos enviados no son válidos.', field: undefined };
  const field = fieldOf(first);
  let text = describe(first);
  if (text === null) {
    // Keywords we do not word ourselves fall back to ajv-i18n's Spanish.
    const copy = [{ ...first }];
    localizeEs(copy);
    text = copy[0]?.message ?? 'no es válido';
  }
  return {
    message: field ? `El campo "${field}" ${text}.` : `Los datos enviados no son válidos: ${text}.`,
    field,
  };
}
