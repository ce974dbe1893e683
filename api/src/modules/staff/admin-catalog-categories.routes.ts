import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PICTURE_LIMITS } from '@store/contracts/product-rules';
import { ok, responsesOf } from '../../http/envelope.js';
import {
  CategoryCreateBodySchema,
  CategoryEditBodySchema,
  CategoryMoveBodySchema,
  CategoryPictureQuerySchema,
  CategoryVersionBodySchema,
  PictureCropBodySchema,
  StaffCategoryTreeSchema,
} from '../catalog/index.js';
import { catalogAudit } from './catalog-audit.js';
import { uploadedPictures } from './picture-uploads.js';
import { staffOf } from './staff-context.js';
import { IdParamsSchema, NoQuerySchema } from '@store/contracts/wire/staff';

const TREE = '/api/admin/catalog/categories';
const CATEGORY = `${TREE}/:id`;

/**
 * The store's categories in the back office (issue 32): the tree, create, edit, move, delete and
 * the picture (upload, crop, remove). The catalogue module does the work (`app.catalogCategories`); these check the role
 * and audit the write inside its transaction. Each answers the whole tree. Deleting is a POST:
 * the version travels in its body; an upload names it in its address (the body is the file).
 */
export async function registerAdminCatalogCategoryRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PICTURE_LIMITS.maxBytes, files: 1 } });
    const routes = scope.withTypeProvider<TypeBoxTypeProvider>();
    const config = { auth: 'staff' as const };
    const response = responsesOf(StaffCategoryTreeSchema);
    const audited = (request: FastifyRequest, action: string, id: number | null) =>
      catalogAudit(app, request, action, id === null ? 'categories' : `category:${id}`);
    const categories = app.catalogCategories;

    routes.get(
      TREE,
      { config, schema: { querystring: NoQuerySchema, response } },
      async (request) => {
        staffOf(request, 'catalog.read');
        return ok(await categories.tree(request.tenant));
      },
    );
    routes.post(
      TREE,
      { config, schema: { body: CategoryCreateBodySchema, response } },
      async (request) => {
        const onWrite = audited(request, 'category.created', null);
        return ok(await categories.create(request.tenant, request.body, onWrite));
      },
    );
    routes.put(
      CATEGORY,
      { config, schema: { params: IdParamsSchema, body: CategoryEditBodySchema, response } },
      async (request) => {
        const { id } = request.params;
        const onWrite = audited(request, 'category.edited', id);
        return ok(await categories.edit(request.tenant, id, request.body, onWrite));
      },
    );
    routes.put(
      `${CATEGORY}/position`,
      { config, schema: { params: IdParamsSchema, body: CategoryMoveBodySchema, response } },
      async (request) => {
        const { id } = request.params;
        const onWrite = audited(request, 'category.moved', id);
        return ok(await categories.move(request.tenant, id, request.body, onWrite));
      },
    );
    routes.post(
      `${CATEGORY}/delete`,
      { config, schema: { params: IdParamsSchema, body: CategoryVersionBodySchema, response } },
      async (request) => {
        const { id } = request.params;
        const onWrite = audited(request, 'category.deleted', id);
        return ok(await categories.remove(request.tenant, id, request.body.version, onWrite));
      },
    );
    routes.post(
      `${CATEGORY}/picture`,
      {
        config,
        schema: { params: IdParamsSchema, querystring: CategoryPictureQuerySchema, response },
      },
      async (request) => {
        const { id } = request.params;
        const onWrite = audited(request, 'category.picture', id);
        const files = () =>
          uploadedPictures(request, 1, {
            tooMany: 'Una categoría tiene una sola foto: envíe un archivo.',
            nothingKept: 'No se subió la foto.',
          });
        return ok(
          await categories.uploadPicture(request.tenant, id, request.query.version, files, onWrite),
        );
      },
    );
    routes.put(
      `${CATEGORY}/picture/crop`,
      { config, schema: { params: IdParamsSchema, body: PictureCropBodySchema, response } },
      async (request) => {
        const { id } = request.params;
        const { version, ...drawn } = request.body;
        const onWrite = audited(request, 'category.picture-cropped', id);
        return ok(await categories.cropPicture(request.tenant, id, version, drawn, onWrite));
      },
    );
    routes.post(
      `${CATEGORY}/picture/delete`,
      { config, schema: { params: IdParamsSchema, body: CategoryVersionBodySchema, response } },
      async (request) => {
        const { id } = request.params;
        const onWrite = audited(request, 'category.picture-removed', id);
        return ok(
          await categories.removePicture(request.tenant, id, request.body.version, onWrite),
        );
      },
    );
  });
}
