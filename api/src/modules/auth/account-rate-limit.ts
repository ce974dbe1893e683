import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { keyedRateLimit, type KeyedLimit } from '../../http/keyed-rate-limit.js';
import { normalizeEmail } from './account-user.js';

/** Per e-mail and address together, every 15 minutes. */
export const ACCOUNT_ADDRESS_LIMIT = { max: 5, timeWindow: 15 * 60_000 };
/** Per address over every e-mail, every 15 minutes: the numbers are the config's. */
export const addressLimit = (max: number) => ({ max, timeWindow: 15 * 60_000 });

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normalizeEmail(body.email) : '';
};

/**
 * A rate limit keyed by the account (tenant + the body's e-mail) AND the client address: a
 * buyer asking for their own reset is not held back by colleagues behind the same address, nor by
 * someone elsewhere asking for their e-mail. The route's own limit (addressLimit) bounds one
 * address over many e-mails. Runs after the body is parsed and validated.
 */
export function perAccountAndAddress(
  app: FastifyInstance,
  limit: KeyedLimit = ACCOUNT_ADDRESS_LIMIT,
): preHandlerAsyncHookHandler {
  return keyedRateLimit(
    app,
    limit,
    (request) => `${request.tenant.id}|${emailOf(request)}|${request.ip}`,
  );
}
