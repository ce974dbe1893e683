import { randomUUID } from 'node:crypto';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { FileStore } from '../../lib/file-store.js';
import {
  IMAGE_MESSAGES,
  MAX_IMAGE_PIXELS,
  RASTER_TYPES,
  reencodeImage,
  sniffType,
} from '../../lib/uploaded-image.js';
import type { Tenant } from '../tenants/index.js';
import { assertWithinQuota } from './cart-files-quota.js';
import type { CartRepository } from './cart.repository.js';
import type { UploadedCartFile } from '@store/contracts/wire/cart';

/**
 * Files of cart items (notes/reliability-and-security.md, "Files"): a size limit, the type read
 * from the bytes (never the name or the declared type) against an allowlist, images decoded within
 * a pixel limit and re-encoded, and a name the server makes up. Served by that unguessable name,
 * with the stored type and `nosniff`.
 */
export type CartFileKind = 'image' | 'file';

const ALLOWED: Record<CartFileKind, Record<string, string>> = {
  image: RASTER_TYPES,
  file: { ...RASTER_TYPES, 'application/pdf': 'pdf' },
};

export const UPLOAD_LIMITS = {
  image: 5 * 1024 * 1024,
  file: 10 * 1024 * 1024,
  files: 5,
  pixels: MAX_IMAGE_PIXELS,
} as const;

export const FILE_MESSAGES = {
  badType: {
    image: 'La imagen debe ser PNG, JPG o WebP.',
    file: 'El archivo debe ser PNG, JPG, WebP o PDF.',
  },
  tooLarge: {
    image: 'La imagen supera el máximo de 5 MB.',
    file: 'El archivo supera el máximo de 10 MB.',
  },
  ...IMAGE_MESSAGES,
  tooMany: `Podés subir hasta ${UPLOAD_LIMITS.files} archivos a la vez.`,
  missingFile: 'Elegí un archivo para subir.',
  missingItem: 'Falta indicar a qué producto del carrito pertenece el archivo.',
  notMultipart: 'Enviá el archivo como formulario (multipart/form-data).',
  brokenForm:
    'El formulario con el archivo llegó incompleto o dañado. Volver a subirlo suele resolverlo.',
} as const;

export const CART_FILES_PATH = '/api/services/app/ShoppingCarts/Files';

export function createCartFiles(repository: CartRepository, files: FileStore) {
  return {
    /**
     * Checks every file and the quota of the owner and the client `address` first, then stores
     * them all: a refused upload stores nothing.
     */
    async store(
      tenant: Tenant,
      owner: string,
      address: string,
      shoppingCartUUID: string,
      kind: CartFileKind,
      buffers: Buffer[],
    ): Promise<UploadedCartFile[]> {
      // One at a time: a decoded image may take up to 100 MB (25 MP x 4 bytes).
      const typed: { buffer: Buffer; contentType: string; extension: string }[] = [];
      for (const buffer of buffers) {
        const type = await sniffType(buffer, ALLOWED[kind]);
        if (!type) throw new AppError(415, FILE_MESSAGES.badType[kind]);
        const bytes = type.mime in RASTER_TYPES ? await reencodeImage(buffer, type.mime) : buffer;
        typed.push({ buffer: bytes, contentType: type.mime, extension: type.extension });
      }
      const bytes = typed.reduce((sum, file) => sum + file.buffer.length, 0);
      await assertWithinQuota(repository, { tenant, owner, address, bytes });
      const stored: UploadedCartFile[] = [];
      for (const file of typed) {
        const name = `${randomUUID()}.${file.extension}`;
        await files.put(name, file.buffer, file.contentType);
        await repository.insertFile({
          tenant_id: tenant.id,
          owner,
          shopping_cart_uuid: shoppingCartUUID,
          kind,
          stored_name: name,
          content_type: file.contentType,
          size_bytes: file.buffer.length,
          address,
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
      const body = await files.get(row.stored_name);
      return body && { contentType: row.content_type, body };
    },

    async forget(tenantId: number, owner: string): Promise<void> {
      const names = await repository.deleteFilesOf(tenantId, owner);
      await Promise.all(names.map((name) => files.remove(name)));
    },
  };
}

export type CartFiles = ReturnType<typeof createCartFiles>;
