import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { CART_FILES_PATH, FILE_MESSAGES, UPLOAD_LIMITS, type CartFileKind } from './cart-files.js';
import { CartFileParamsSchema, UploadedCartFilesSchema } from '@store/contracts/wire/cart';

export const UPLOADS_PER_MINUTE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Reads `shoppingCartUUID` and the files of a multipart upload, within the kind's limits. */
async function readUpload(request: FastifyRequest, kind: CartFileKind) {
  const buffers: Buffer[] = [];
  let shoppingCartUUID: string | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: UPLOAD_LIMITS[kind], files: UPLOAD_LIMITS.files, fields: 5 },
    });
    for await (const part of parts) {
      if (part.type === 'file') buffers.push(await part.toBuffer());
      else if (part.fieldname === 'shoppingCartUUID' && typeof part.value === 'string')
        shoppingCartUUID = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, FILE_MESSAGES.tooLarge[kind]);
    if (code === 'FST_FILES_LIMIT') throw new AppError(413, FILE_MESSAGES.tooMany);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(415, FILE_MESSAGES.notMultipart);
    // Everything else here is the form itself: cut short, no boundary, malformed part headers.
    throw new AppError(400, FILE_MESSAGES.brokenForm, { cause: error });
  }
  if (!shoppingCartUUID || !UUID.test(shoppingCartUUID))
    throw AppError.badRequest(FILE_MESSAGES.missingItem, 'shoppingCartUUID');
  if (buffers.length === 0) throw AppError.badRequest(FILE_MESSAGES.missingFile, 'file');
  return { shoppingCartUUID, buffers };
}

/**
 * `PutImagesProductItem` (the preview of a customised product) and `PutFilesShoppingCartItem`
 * (the buyer's artwork) for guests and users alike, and the files served back by their name.
 * Multipart is registered in this scope only.
 */
export async function cartFilesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.file, files: UPLOAD_LIMITS.files },
  });
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  for (const [name, kind] of [
    ['PutImagesProductItem', 'image'],
    ['PutFilesShoppingCartItem', 'file'],
  ] as const) {
    routes.put(
      `/api/services/app/ShoppingCarts/${name}`,
      {
        // Uploads fill a disk: a buyer designing a few products needs far fewer than this.
        config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: { response: responsesOf(UploadedCartFilesSchema) },
      },
      async (request) => {
        const { shoppingCartUUID, buffers } = await readUpload(request, kind);
        const owner = authOf(request).subject;
        return ok(
          await app.cartFiles.store(
            request.tenant,
            owner,
            request.ip,
            shoppingCartUUID,
            kind,
            buffers,
          ),
        );
      },
    );
  }

  // By name only (an <img> sends no tenant header); names are random UUIDs nobody can guess.
  routes.get(
    `${CART_FILES_PATH}/:name`,
    { config: { auth: 'public', tenant: false }, schema: { params: CartFileParamsSchema } },
    async (request, reply) => {
      const file = await app.cartFiles.read(request.params.name);
      if (!file) throw AppError.notFound();
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header(
          'content-disposition',
          file.contentType === 'application/pdf' ? 'attachment' : 'inline',
        )
        .send(file.body);
    },
  );
}
