import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { PROOF_PDF_BYTES, PROOF_VERSION_MESSAGES, type ProofAudit } from '../orders/index.js';
import { StaffProofVersionSchema } from '../orders/index.js';
import type { Actor } from './staff-audit.js';
import { staffUploads } from './multipart-files.js';
import { staffOf } from './staff-context.js';
import { IdParamsSchema, NoQuerySchema, ProofParamsSchema } from '@store/contracts/wire/staff';

const VersionsSchema = Type.Array(StaffProofVersionSchema);
const EmptyBodySchema = Type.Object({}, { additionalProperties: false });

/** The PDF of a multipart upload (one file), within the size limit. */
async function uploadedPdf(request: FastifyRequest): Promise<Buffer> {
  const [upload] = await staffUploads(
    request,
    { fileSize: PROOF_PDF_BYTES, files: 1, fields: 2 },
    {
      field: 'file',
      tooLarge: () => PROOF_VERSION_MESSAGES.tooLarge,
      tooMany: 'Suba un solo PDF por vez.',
      notMultipart: PROOF_VERSION_MESSAGES.notMultipart,
    },
  );
  if (!upload || upload.bytes.length === 0)
    throw AppError.badRequest(PROOF_VERSION_MESSAGES.missingFile, 'file');
  return upload.bytes;
}

/**
 * An order's proof versions for the staff (issue 32): the list (whoever reads orders), generate,
 * upload and send (production and owner: `proofs.write`), and each version's PDF. The orders
 * module does the work (`app.orderProofs`); every write's audit entry is written in its
 * transaction under `order:<id>`, so the order's timeline shows it.
 */
export async function registerAdminProofRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // Multipart in this scope only: the upload's PDF.
    await scope.register(multipart, { limits: { fileSize: PROOF_PDF_BYTES, files: 1 } });
    const routes = scope.withTypeProvider<TypeBoxTypeProvider>();
    const config = { auth: 'staff' as const };
    const base = '/api/admin/orders/:id/proofs';
    const auditOf =
      (tenantId: number, actor: Actor, id: number): ProofAudit =>
      (trx, action, before, after) =>
        app.staffAudit.record(trx, tenantId, actor, action, `order:${id}`, before, after);

    routes.get(
      base,
      { config, schema: { params: IdParamsSchema, response: responsesOf(VersionsSchema) } },
      async (request) => {
        staffOf(request, 'orders.read');
        return ok(await app.orderProofs.staffList(request.tenant, request.params.id));
      },
    );
    routes.post(
      `${base}/generate`,
      {
        config,
        schema: {
          params: IdParamsSchema,
          body: EmptyBodySchema,
          response: responsesOf(VersionsSchema),
        },
      },
      async (request) => {
        const { actor } = staffOf(request, 'proofs.write');
        const { id } = request.params;
        return ok(
          await app.orderProofs.generate(
            request.tenant,
            actor.email,
            id,
            auditOf(request.tenant.id, actor, id),
          ),
        );
      },
    );
    routes.post(
      `${base}/upload`,
      { config, schema: { params: IdParamsSchema, response: responsesOf(VersionsSchema) } },
      async (request) => {
        const { actor } = staffOf(request, 'proofs.write');
        const { id } = request.params;
        return ok(
          await app.orderProofs.upload(
            request.tenant,
            actor.email,
            id,
            () => uploadedPdf(request),
            auditOf(request.tenant.id, actor, id),
          ),
        );
      },
    );
    routes.post(
      `${base}/:version/send`,
      {
        config,
        schema: {
          params: ProofParamsSchema,
          body: EmptyBodySchema,
          response: responsesOf(VersionsSchema),
        },
      },
      async (request) => {
        const { actor } = staffOf(request, 'proofs.write');
        const { id, version } = request.params;
        return ok(
          await app.orderProofs.send(
            request.tenant,
            actor.email,
            id,
            version,
            auditOf(request.tenant.id, actor, id),
          ),
        );
      },
    );
    routes.get(
      `${base}/:version/pdf`,
      { config, schema: { params: ProofParamsSchema, querystring: NoQuerySchema } },
      async (request, reply) => {
        staffOf(request, 'orders.read');
        const { id, version } = request.params;
        const { bytes, fileName } = await app.orderProofs.pdf(request.tenant, id, version, null);
        return sendPdf(reply, bytes, fileName);
      },
    );
  });
}
