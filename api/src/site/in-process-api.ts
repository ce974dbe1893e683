import type { FastifyInstance } from 'fastify';
import type { InProcessApi } from '@store/contracts';

/**
 * A server render's data calls answered by this process's own routes through Fastify's `inject`:
 * the same routing, hooks, validation, tenant and locale headers and answers as over loopback
 * HTTP, without a socket or HTTP parsing on either thread (docs/performance.md, 30 Nov).
 */
export function inProcessApi(app: FastifyInstance): InProcessApi {
  return async ({ method, url, headers, body }) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    const answerHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined)
        answerHeaders[name] = Array.isArray(value) ? value.join(', ') : String(value);
    return {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: answerHeaders,
      body: res.body,
    };
  };
}
