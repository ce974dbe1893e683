import type { FastifyReply } from 'fastify';

/**
 * A PDF the caller downloads (order, quote, invoice, catalogue): saved under its name, kept by
 * no cache (it carries the buyer's data, and a document such as an invoice can be drawn again).
 */
export function sendPdf(reply: FastifyReply, pdf: unknown, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
