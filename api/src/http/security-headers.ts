import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { HELMET_CSP } from '../site/content-security.js';

/**
 * What helmet's middleware sets on a response, worked out once: with a fixed policy its headers
 * are the same for every request. Helmet stays the one source of the values.
 */
function helmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({ contentSecurityPolicy: HELMET_CSP })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  return Object.freeze(headers);
}

/**
 * The security headers of every answer (content-security.ts, notes: reliability-and-security).
 * They go in Fastify's own headers at the start of each request, where a page or a route may
 * still replace one (a tenant page's policy): running helmet's dozen middlewares on every
 * request cost a fifth of a small answer.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
