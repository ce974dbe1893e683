import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../http/html.js';
import { listInbox, readInboxAttachment, readInboxMessage } from './dev-inbox.js';
import { inboxPage, messagePage } from './dev-inbox-pages.js';

/**
 * A mail's own HTML is shown as a sandboxed document: no script, nothing sent anywhere but for
 * images of the store itself (the tenant's logo, on its public address).
 */
const mailCsp = (publicUrl: string) =>
  `sandbox; default-src 'none'; img-src 'self' data: ${new URL(publicUrl).origin}; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'self'`;
/** The inbox's own pages: their inline style and the mail's frame, nothing else. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Even in development the inbox (reset links included) answers only this machine: anything else
 * is a 404 the caller's error handler words.
 */
function local(request: FastifyRequest, reply: FastifyReply): boolean {
  if (LOOPBACK.test(request.ip)) return true;
  void reply.callNotFound();
  return false;
}

const html = (reply: FastifyReply, csp: string, body: string) =>
  reply
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .type('text/html; charset=utf-8')
    .send(body);

type MessageRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * `/dev/inbox` (the list), `/dev/inbox.json`, `/dev/inbox/:id` (one mail with its attachments),
 * `/dev/inbox/:id/html` (the mail as its reader sees it) and `/dev/inbox/:id/attachments/:n`.
 * Served by the store in development and tests, and by the mail catcher of `npm start`.
 */
export function registerDevInbox(
  app: FastifyInstance,
  { dir, publicUrl }: { dir: string; publicUrl: string },
): void {
  app.get('/dev/inbox', async (request, reply) => {
    if (!local(request, reply)) return reply;
    return html(reply, PAGE_CSP, inboxPage(await listInbox(dir)));
  });

  app.get<{ Querystring: { to?: string } }>(
    '/dev/inbox.json',
    {
      schema: {
        querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 320 } } },
      },
    },
    async (request, reply) => {
      if (!local(request, reply)) return reply;
      return reply
        .header('cache-control', 'no-store')
        .send({ messages: await listInbox(dir, request.query.to) });
    },
  );

  const message = async (request: MessageRequest, reply: FastifyReply) => {
    if (!local(request, reply)) return null;
    const found = await readInboxMessage(dir, request.params.id);
    if (!found) void reply.callNotFound();
    return found;
  };

  app.get<{ Params: { id: string } }>('/dev/inbox/:id', async (request, reply) => {
    const found = await message(request, reply);
    return found ? html(reply, PAGE_CSP, messagePage(found)) : reply;
  });

  app.get<{ Params: { id: string } }>('/dev/inbox/:id/html', async (request, reply) => {
    const found = await message(request, reply);
    if (!found) return reply;
    return html(reply, mailCsp(publicUrl), found.html ?? `<pre>${escapeHtml(found.text)}</pre>`);
  });

  app.get<{ Params: { id: string; index: string } }>(
    '/dev/inbox/:id/attachments/:index',
    {
      schema: {
        params: {
          type: 'object',
          properties: { index: { type: 'string', pattern: '^\\d{1,3}$' } },
        },
      },
    },
    async (request, reply) => {
      if (!local(request, reply)) return reply;
      const file = await readInboxAttachment(dir, request.params.id, Number(request.params.index));
      if (!file) return reply.callNotFound();
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.content);
    },
  );
}
