import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { authOf } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { embroideryRoutes } from './embroidery.routes.js';
import { createDesignHolders, type DesignHolders } from './design-holders.js';
import { createDesignSweep, DESIGN_UPLOAD_RETENTION } from './designs-sweep.js';
import { designUploadRoutes } from './designs-upload.routes.js';
import { designerSettings } from './designer-settings.js';
import { createDesignsRepository } from './designs.repository.js';
import {
  DesignerSettingsSchema,
  DesignFileParamsSchema,
  DesignUploadSchema,
} from '@store/contracts/wire/designs';
import { createPrintFiles, type PrintFiles } from './print-files.js';
import { createRenderPool } from './render-pool.js';
import { createDesignsService, DESIGN_FILES_PATH, type DesignsService } from './designs.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The builder's uploads, and what a design costs (read by the pricing engine). */
    designs: DesignsService;
    /** Where designs live: the cart, quotes and orders add a reader of their rows. */
    designHolders: DesignHolders;
    /** A round of the sweep of unused builder uploads (designs-sweep.ts). */
    sweepDesignUploads: (now?: number) => Promise<number>;
    /** Print files of customised lines (print-files.ts), for the staff's `order print-files`. */
    printFiles: PrintFiles;
  }
}

const NoQuerySchema = Type.Object({}, { additionalProperties: false });

export const designsRoutes = fp(
  async (app) => {
    const repository = createDesignsRepository(app.db);
    const uploads = app.files('designs');
    app.decorate('designs', createDesignsService(repository, uploads));
    const renders = createRenderPool(app.config.render);
    // Not awaited: the store answers at once, the thread is ready a second or so later.
    app.addHook('onListen', (done) => {
      renders.warm().catch((error: unknown) => app.log.error({ err: error }, 'render pool'));
      done();
    });
    app.addHook('onClose', () => renders.close());
    app.decorate(
      'printFiles',
      createPrintFiles(repository, uploads, renders, join(app.config.dataDir, 'print-files')),
    );
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

    const holders = createDesignHolders();
    app.decorate('designHolders', holders);
    const sweep = createDesignSweep(repository, holders, uploads, app.log);
    app.decorate('sweepDesignUploads', sweep.runOnce);
    // One instance sweeps at a time (the jobs module's lease), like the cart files' retention.
    const timer = setInterval(
      () =>
        void app.jobs.runExclusive('design-upload-sweep', 2 * DESIGN_UPLOAD_RETENTION.everyMs, () =>
          sweep.runOnce(),
        ),
      DESIGN_UPLOAD_RETENTION.everyMs,
    );
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweep.idle();
    });
    embroideryRoutes(app, repository, uploads, renders);
    await app.register(designUploadRoutes);
  },
  { name: 'designs', dependencies: ['tenants', 'jobs'] },
);
