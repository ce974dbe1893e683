import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/tenants.service.js';
import type { CartRepository } from './cart.repository.js';
import type { UploadedCartFile } from './cart.schemas.js';

/**
 * Files of cart items (notes/reliability-and-security.md, "Files"): a size limit, the type read
 * from the bytes (never the name or the declared type) against an allowlist, and a name the
 * server makes up. Served by that unguessable name, with the stored type and `nosniff`.
 */
export type CartFileKind = 'image' | 'file';

const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const ALLOWED: Record<CartFileKind, Record<string, string>> = {
  image: IMAGE_TYPES,
  file: { ...IMAGE_TYPES, 'application/pdf': 'pdf' },
};

export const UPLOAD_LIMITS = { image: 5 * 1024 * 1024, file: 10 * 1024 * 1024, files: 5 } as const;

export const FILE_MESSAGES = {
  badType: {
    image: 'La imagen debe ser PNG, JPG o WebP.',
    file: 'El archivo debe ser PNG, JPG, WebP o PDF.',
  },
  tooLarge: {
    image: 'La imagen supera el máximo de 5 MB.',
    file: 'El archivo supera el máximo de 10 MB.',
  },
  tooMany: `Podés subir hasta ${UPLOAD_LIMITS.files} archivos a la vez.`,
  missingFile: 'Elegí un archivo para subir.',
  missingItem: 'Falta indicar a qué producto del carrito pertenece el archivo.',
  notMultipart: 'Enviá el archivo como formulario (multipart/form-data).',
} as const;

export const CART_FILES_PATH = '/api/services/app/ShoppingCarts/Files';

export function createCartFiles(repository: CartRepository, dir: string) {
  return {
    /** Checks every file first, then stores them all: a refused upload stores nothing. */
    async store(
      tenant: Tenant,
      owner: string,
      shoppingCartUUID: string,
      kind: CartFileKind,
      buffers: Buffer[],
    ): Promise<UploadedCartFile[]> {
      const typed = await Promise.all(
        buffers.map(async (buffer) => {
          const type = await fileTypeFromBuffer(buffer);
          const extension = type ? ALLOWED[kind][type.mime] : undefined;
          if (!type || !extension) throw new AppError(415, FILE_MESSAGES.badType[kind]);
          return { buffer, contentType: type.mime, extension };
        }),
      );
      await mkdir(dir, { recursive: true });
      const stored: UploadedCartFile[] = [];
      for (const file of typed) {
        const name = `${randomUUID()}.${file.extension}`;
        await writeFile(join(dir, name), file.buffer, { flag: 'wx' });
        await repository.insertFile({
          tenant_id: tenant.id,
          owner,
          shopping_cart_uuid: shoppingCartUUID,
          kind,
          stored_name: name,
          content_type: file.contentType,
          size_bytes: file.buffer.length,
          created_at: nowIso(),
        });
        stored.push({
          url: `${CART_FILES_PATH}/${name}`,
          contentType: file.contentType,
          size: file.buffer.length,
        });
      }
      return stored;
    },

    async read(name: string): Promise<{ contentType: string; body: Buffer } | null> {
      const row = await repository.findFile(name);
      if (!row) return null;
      const body = await readFile(join(dir, row.stored_name)).catch(() => null);
      return body && { contentType: row.content_type, body };
    },

    async forget(tenantId: number, owner: string): Promise<void> {
      const names = await repository.deleteFilesOf(tenantId, owner);
      await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
    },
  };
}

export type CartFiles = ReturnType<typeof createCartFiles>;
