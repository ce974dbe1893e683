import type { FastifyRequest } from 'fastify';
import { PICTURE_LIMITS, pictureFileProblem } from '@store/contracts/product-rules';
import { AppError } from '../../http/errors.js';
import { staffUploads } from './multipart-files.js';

/**
 * The pictures of a multipart upload (a product's, a category's): at most `most` files, each
 * within the size limit and not empty. `nothingKept` ends every refusal («No se subió ninguna
 * foto.»), `tooMany` is the answer to more files.
 */
export async function uploadedPictures(
  request: FastifyRequest,
  most: number,
  messages: { tooMany: string; nothingKept: string },
) {
  const uploads = await staffUploads(
    request,
    { fileSize: PICTURE_LIMITS.maxBytes, files: most, fields: 0 },
    {
      field: 'files',
      tooLarge: (name) =>
        `${pictureFileProblem({ name, size: PICTURE_LIMITS.maxBytes + 1 })} ${messages.nothingKept}`,
      tooMany: messages.tooMany,
      notMultipart: 'Envíe las fotos como un formulario con archivos (multipart/form-data).',
    },
  );
  for (const upload of uploads) {
    const problem = pictureFileProblem({ name: upload.name, size: upload.bytes.length });
    if (problem) throw AppError.badRequest(`${problem} ${messages.nothingKept}`, 'files');
  }
  return uploads;
}
