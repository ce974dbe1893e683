import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';

/**
 * The reply envelope of every /api call (shared/contracts ApiEnvelope):
 * `{ result, success, error, unAuthorizedRequest }`; the frontend reads `data.result`.
 */
export const ApiErrorBodySchema = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  details: Type.Union([Type.String(), Type.Null()]),
  field: Type.Optional(Type.String()),
});

export const ErrorEnvelopeSchema = Type.Object({
  result: Type.Null(),
  success: Type.Literal(false),
  error: ApiErrorBodySchema,
  unAuthorizedRequest: Type.Boolean(),
});

/** The success envelope around `result`, for a route's `response[200]`. */
export function envelopeOf<T extends TSchema>(result: T) {
  return Type.Object({
    result,
    success: Type.Boolean(),
    error: Type.Null(),
    unAuthorizedRequest: Type.Boolean(),
  });
}

/** A route's whole `response` schema: the success envelope plus the error envelope for 4xx/5xx. */
export function responsesOf<T extends TSchema>(result: T) {
  return {
    200: envelopeOf(result),
    '4xx': ErrorEnvelopeSchema,
    '5xx': ErrorEnvelopeSchema,
  };
}

export interface Envelope<T> {
  result: T;
  success: true;
  error: null;
  unAuthorizedRequest: false;
}

export function ok<T>(result: T): Envelope<T> {
  return { result, success: true, error: null, unAuthorizedRequest: false };
}

const serializedResults = new WeakMap<object, string>();

/**
 * The success envelope of a result a service keeps and hands out again (frozen, as the
 * catalogue's lists): serialized by the route's response schema the first time, and the same
 * text sent for every later answer of that result.
 */
export function okOnce(reply: FastifyReply, result: object): FastifyReply {
  let body = serializedResults.get(result);
  if (body === undefined) {
    body = String(reply.serialize(ok(result)));
    serializedResults.set(result, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

export interface ErrorEnvelope {
  result: null;
  success: false;
  error: { code: number; message: string; details: string | null; field?: string };
  unAuthorizedRequest: boolean;
}

export function failure(
  status: number,
  message: string,
  options: { code?: number; details?: string | null; field?: string } = {},
): ErrorEnvelope {
  return {
    result: null,
    success: false,
    error: {
      code: options.code ?? status,
      message,
      details: options.details ?? null,
      ...(options.field ? { field: options.field } : {}),
    },
    unAuthorizedRequest: status === 401,
  };
}
