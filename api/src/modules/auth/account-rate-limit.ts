import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, MESSAGES } from '../../http/errors.js';
import { normalizeEmail } from './account-user.js';

/** Per e-mail and address together, every 15 minutes. */
export const ACCOUNT_ADDRESS_LIMIT = { max: 5, timeWindow: 15 * 60_000 };
/** Per address over every e-mail, every 15 minutes: the numbers are the config's. */
export const addressLimit = (max: number) => ({ max, timeWindow: 15 * 60_000 });

class TooManyRequests extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, MESSAGES.tooManyRequests);
  }
}

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
  limit: { max: number; timeWindow: number } = ACCOUNT_ADDRESS_LIMIT,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${request.tenant.id}|${emailOf(request)}|${request.ip}`,
  });
  return async (request) => {
    const answer = await check(request);
    if (!answer.isAllowed && answer.isExceeded) throw new TooManyRequests(answer.ttlInSeconds);
  };
}
