import type { Static, TUnsafe } from 'typebox';
import type {
  ApiErrorBodySchema,
  envelopeOf,
  ErrorEnvelopeSchema,
} from './wire/envelope.schemas.ts';

/**
 * The reply envelope of every `/api` call (DESIGN.md section 3), as the API's schemas say it
 * (`wire/envelope.schemas.ts`): the success envelope around `result`, or the error envelope. The
 * frontend reads `data.result`.
 */
export type ApiEnvelope<T> =
  Static<ReturnType<typeof envelopeOf<TUnsafe<T>>>> | Static<typeof ErrorEnvelopeSchema>;
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;

/** Header that names the tenant of every API call. */
export const TENANT_HEADER = 'X-Tenant';
