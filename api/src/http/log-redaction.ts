import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets (the spec's `RefreshToken?refreshToken=` form). */
const SECRET_PARAMS = /([?&](?:refreshToken|token|code|resetCode|confirmationToken)=)[^&#]*/gi;

/** A request URL as logs may keep it: secret query values replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redactado]');
}

/** Fastify's request log line, without secrets in the URL. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
