import { escapeHtml } from '../../http/html.js';
import type { InboxMessage } from './dev-inbox.js';

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2933}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d9dee5;vertical-align:top}p{max-width:48rem;line-height:1.5}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}iframe{width:100%;height:70vh;border:1px solid #d9dee5}ul{padding-left:1.2rem}';

const page = (title: string, body: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head><body>
${body}
</body></html>
`;

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

function attachmentLinks(message: InboxMessage): string {
  return message.attachments
    .map(
      (a, index) =>
        `<a href="/dev/inbox/${message.id}/attachments/${index}">${escapeHtml(a.filename || `adjunto ${index + 1}`)}</a> (${kilobytes(a.size)})`,
    )
    .join(', ');
}

/** Every mail caught, newest first: subject (a link to the mail), to, from, date, attachments. */
export function inboxPage(messages: InboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td><a href="/dev/inbox/${m.id}">${escapeHtml(m.subject || '(sin asunto)')}</a></td>` +
        `<td>${escapeHtml(m.to.join(', '))}</td><td>${escapeHtml(m.from)}</td>` +
        `<td><time>${escapeHtml(m.date ?? '')}</time></td><td>${attachmentLinks(m)}</td></tr>`,
    )
    .join('\n');
  return page(
    'Correos de la tienda',
    `<h1>Correos de la tienda</h1>
<p>Los correos que la tienda envía llegan acá mientras no haya un servidor SMTP configurado (<code>SMTP_URL</code>); nadie más los recibe. Lo mismo en JSON: <a href="/dev/inbox.json">/dev/inbox.json</a> (con <code>?to=</code> para una dirección).</p>
${messages.length ? `<table><thead><tr><th>Asunto</th><th>Para</th><th>De</th><th>Fecha</th><th>Adjuntos</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : '<p>Todavía no llegó ningún correo.</p>'}`,
  );
}

/** One mail: who sent it to whom, its attachments, and its HTML in a sandboxed frame. */
export function messagePage(message: InboxMessage): string {
  const subject = message.subject || '(sin asunto)';
  return page(
    subject,
    `<p><a href="/dev/inbox">Volver a la lista</a></p>
<h1>${escapeHtml(subject)}</h1>
<dl><dt>De</dt><dd>${escapeHtml(message.from)}</dd><dt>Para</dt><dd>${escapeHtml(message.to.join(', '))}</dd><dt>Fecha</dt><dd><time>${escapeHtml(message.date ?? '')}</time></dd>${message.attachments.length ? `<dt>Adjuntos</dt><dd>${attachmentLinks(message)}</dd>` : ''}</dl>
<iframe title="El correo como lo ve quien lo recibe" sandbox src="/dev/inbox/${message.id}/html"></iframe>`,
  );
}
