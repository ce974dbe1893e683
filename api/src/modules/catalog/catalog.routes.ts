import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { userOf } from '../../http/auth.js';
import { ok, okOnce, responsesOf } from '../../http/envelope.js';
import { registerCatalogDownload } from './catalog-download.routes.js';
import { registerCatalogPages } from './catalog-pages.js';
import { createActivityRepository } from './catalog-activity.repository.js';
import { createCatalogRepository } from './catalog.repository.js';
import * as S from '@store/contracts/wire/catalog';
import { createCatalogService, type CatalogService } from './catalog.service.js';
import { createCatalogStaffRepository } from './catalog-staff.repository.js';
import { createCatalogStaff, type CatalogStaff } from './catalog-staff.service.js';
import { createProductEditorRepository } from './catalog-product-editor.repository.js';
import { createProductEditor, type ProductEditor } from './catalog-product-editor.service.js';
import { createVariantEditorRepository } from './catalog-variant-editor.repository.js';
import { createVariantEditor, type VariantEditor } from './catalog-variant-editor.service.js';
import { createPrintAreasRepository } from './catalog-print-areas.repository.js';
import { createCatalogPrintAreas, type CatalogPrintAreas } from './catalog-print-areas.service.js';
import { createPictureFiles } from './catalog-picture-files.js';
import { createPicturesRepository } from './catalog-pictures.repository.js';
import { createCatalogPictures, type CatalogPictures } from './catalog-pictures.service.js';
import { createCatalogImports, type CatalogImports } from './import/catalog-import-jobs.js';
import { createCategoriesRepository } from './catalog-categories.repository.js';
import { createCatalogCategories, type CatalogCategories } from './catalog-categories.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue: lists, details, favourites, and the pricing engine's inputs. */
    catalog: CatalogService;
    /** The back office's side (issue 32): search, prices and visibility, stock adjustments. */
    catalogStaff: CatalogStaff;
    /** The back office's product editor (issue 32): details. */
    productEditor: ProductEditor;
    /** The back office's techniques and print areas of a product (issue 32). */
    catalogPrintAreas: CatalogPrintAreas;
    /** The back office's variants of a product (issue 32): edit, add, retire. */
    variantEditor: VariantEditor;
    /** The back office's pictures of a product (issue 32): upload, order, alt, crop, delete. */
    catalogPictures: CatalogPictures;
    /** The back office's imports of a catalogue file (issue 32): all or nothing, with progress. */
    catalogImports: CatalogImports;
    /** The back office's category tree (issue 32): order, parents, pictures. */
    catalogCategories: CatalogCategories;
  }
}

