import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, MESSAGES } from './errors.js';

export interface KeyedLimit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

class TooManyRequests extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, message);
  }
}

/**
 * A rate limit counted per what a request is about (an account, a buyer, a tenant), beside a
 * route's own limit per client address, which an office or a proxy shares. Counted in the rate
 * limit plugin's store (Redis when configured: every instance counts together). A preHandler:
 * it runs after authentication and the body's validation, so the key may read both. Over the
 * limit: 429 with Retry-After and the given Spanish message.
 */
export function keyedRateLimit(
  app: FastifyInstance,
  limit: KeyedLimit,
  keyOf: (request: FastifyRequest) => string,
  message: string | ((request: FastifyRequest) => string) = MESSAGES.tooManyRequests,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ ...limit, keyGenerator: keyOf });
  return async (request) => {
    const answer = await check(request);
    if (!answer.isAllowed && answer.isExceeded)
      throw new TooManyRequests(
        answer.ttlInSeconds,
        typeof message === 'string' ? message : message(request),
      );
  };
}
