import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import { escapeHtml } from '../../http/html.js';
import { listInbox, readInboxMessage, type InboxMessage } from './dev-inbox.js';

/**
 * A mail's own HTML is shown as a sandboxed document: no script, nothing sent anywhere but for
 * images of the store itself (the tenant's logo, on its public address).
 */
const messageCsp = (publicUrl: string) =>
  `sandbox; default-src 'none'; img-src 'self' data: ${new URL(publicUrl).origin}; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'self'`;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Even in development the inbox (reset links included) answers only this machine. */
function assertLocal(request: FastifyRequest): void {
  if (!LOOPBACK.test(request.ip)) throw AppError.notFound();
}

function inboxPage(messages: InboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td><a href="/dev/inbox/${m.id}">${escapeHtml(m.subject || '(sin asunto)')}</a></td>` +
        `<td>${escapeHtml(m.to.join(', '))}</td><td>${escapeHtml(m.from)}</td>` +
        `<td><time>${escapeHtml(m.date ?? '')}</time></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Bandeja de desarrollo</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2933}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d9dee5;vertical-align:top}p{max-width:48rem;line-height:1.5}</style>
</head><body>
<h1>Bandeja de desarrollo</h1>
<p>Los correos que la tienda envía llegan acá mientras no haya un servidor SMTP configurado (<code>SMTP_URL</code>). Lo mismo en JSON: <a href="/dev/inbox.json">/dev/inbox.json</a> (con <code>?to=</code> para una dirección).</p>
${messages.length ? `<table><thead><tr><th>Asunto</th><th>Para</th><th>De</th><th>Fecha</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : '<p>Todavía no llegó ningún correo.</p>'}
</body></html>
`;
}

/** `/dev/inbox` (page), `/dev/inbox.json` and `/dev/inbox/:id` (one mail as the buyer sees it). */
export function registerDevInbox(app: FastifyInstance, dir: string): void {
  const csp = messageCsp(app.config.publicUrl);
  app.get('/dev/inbox', async (request, reply) => {
    assertLocal(request);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(inboxPage(await listInbox(dir)));
  });

  app.get<{ Querystring: { to?: string } }>(
    '/dev/inbox.json',
    {
      schema: {
        querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 320 } } },
      },
    },
    async (request, reply) => {
      assertLocal(request);
      return reply
        .header('cache-control', 'no-store')
        .send({ messages: await listInbox(dir, request.query.to) });
    },
  );

  app.get<{ Params: { id: string } }>('/dev/inbox/:id', async (request, reply) => {
    assertLocal(request);
    const message = await readInboxMessage(dir, request.params.id);
    if (!message) throw AppError.notFound();
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', csp)
      .type('text/html; charset=utf-8')
      .send(message.html ?? `<pre>${escapeHtml(message.text)}</pre>`);
  });
}
