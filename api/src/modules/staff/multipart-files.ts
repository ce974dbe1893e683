import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';

/** An uploaded file as the staff's routes read it: its name (as the browser sent it) and bytes. */
export interface StaffUpload {
  name: string;
  bytes: Buffer;
}

/**
 * The files of a staff upload (multipart/form-data), within `limits`: past the size a 413 with
 * `messages.tooLarge` (naming the file), more files or fields than allowed a 400 on
 * `messages.field`, a body that is not multipart a 415. The proofs', the store look's and the
 * product pictures' uploads.
 */
export async function staffUploads(
  request: FastifyRequest,
  limits: { fileSize: number; files: number; fields: number },
  messages: {
    field: string;
    tooLarge: (name: string) => string;
    tooMany: string;
    notMultipart: string;
  },
): Promise<StaffUpload[]> {
  const uploads: StaffUpload[] = [];
  let name = '';
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      name = part.filename;
      uploads.push({ name, bytes: await part.toBuffer() });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, messages.tooLarge(name), { field: messages.field });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw AppError.badRequest(messages.tooMany, messages.field);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(415, messages.notMultipart);
    throw error;
  }
  return uploads;
}
