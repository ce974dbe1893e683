import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PICTURE_LIMITS } from '@store/contracts/product-rules';
import { ok, responsesOf } from '../../http/envelope.js';
import {
  PictureAltBodySchema,
  PictureCropBodySchema,
  PictureDeleteBodySchema,
  PictureOrderBodySchema,
  PictureParamsSchema,
  PictureUploadQuerySchema,
  ProductPicturesSchema,
} from '../catalog/index.js';
import { catalogAudit } from './catalog-audit.js';
import { uploadedPictures } from './picture-uploads.js';
import { staffOf } from './staff-context.js';
import { IdParamsSchema, NoQuerySchema } from '@store/contracts/wire/staff';

const PRODUCT = '/api/admin/catalog/products/:id/pictures';
const PICTURE = `${PRODUCT}/:pictureId`;

/**
 * A product's pictures in the back office (issue 32): read, upload, order, alt text, crop,
 * delete. The catalogue module does the work (`app.catalogPictures`); these check the role and
 * audit the write inside its transaction. Deleting is a POST: the version travels in its body;
 * an upload names it in its address (the body is the files).
 */
export async function registerAdminCatalogPictureRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // Multipart in this scope only: the upload's files.
    await scope.register(multipart, {
      limits: { fileSize: PICTURE_LIMITS.maxBytes, files: PICTURE_LIMITS.filesPerUpload },
    });
    const routes = scope.withTypeProvider<TypeBoxTypeProvider>();
    const config = { auth: 'staff' as const };
    const response = responsesOf(ProductPicturesSchema);
    const audited = (request: FastifyRequest, action: string, id: number) =>
      catalogAudit(app, request, action, `product:${id}`);

    routes.get(
      PRODUCT,
      { config, schema: { params: IdParamsSchema, querystring: NoQuerySchema, response } },
      async (request) => {
        staffOf(request, 'catalog.read');
        return ok(await app.catalogPictures.pictures(request.tenant, request.params.id));
      },
    );
    routes.post(
      PRODUCT,
      {
        config,
        schema: { params: IdParamsSchema, querystring: PictureUploadQuerySchema, response },
      },
      async (request) => {
        const { id } = request.params;
        const onWrite = audited(request, 'pictures.uploaded', id);
        const { version } = request.query;
        // The files are read once the product and its version are known good (404, 409 first).
        const files = () =>
          uploadedPictures(request, PICTURE_LIMITS.filesPerUpload, {
            tooMany: `Se suben como máximo ${PICTURE_LIMITS.filesPerUpload} fotos por vez, y solo sus archivos.`,
            nothingKept: 'No se subió ninguna foto.',
          });
        return ok(await app.catalogPictures.upload(request.tenant, id, version, files, onWrite));
      },
    );
    routes.put(
      `${PRODUCT}/order`,
      { config, schema: { params: IdParamsSchema, body: PictureOrderBodySchema, response } },
      async (request) => {
        const { id } = request.params;
        const { version, order } = request.body;
        const onWrite = audited(request, 'pictures.reordered', id);
        return ok(await app.catalogPictures.order(request.tenant, id, version, order, onWrite));
      },
    );
    routes.put(
      PICTURE,
      { config, schema: { params: PictureParamsSchema, body: PictureAltBodySchema, response } },
      async (request) => {
        const { id, pictureId } = request.params;
        const { version, alt } = request.body;
        const onWrite = audited(request, 'picture.alt', id);
        return ok(
          await app.catalogPictures.saveAlt(request.tenant, id, pictureId, version, alt, onWrite),
        );
      },
    );
    routes.put(
      `${PICTURE}/crop`,
      { config, schema: { params: PictureParamsSchema, body: PictureCropBodySchema, response } },
      async (request) => {
        const { id, pictureId } = request.params;
        const { version, ...drawn } = request.body;
        const onWrite = audited(request, 'picture.cropped', id);
        return ok(
          await app.catalogPictures.crop(request.tenant, id, pictureId, version, drawn, onWrite),
        );
      },
    );
    routes.post(
      `${PICTURE}/delete`,
      { config, schema: { params: PictureParamsSchema, body: PictureDeleteBodySchema, response } },
      async (request) => {
        const { id, pictureId } = request.params;
        const onWrite = audited(request, 'picture.deleted', id);
        return ok(
          await app.catalogPictures.remove(
            request.tenant,
            id,
            pictureId,
            request.body.version,
            onWrite,
          ),
        );
      },
    );
  });
}
