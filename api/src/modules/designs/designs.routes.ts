import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { authOf } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { designUploadRoutes } from './designs-upload.routes.js';
import { designerSettings } from './designer-settings.js';
import { createDesignsRepository } from './designs.repository.js';
import {
  DesignerSettingsSchema,
  DesignFileParamsSchema,
  DesignUploadSchema,
} from './designs.schemas.js';
import { createDesignsService, DESIGN_FILES_PATH, type DesignsService } from './designs.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The builder's uploads, and what a design costs (read by the pricing engine). */
    designs: DesignsService;
  }
}

const NoQuerySchema = Type.Object({}, { additionalProperties: false });

export const designsRoutes = fp(
  async (app) => {
    const repository = createDesignsRepository(app.db);
    app.decorate('designs', createDesignsService(repository, app.files('designs')));
    const routes = app.withTypeProvider<TypeBoxTypeProvider>();

    routes.get(
      '/api/services/app/Designs/GetDesignerSettings',
      {
        config: { auth: 'public' },
        schema: { querystring: NoQuerySchema, response: responsesOf(DesignerSettingsSchema) },
      },
      async (request) => ok(designerSettings(request.tenant)),
    );

    routes.get(
      '/api/services/app/UserLogos/GetUserLogos',
      {
        schema: {
          querystring: NoQuerySchema,
          response: responsesOf(Type.Array(DesignUploadSchema)),
        },
      },
      async (request) => ok(await app.designs.logos(request.tenant, authOf(request).subject)),
    );

    // Only the owner reads a file (the editor fetches it with its token): a name seen elsewhere
    // opens nothing. An SVG is served as an image that can run nothing, even opened directly.
    routes.get(
      `${DESIGN_FILES_PATH}/:name`,
      { schema: { params: DesignFileParamsSchema } },
      async (request, reply) => {
        const file = await app.designs.read(
          request.tenant,
          authOf(request).subject,
          request.params.name,
        );
        return reply
          .type(file.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .header('content-disposition', 'inline')
          .send(file.body);
      },
    );

    await app.register(designUploadRoutes);
  },
  { name: 'designs', dependencies: ['tenants'] },
);
