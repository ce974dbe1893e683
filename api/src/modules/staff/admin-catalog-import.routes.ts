import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IMPORT_FILE_MAX_BYTES,
  importFileProblem,
  importFormatOf,
  type ImportFormat,
} from '@store/contracts/catalog-rules';
import { ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import {
  CatalogImportJobSchema,
  CatalogImportParamsSchema,
  readCatalog,
} from '../catalog/index.js';
import { catalogAudit } from './catalog-audit.js';
import { staffUploads } from './multipart-files.js';
import { staffOf } from './staff-context.js';
import { NoQuerySchema } from '@store/contracts/wire/staff';

const IMPORTS = '/api/admin/catalog/imports';
const NOTHING = 'No se importó nada.';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text, or null when its bytes are no UTF-8 text (a picture, a spreadsheet, Latin-1). */
function textOf(bytes: Buffer): string | null {
  try {
    const text = utf8.decode(bytes);
    return text.includes('\u0000') ? null : text.replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/** The one file of the upload, as text of a known format, or the reason it cannot be read. */
async function uploadedCatalog(
  request: FastifyRequest,
): Promise<{ name: string; format: ImportFormat; text: string }> {
  const [upload] = await staffUploads(
    request,
    { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 0 },
    {
      field: 'file',
      tooLarge: (name) =>
        `${importFileProblem({ name, size: IMPORT_FILE_MAX_BYTES + 1 })} ${NOTHING}`,
      tooMany: 'Subí un solo archivo por vez, sin otros campos.',
      notMultipart: 'Enviá el archivo como un formulario con archivos (multipart/form-data).',
    },
  );
  if (!upload) throw AppError.badRequest('Elegí un archivo CSV o JSON para importar.', 'file');
  const { name, bytes } = upload;
  const format = importFormatOf(name);
  const problem = importFileProblem({ name, size: bytes.length });
  if (problem) throw new AppError(format ? 400 : 415, `${problem} ${NOTHING}`, { field: 'file' });
  const text = textOf(bytes);
  const start = text?.trimStart()[0];
  if (text !== null && start === undefined)
    throw AppError.badRequest(`«${name}» está vacío. ${NOTHING}`, 'file');
  // A picture or a spreadsheet renamed .csv, or a JSON that does not start as one.
  if (text === null || (format === 'json' && start !== '{' && start !== '['))
    throw new AppError(
      415,
      `«${name}» no es un ${format === 'json' ? 'JSON' : 'CSV'} de texto en UTF-8 (una planilla se guarda como «CSV UTF-8»). ${NOTHING}`,
      { field: 'file' },
    );
  return { name, format: format as ImportFormat, text };
}

/**
 * The catalogue importer from the back office (issue 32): a CSV or JSON file in, a job out,
 * polled until it imported all of the file or refused it with its bad lines (nothing changed).
 * The importer's own rules (`catalog/import`), one transaction; every import in the audit.
 */
export async function registerAdminCatalogImportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1 } });
    const routes = scope.withTypeProvider<TypeBoxTypeProvider>();
    const config = { auth: 'staff' as const };
    const response = responsesOf(CatalogImportJobSchema);

    routes.post(
      IMPORTS,
      { config, schema: { querystring: NoQuerySchema, response } },
      async (request) => {
        const { tenantId } = staffOf(request, 'catalog.write');
        const file = await uploadedCatalog(request);
        const document = readCatalog(file.text, file.format);
        const [unreadable] = document.unreadable ? document.issues : [];
        if (unreadable)
          throw AppError.badRequest(
            `No se puede leer «${file.name}» (línea ${unreadable.line}): ${unreadable.message} ${NOTHING}`,
            'file',
          );
        const about = { file: file.name, format: file.format };
        const imported = catalogAudit(app, request, 'catalog.imported', 'catalog');
        const refused = catalogAudit(app, request, 'catalog.import-refused', 'catalog');
        return ok(
          await app.catalogImports.start({
            tenantId,
            fileName: file.name,
            format: file.format,
            document,
            onImported: (trx, summary) => imported(trx, null, { ...about, ...summary }),
            onRefused: (issues) => refused(app.db, null, { ...about, issues }),
          }),
        );
      },
    );
    routes.get(
      `${IMPORTS}/:id`,
      {
        config,
        schema: { params: CatalogImportParamsSchema, querystring: NoQuerySchema, response },
      },
      async (request) => {
        const { tenantId } = staffOf(request, 'catalog.write');
        return ok(await app.catalogImports.get(tenantId, request.params.id));
      },
    );
  });
}
