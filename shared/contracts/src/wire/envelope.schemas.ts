import { Type, type TSchema } from 'typebox';

/**
 * The reply envelope of every `/api` call (the types in ../envelope.ts):
 * `{ result, success, error, unAuthorizedRequest }`; the frontend reads `data.result`.
 */
export const ApiErrorBodySchema = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  details: Type.Union([Type.String(), Type.Null()]),
  /** Which input field the message is about, when there is one. */
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