const GROUP = '/api/services/app/Catalog';
/** `a,b` -> ['a', 'b']: multi-valued filters in a query string. */
const values = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export const catalogRoutes = fp(
  async (app) => {
    app.decorate(
      'catalog',
      createCatalogService(
        createCatalogRepository(app.db),
        app.tenants,
        createActivityRepository(app.db),
        (error, count) => app.log.warn({ err: error, count }, 'product views not recorded'),
      ),
    );
    // The storefront's categories menu (GetConfig, every page's boot) is the category tree.
    app.tenants.menuFrom((tenant) => app.catalog.menu(tenant));
    const staffRepository = createCatalogStaffRepository(app.db);
    const variantRepository = createVariantEditorRepository();
    app.decorate(
      'catalogStaff',
      createCatalogStaff({ db: app.db, repository: staffRepository, tenants: app.tenants }),
    );
    app.decorate(
      'variantEditor',
      createVariantEditor({
        db: app.db,
        repository: variantRepository,
        stock: staffRepository,
      }),
    );
    const pictureFiles = createPictureFiles(app.config.tenantAssetsDir, {
      privatePictureHosts: app.config.privatePictureHosts,
    });
    app.decorate(
      'catalogPictures',
      createCatalogPictures({
        db: app.db,
        repository: createPicturesRepository(),
        files: pictureFiles,
        colors: variantRepository,
      }),
    );
    app.decorate(
      'catalogCategories',
      createCatalogCategories({
        db: app.db,
        repository: createCategoriesRepository(),
        files: pictureFiles,
      }),
    );
    app.decorate(
      'productEditor',
      createProductEditor({ db: app.db, repository: createProductEditorRepository() }),
    );
    app.decorate(
      'catalogPrintAreas',
      createCatalogPrintAreas({ db: app.db, repository: createPrintAreasRepository() }),
    );
    app.decorate(
      'catalogImports',
      createCatalogImports(app.db, (error) =>
        app.log.error({ err: error }, 'catalogue import failed'),
      ),
    );
    app.addHook('onClose', async () => {
      await app.catalogImports.settle();
      await app.catalog.writeViews();
    });
    const routes = app.withTypeProvider<TypeBoxTypeProvider>();
    const pub = { auth: 'public' as const };

    routes.get(
      `${GROUP}/GetCategories`,
      {
        config: pub,
        schema: {
          querystring: S.CategoriesQuerySchema,
          response: responsesOf(Type.Array(S.CategorySchema)),
        },
      },
      async (request, reply) => okOnce(reply, await app.catalog.categories(request.tenant)),
    );
    routes.get(
      `${GROUP}/GetColors`,
      {
        config: pub,
        schema: {
          querystring: S.EmptyQuerySchema,
          response: responsesOf(Type.Array(S.ColorOptionSchema)),
        },
      },
      async (request, reply) => okOnce(reply, await app.catalog.colors(request.tenant)),
    );
    routes.get(
      `${GROUP}/GetBrands`,
      {
        config: pub,
        schema: {
          querystring: S.EmptyQuerySchema,
          response: responsesOf(Type.Array(S.BrandOptionSchema)),
        },
      },
      async (request, reply) => okOnce(reply, await app.catalog.brands(request.tenant)),
    );

    routes.get(
      `${GROUP}/GetProductsList`,
      {
        config: pub,
        schema: {
          querystring: S.ProductsListQuerySchema,
          response: responsesOf(S.ProductListSchema),
        },
      },
      async (request, reply) => {
        const { category, color, technique, brand, ...rest } = request.query;
        const list = await app.catalog.list(request.tenant, {
          ...rest,
          categories: values(category),
          colors: values(color),
          techniques: values(technique),
          brands: values(brand),
        });
        return okOnce(reply, list);
      },
    );
    routes.post(
      `${GROUP}/Search`,
      {
        config: pub,
        schema: { body: S.SearchBodySchema, response: responsesOf(S.ProductListSchema) },
      },
      async (request, reply) => {
        const { applicationTechniques, ...rest } = request.body;
        const list = await app.catalog.list(request.tenant, {
          ...rest,
          techniques: applicationTechniques,
        });
        return okOnce(reply, list);
      },
    );
    routes.get(
      `${GROUP}/GetProductDetail`,
      {
        config: pub,
        schema: {
          querystring: S.ProductDetailQuerySchema,
          response: responsesOf(S.ProductDetailSchema),
        },
      },
      async (request) => {
        const product = await app.catalog.detail(request.tenant, request.query.slug);
        // A buyer looked at it: one of the signals of 'Lo más pedido' (written within 2 s).
        app.catalog.recordView(request.tenant, product.id);
        return ok(product);
      },
    );
    routes.post(
      `${GROUP}/RegisterCartAddition`,
      {
        config: pub,
        schema: { body: S.CartAdditionBodySchema, response: responsesOf(Type.Null()) },
      },
      async (request) => {
        await app.catalog.recordCartAddition(request.tenant, request.body.productId);
        return ok(null);
      },
    );
    routes.get(
      `${GROUP}/GetTrendingProducts`,
      {
        config: pub,
        schema: {
          querystring: S.LimitQuerySchema,
          response: responsesOf(Type.Array(S.ProductSummarySchema)),
        },
      },
      async (request) => ok(await app.catalog.trending(request.tenant, request.query.limit ?? 8)),
    );

    routes.get(
      `${GROUP}/GetPrintingTypes`,
      {
        config: pub,
        schema: {
          querystring: S.PrintingTypesQuerySchema,
          response: responsesOf(S.PrintingTypesSchema),
        },
      },
      async (request, reply) =>
        okOnce(
          reply,
          await app.catalog.printingTypes(
            request.tenant,
            request.query.Filtro ?? '',
            request.query.PaginaActual ?? 1,
          ),
        ),
    );
    routes.get(
      `${GROUP}/GetPrintingTypesConfig`,
      {
        config: pub,
        schema: {
          querystring: S.EmptyQuerySchema,
          response: responsesOf(S.PrintingTypesConfigSchema),
        },
      },
      async (request) => ok(await app.catalog.printingTypesConfig(request.tenant)),
    );

    routes.post(
      `${GROUP}/UpdateFavoriteProduct`,
      {
        config: { auth: 'user' },
        schema: { body: S.FavoriteBodySchema, response: responsesOf(S.FavoriteResultSchema) },
      },
      async (request) =>
        ok(
          await app.catalog.setFavorite(
            request.tenant,
            userOf(request).userId,
            request.body.productId,
            request.body.isFavorite,
          ),
        ),
    );
    routes.get(
      `${GROUP}/GetFavorites`,
      {
        config: { auth: 'user' },
        schema: {
          querystring: S.EmptyQuerySchema,
          response: responsesOf(Type.Array(S.ProductSummarySchema)),
        },
      },
      async (request) => ok(await app.catalog.favorites(request.tenant, userOf(request).userId)),
    );

    registerCatalogDownload(app);
    registerCatalogPages(app);
  },
  { name: 'catalog', dependencies: ['tenants', 'auth'] },
);
