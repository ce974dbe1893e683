import type { FastifyReply } from 'fastify';
import { envelopeOf, ErrorEnvelopeSchema } from '@store/contracts/wire/envelope';
import type { Static, TSchema } from 'typebox';
import { KeptAnswer } from './compression.js';

/**
 * The reply envelope of every /api call: its schemas are the contracts' (`ApiEnvelope`,
 * `@store/contracts/wire/envelope`); the helpers below answer with it.
 */
export { envelopeOf, ErrorEnvelopeSchema };

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

export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

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
