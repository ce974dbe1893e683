import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { KeptAnswer } from './compression.js';

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

const keptAnswers = new WeakMap<object, KeptAnswer>();

/**
 * The success envelope of a result a service keeps and hands out again (frozen, as the
 * catalogue's lists and a tenant's configuration): serialized by the route's response schema the
 * first time, compressed once per encoding, and the same bytes sent for every later answer.
 */
export function okOnce(reply: FastifyReply, result: object): FastifyReply {
  let answer = keptAnswers.get(result);
  if (answer === undefined) {
    answer = new KeptAnswer(String(reply.serialize(ok(result))));
    keptAnswers.set(result, answer);
  }
  return answer.send(reply);
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
