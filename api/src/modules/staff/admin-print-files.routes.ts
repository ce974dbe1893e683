import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ZipFile } from 'yazl';
import { ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { fileNameInOrder, printFilesOfOrder } from '../orders/index.js';
import { staffOf } from './staff-context.js';
import {
  AdminPrintFilesSchema,
  IdParamsSchema,
  NoQuerySchema,
  PrintFileParamsSchema,
} from '@store/contracts/wire/staff';

const TYPES = { png: 'image/png', svg: 'image/svg+xml' } as const;

/**
 * An order's print files for the staff who print it (issue 32): the list per line and view, one
 * file, or all of them in one zip named after the order. The files are the orders module's
 * (rendered once from the saved design, kept in the data folder); the names in the zip are the
 * ones `npm run order -- print-files --out` writes.
 */
export function registerAdminPrintFileRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { auth: 'staff' as const };
  // They carry a buyer's design: no shared cache keeps them.
  const noStore = 'private, no-store';

  routes.get(
    '/api/admin/orders/:id/print-files',
    { config, schema: { params: IdParamsSchema, response: responsesOf(AdminPrintFilesSchema) } },
    async (request) => {
      staffOf(request, 'printFiles.read');
      const { files } = await printFilesOfOrder(app, request.tenant, request.params.id);
      return ok(
        files.map(({ line, productName, view, widthPx, heightPx, png, svg }) => ({
          line,
          productName,
          view,
          widthPx,
          heightPx,
          png: basename(png),
          svg: basename(svg),
        })),
      );
    },
  );
  routes.get(
    '/api/admin/orders/:id/print-files/:line/:file',
    { config, schema: { params: PrintFileParamsSchema, querystring: NoQuerySchema } },
    async (request, reply) => {
      staffOf(request, 'printFiles.read');
      const { id, line, file } = request.params;
      const { number, files } = await printFilesOfOrder(app, request.tenant, id);
      const found = files.find(
        (f) => f.line === line && (basename(f.png) === file || basename(f.svg) === file),
      );
      if (!found) throw AppError.notFound('Ese archivo de impresión no es de este pedido.');
      const path = basename(found.png) === file ? found.png : found.svg;
      return reply
        .header('content-type', TYPES[file.endsWith('.png') ? 'png' : 'svg'])
        .header(
          'content-disposition',
          `attachment; filename="${fileNameInOrder(number, found, path)}"`,
        )
        .header('cache-control', noStore)
        .send(createReadStream(path));
    },
  );
  routes.get(
    '/api/admin/orders/:id/print-files.zip',
    { config, schema: { params: IdParamsSchema, querystring: NoQuerySchema } },
    async (request, reply) => {
      staffOf(request, 'printFiles.read');
      const { number, files } = await printFilesOfOrder(app, request.tenant, request.params.id);
      const zip = new ZipFile();
      // PNG and SVG compress little or are small: stored as they are, the zip starts at once.
      for (const file of files)
        for (const path of [file.png, file.svg])
          zip.addFile(path, fileNameInOrder(number, file, path), { compress: false });
      zip.end();
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="impresion-${number}.zip"`)
        .header('cache-control', noStore)
        .send(zip.outputStream);
    },
  );
}
