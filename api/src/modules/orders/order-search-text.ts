/**
 * The one text the back office's order search reads (issue 32): an order's number, the buyer's
 * and the invoice's names, e-mails and phone, the CUIT or RUT as written and without its dashes and
 * dots, and its lines' products and SKUs, lower-cased, one value a line. A search then reads one
 * short column (with a trigram index on PostgreSQL) instead of two JSON documents and the lines.
 * Written with the order (orders.repository.ts) and again when a buyer is forgotten.
 */
export function orderSearchText(
  order: { number: string; addressee_json: string; invoice_json: string },
  lines: readonly { product_name: string; sku: string }[],
): string {
  const addressee = parse(order.addressee_json);
  const invoice = parse(order.invoice_json);
  const document = text(invoice.document);
  const values = [
    order.number,
    text(addressee.name),
    text(addressee.lastName),
    text(addressee.email),
    text(addressee.phone),
    text(invoice.name),
    text(invoice.lastName),
    text(invoice.email),
    document,
    bareDocument(document),
    ...lines.flatMap((line) => [line.product_name, line.sku]),
  ].filter((value) => value !== '');
  return [...new Set(values)].join('\n').toLowerCase();
}

/** A CUIT or RUT without its dashes, dots and spaces, as staff often type it. */
export const bareDocument = (document: string) => document.replace(/[-.\s]/g, '');

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function parse(json: string): Record<string, unknown> {
  const value: unknown = JSON.parse(json);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
