import { escapeHtml } from '../../http/html.js';

/** The sandbox's hosted page: the order, its amount and the three outcomes a tester can choose. */
export function sandboxPage(input: {
  title: string;
  amount: string;
  action: string;
  /** The checkout's one-time token, carried by the form; null: the page takes no decision. */
  token: string | null;
  /** Why there is no form (decided, expired, opened without its token...). */
  notice: string | null;
}) {
  const e = escapeHtml;
  const body =
    input.token === null
      ? `<p role="status">${e(input.notice ?? '')}</p>`
      : `<form method="post" action="${e(input.action)}">
  <input type="hidden" name="token" value="${e(input.token)}">
  <button name="decision" value="approved" type="submit">Aprobar</button>
  <button name="decision" value="rejected" type="submit">Rechazar</button>
  <button name="decision" value="pending" type="submit">Dejar pendiente</button>
</form>`;
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pago de prueba</title></head>
<body style="font-family:system-ui,sans-serif;max-width:480px;margin:40px auto;padding:0 16px">
<main>
<h1>Pago de prueba</h1>
<p>Proveedor de pagos local de la tienda: ningún cargo es real.</p>
<p><strong>${e(input.title)}</strong></p>
<p>Total: <strong>${e(input.amount)}</strong></p>
${body}
</main>
</body>
</html>`;
}
