import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { assertWithinQuota } from './cart-files-quota.js';
import type { CartRepository } from './cart.repository.js';
import type { UploadedCartFile } from './cart.schemas.js';

/**
 * Files of cart items (notes/reliability-and-security.md, "Files"): a size limit, the type read
 * from the bytes (never the name or the declared type) against an allowlist, images decoded within
 * a pixel limit and re-encoded, and a name the server makes up. Served by that unguessable name,
 * with the stored type and `nosniff`.
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

export const UPLOAD_LIMITS = {
  image: 5 * 1024 * 1024,
  file: 10 * 1024 * 1024,
  files: 5,
  /** A small PNG can claim a huge canvas: 14000 x 14000 takes about 800 MB to decode. 25 MP is
   * still 5000 x 5000 px, 42 cm a side at the 300 dpi printers ask for. */
  pixels: 25_000_000,
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
  tooManyPixels: 'La imagen es demasiado grande: el máximo es de 25 megapíxeles (5000 x 5000 px).',
  unreadable: 'La imagen está dañada o no se puede leer. Probá exportarla de nuevo.',
  tooMany: `Podés subir hasta ${UPLOAD_LIMITS.files} archivos a la vez.`,
  missingFile: 'Elegí un archivo para subir.',
  missingItem: 'Falta indicar a qué producto del carrito pertenece el archivo.',
  notMultipart: 'Enviá el archivo como formulario (multipart/form-data).',
  brokenForm:
    'El formulario con el archivo llegó incompleto o dañado. Volver a subirlo suele resolverlo.',
} as const;

export const CART_FILES_PATH = '/api/services/app/ShoppingCarts/Files';

/**
 * Decodes an image within the pixel limit and encodes it again in its own format: what is stored
 * is pixels we wrote, so metadata (a phone's GPS position, a camera's serial) and anything hidden
 * after the image data are gone, and the EXIF orientation is applied. Artwork goes to print, so
 * the lossy formats keep a high quality and full colour resolution.
 */
async function reencodeImage(buffer: Buffer, mime: string): Promise<Buffer> {
  // The header alone gives the size; without `limitInputPixels: false` sharp refuses to read even
  // that past its own 268 MP default, and a huge canvas would be called damaged.
  const header = await sharp(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw new AppError(415, FILE_MESSAGES.unreadable);
  if (header.width * header.height > UPLOAD_LIMITS.pixels)
    throw new AppError(413, FILE_MESSAGES.tooManyPixels);
  const image = sharp(buffer, {
    limitInputPixels: UPLOAD_LIMITS.pixels,
    failOn: 'error',
    autoOrient: true,
  });
  const encoded =
    mime === 'image/png'
      ? image.png()
      : mime === 'image/jpeg'
        ? image.jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
        : image.webp({ quality: 95, alphaQuality: 100 });
  return encoded.toBuffer().catch(() => {
    throw new AppError(415, FILE_MESSAGES.unreadable);
  });
}

export function createCartFiles(repository: CartRepository, dir: string) {
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
        const type = await fileTypeFromBuffer(buffer);
        const extension = type ? ALLOWED[kind][type.mime] : undefined;
        if (!type || !extension) throw new AppError(415, FILE_MESSAGES.badType[kind]);
        const bytes = type.mime in IMAGE_TYPES ? await reencodeImage(buffer, type.mime) : buffer;
        typed.push({ buffer: bytes, contentType: type.mime, extension });
      }
      const bytes = typed.reduce((sum, file) => sum + file.buffer.length, 0);
      await assertWithinQuota(repository, { tenant, owner, address, bytes });
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
