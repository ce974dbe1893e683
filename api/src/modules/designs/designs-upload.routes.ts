import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { authOf } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { DESIGN_MESSAGES } from './design-messages.js';
import { DESIGN_UPLOAD_BYTES } from './designer-settings.js';
import { DesignUploadSchema } from '@store/contracts/wire/designs';

export const DESIGN_UPLOADS_PER_MINUTE = 20;
const MAX_LOGOS_AT_ONCE = 5;

/** The files of a multipart upload, within the size and count limits (413 past them). */
async function readFiles(request: FastifyRequest, maxFiles: number): Promise<Buffer[]> {
  const buffers: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: DESIGN_UPLOAD_BYTES, files: maxFiles, fields: 5 },
    });
    for await (const part of parts) if (part.type === 'file') buffers.push(await part.toBuffer());
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, DESIGN_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError(413, DESIGN_MESSAGES.tooMany);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(415, DESIGN_MESSAGES.notMultipart);
    throw error;
  }
  if (buffers.length === 0) throw AppError.badRequest(DESIGN_MESSAGES.missingFile, 'file');
  return buffers;
}

/**
 * `Designs/UploadDesign` (one picture of a design) and `OrderLogos/UploadLogos` (pictures kept in
 * the buyer's logo library), guests and users alike. Multipart is registered in this scope only.
 */
export async function designUploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: DESIGN_UPLOAD_BYTES, files: MAX_LOGOS_AT_ONCE },
  });
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  // Uploads fill a disk: a buyer designing a few products needs far fewer than this.
  const config = { rateLimit: { max: DESIGN_UPLOADS_PER_MINUTE, timeWindow: '1 minute' } };

  routes.post(
    '/api/services/app/Designs/UploadDesign',
    { config, schema: { response: responsesOf(DesignUploadSchema) } },
    async (request) => {
      const buffers = await readFiles(request, 1);
      const [stored] = await app.designs.store(
        request.tenant,
        authOf(request).subject,
        'design',
        buffers,
      );
      if (!stored) throw AppError.badRequest(DESIGN_MESSAGES.missingFile, 'file');
      return ok(stored);
    },
  );

  routes.post(
    '/api/services/app/OrderLogos/UploadLogos',
    { config, schema: { response: responsesOf(Type.Array(DesignUploadSchema)) } },
    async (request) => {
      const buffers = await readFiles(request, MAX_LOGOS_AT_ONCE);
      return ok(await app.designs.store(request.tenant, authOf(request).subject, 'logo', buffers));
    },
  );
}
