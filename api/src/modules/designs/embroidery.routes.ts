import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { DesignView } from '@store/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { authOf } from '../../http/auth.js';
import type { FileStore } from '../../lib/file-store.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { assertViewWithinLimits } from './design-limits.js';
import { DESIGN_MESSAGES } from './design-messages.js';
import { designerSettings, PRINT_AREA_MAX_MM } from './designer-settings.js';
import type { DesignsRepository } from './designs.repository.js';
import { printableViews, PRINT_DPI } from './print-file.js';
import { readPictures, uploadsOf } from './print-files.js';
import type { RenderPool } from './render-pool.js';

/** The preview's longer side: enough to see the stitches on a phone, small to send. */
const PREVIEW_SIDE_PX = 600;

const Mm = Type.Number({ exclusiveMinimum: 0, maximum: PRINT_AREA_MAX_MM });
const EmbroideryRequestSchema = Type.Object({
  view: Type.Object({
    view: Type.String({ maxLength: 60 }),
    printArea: Type.Object({ widthMm: Mm, heightMm: Mm }, { additionalProperties: true }),
    // Their number is a design limit (design-limits.ts), refused with the price's own message.
    elements: Type.Array(Type.Object({}, { additionalProperties: true })),
  }),
});

const EmbroideryPreviewSchema = Type.Object({
  /** `data:image/png;base64,...` */
  image: Type.String(),
  widthPx: Type.Integer(),
  heightPx: Type.Integer(),
  stitches: Type.Integer(),
  threads: Type.Array(
    Type.Object({ name: Type.String(), hex: Type.String(), code: Type.Optional(Type.String()) }),
  ),
});

/**
 * `POST Designs/GetZecatEmbroidery` (spec section 7, "embroidery image retrieval"): one view of
 * the design in progress, drawn as the server draws a print file, reduced to the tenant's
 * threads with a thread texture; the stitch estimate in the JSON (and `X-Stitch-Count`). POST
 * because the design travels in the body. Only the caller's own uploads are drawn. The view is
 * held to the design limits before anything is read, and drawn by the render pool's threads.
 */
export function embroideryRoutes(
  app: FastifyInstance,
  repository: DesignsRepository,
  uploads: FileStore,
  renders: RenderPool,
) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/services/app/Designs/GetZecatEmbroidery',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { body: EmbroideryRequestSchema, response: responsesOf(EmbroideryPreviewSchema) },
    },
    async (request, reply) => {
      assertViewWithinLimits(request.body.view);
      const [view] = printableViews({ kind: 'store-design', views: [request.body.view] }) ?? [];
      if (!view) throw AppError.unprocessable(DESIGN_MESSAGES.nothingToEmbroider);
      const names = uploadsOf([view]);
      const owner = authOf(request).subject;
      const rows = await repository.ownedByNames(request.tenant.id, owner, names);
      const pictures = await readPictures(uploads, rows);
      if (pictures.size !== names.length) throw AppError.notFound(DESIGN_MESSAGES.missingUpload);
      const { widthMm, heightMm } = view.printArea as DesignView['printArea'];
      const dpi = Math.min(PRINT_DPI, PREVIEW_SIDE_PX / (Math.max(widthMm, heightMm) / 25.4));
      const preview = await renders.embroidery(
        view,
        pictures,
        dpi,
        designerSettings(request.tenant).threadPalette,
      );
      reply.header('x-stitch-count', String(preview.stitches));
      return ok({
        image: `data:image/png;base64,${preview.png.toString('base64')}`,
        widthPx: preview.widthPx,
        heightPx: preview.heightPx,
        stitches: preview.stitches,
        threads: preview.threads,
      });
    },
  );
}
