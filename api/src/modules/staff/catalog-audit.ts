import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OnCatalogWrite } from '../catalog/index.js';
import { staffOf } from './staff-context.js';

/**
 * The audit entry of a catalogue write by the member making the request (who must hold
 * `catalog.write`), written inside the write's transaction.
 */
export function catalogAudit(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  subject: string,
): OnCatalogWrite {
  const { actor, tenantId } = staffOf(request, 'catalog.write');
  return (trx, before, after) =>
    app.staffAudit.record(trx, tenantId, actor, action, subject, before, after);
}
