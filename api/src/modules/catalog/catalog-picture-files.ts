import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import { PICTURE_LIMITS } from '@store/contracts/product-rules';
import type Sharp from 'sharp';
import { AppError } from '../../http/errors.js';
import { lazyRequire } from '../../lib/lazy.js';
import {
  MAX_IMAGE_PIXELS,
  RASTER_TYPES,
  imageSize,
  reencodeImage,
  sniffType,
} from '../../lib/uploaded-image.js';
import { downloadPicture } from './picture-download.js';
import type { PictureCrop } from '@store/contracts/wire/catalog-pictures';

const sharp = lazyRequire<typeof Sharp>('sharp');

/** The storefront's picture: at most this many pixels a side (a 400 px card on a 4x screen). */
const SHOWN_PX = 1600;
/** A file this module wrote: `<id>.<8 hex>.<ext>` or `<id>.original.<8 hex>.<ext>`. */
const FILE = /^[0-9a-f]{12}(\.original)?\.[0-9a-f]{8}\.(png|jpg|webp)$/;

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** A picture checked and re-encoded, not yet written. */
interface Prepared {
  id: string;
  extension: string;
  original: Buffer;
  width: number;
  height: number;
}

/** What refuses a file: an upload names it and nothing of the upload is kept. */
const UPLOAD_MESSAGES = {
  field: 'files' as string | undefined,
  /** Another type: the upload's field is wrong (400); a kept file is not a picture (415). */
  typeStatus: 400,
  type: (name: string) =>
    `«${name}» no es una foto PNG, JPEG ni WebP (se revisa su contenido, no el nombre del archivo). No se subió ninguna foto.`,
  pixels: (name: string) =>
    `«${name}» tiene demasiados píxeles: el máximo es de ${MAX_IMAGE_PIXELS / 1_000_000} megapíxeles (5000 × 5000). No se subió ninguna foto.`,
  unreadable: (name: string) =>
    `«${name}» está dañado o no se puede leer como imagen: expórtelo de nuevo. No se subió ninguna foto.`,
};
type FileMessages = typeof UPLOAD_MESSAGES;

/** The same refusals for a picture of the import taken as the store's own before its crop. */
const ADOPT_MESSAGES: FileMessages = {
  field: undefined,
  typeStatus: 415,
  type: () =>
    'El archivo de esta foto no es PNG, JPEG ni WebP (se revisa su contenido): no se puede recortar. No se cambió nada.',
  pixels: () =>
    `Esta foto tiene demasiados píxeles para recortarla: el máximo es de ${MAX_IMAGE_PIXELS / 1_000_000} megapíxeles (5000 × 5000). No se cambió nada.`,
  unreadable: () =>
    'El archivo de esta foto está dañado o no se puede leer como imagen. No se cambió nada.',
};

const PICTURE_FILE_MESSAGES = {
  missing: 'No encontramos el archivo original de esta foto para recortarla.',
  notOwn:
    'Esta foto no es un archivo de la tienda ni una dirección http(s): no se puede recortar. Súbala desde aquí. No se cambió nada.',
  ownGone:
    'No encontramos el archivo de esta foto entre los de la tienda: súbala de nuevo desde aquí. No se cambió nada.',
  ownTooBig: `El archivo de esta foto pesa más de ${PICTURE_LIMITS.maxBytes / 1024 / 1024} MB, el máximo de una foto. No se cambió nada.`,
};

/** The demo catalogue's own pictures are SVG: drawn as a PNG this many pixels on its long side. */
const DRAWN_SVG_PX = 1200;

/** A file's name as a message shows it: no folders, at most 80 characters. */
const shownName = (name: string) => basename(name || 'archivo').slice(0, 80);

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 8);

const picturesFolder = (tenantAssetsDir: string, tenant: string) =>
  join(tenantAssetsDir, tenant, 'catalog', 'pictures');
const picturesPath = (tenant: string) => `/tenant-assets/${tenant}/catalog/pictures/`;

/**
 * A picture drawn in a PDF (quotes, orders) is at most about 2 cm wide: 360 px is more than
 * 300 dpi there, and keeps a 50-line PDF light.
 */
const PRINTED_PX = 360;

/**
 * The tenant's uploaded catalogue pictures as a PDF draws them: pdfkit reads PNG and JPEG only,
 * and the storefront's pictures are WebP, so each is drawn again as a JPEG on white (a PDF's
 * page is white) of at most PRINTED_PX a side. Null for an address that is not one of them, or a
 * file gone. A reader serves one document: a picture on many lines is converted once.
 */
export function printedPictureReader(tenantAssetsDir: string, tenant: string) {
  const converted = new Map<string, Promise<Buffer | null>>();
  const prefix = picturesPath(tenant);
  const convert = async (file: string) => {
    const bytes = await readFile(join(picturesFolder(tenantAssetsDir, tenant), file)).catch(
      () => null,
    );
    if (!bytes) return null;
    return sharp()(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width: PRINTED_PX, height: PRINTED_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer()
      .catch(() => null);
  };
  return (url: string | null): Promise<Buffer | null> => {
    const file = url?.startsWith(prefix) ? url.slice(prefix.length) : null;
    if (!file || !FILE.test(file)) return Promise.resolve(null);
    let picture = converted.get(file);
    if (!picture) converted.set(file, (picture = convert(file)));
    return picture;
  };
}

/**
 * The files of the back office's pictures (issue 32), in the tenant's own folder as its logo is
 * (`<dataDir>/tenant-assets/<tenant>/catalog/pictures/`), named by the picture's id and their
 * content's hash, so they are cached for a year and a new crop is a new name. Each upload is kept
 * as its original (its pixels re-encoded: no EXIF, no GPS position, nothing hidden after the
 * image) and shown as a WebP of at most 1600 px a side, cut from the original by the crop.
 * Files are never deleted: a cart, an order or a quote may still show the picture it copied.
 */
export function createPictureFiles(
  tenantAssetsDir: string,
  options: { privatePictureHosts: boolean },
) {
  const folder = (tenant: string) => picturesFolder(tenantAssetsDir, tenant);
  const urlOf = (tenant: string, file: string) => `${picturesPath(tenant)}${file}`;

  async function write(tenant: string, file: string, bytes: Buffer): Promise<string> {
    await mkdir(folder(tenant), { recursive: true });
    await writeFile(join(folder(tenant), file), bytes);
    return urlOf(tenant, file);
  }

  /** The shown picture of an original: cut by the crop, at most SHOWN_PX a side, WebP. */
  async function shown(original: Buffer, crop: PictureCrop | null): Promise<Buffer> {
    let image = sharp()(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    if (crop)
      image = image.extract({
        left: crop.x,
        top: crop.y,
        width: crop.width,
        height: crop.height,
      });
    return image
      .resize({ width: SHOWN_PX, height: SHOWN_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  }

  /** One file checked by its bytes and re-encoded; a Spanish 400, 413 or 415 naming it otherwise. */
  async function prepare(file: UploadedFile, messages = UPLOAD_MESSAGES): Promise<Prepared> {
    const name = shownName(file.name);
    const type = await sniffType(file.bytes, RASTER_TYPES);
    const field = messages.field ? { field: messages.field } : {};
    if (!type) throw new AppError(messages.typeStatus, messages.type(name), field);
    try {
      await imageSize(file.bytes);
      const original = await reencodeImage(file.bytes, type.mime);
      // The size after EXIF's orientation is applied: what a crop is measured on.
      const { width, height } = await sharp()(original).metadata();
      return {
        id: randomBytes(6).toString('hex'),
        extension: type.extension,
        original,
        width: width ?? 0,
        height: height ?? 0,
      };
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      throw status === 413
        ? new AppError(413, messages.pixels(name), field)
        : new AppError(415, messages.unreadable(name), field);
    }
  }

  /**
   * The bytes of a picture of the import: one of the tenant's own files (`/tenant-assets/<tenant>/`,
   * where the seed and the importer's site paths keep them; an SVG drawn as a PNG), or downloaded
   * from its http(s) address. Anything else is refused.
   */
  async function sourceOf(tenant: string, image: string): Promise<Buffer> {
    if (/^https?:\/\//i.test(image))
      return downloadPicture(image, {
        maxBytes: PICTURE_LIMITS.maxBytes,
        privateHosts: options.privatePictureHosts,
      });
    const own = resolve(tenantAssetsDir, tenant);
    const prefix = `/tenant-assets/${tenant}/`;
    const path = image.startsWith(prefix) ? resolve(own, image.slice(prefix.length)) : null;
    if (!path?.startsWith(own + sep)) throw AppError.unprocessable(PICTURE_FILE_MESSAGES.notOwn);
    const bytes = await readFile(path).catch(() => null);
    if (!bytes) throw AppError.unprocessable(PICTURE_FILE_MESSAGES.ownGone);
    if (bytes.length > PICTURE_LIMITS.maxBytes)
      throw new AppError(413, PICTURE_FILE_MESSAGES.ownTooBig);
    return path.endsWith('.svg') ? drawnSvg(bytes) : bytes;
  }

  /** An SVG of the store's own drawn as a PNG, DRAWN_SVG_PX on its long side. */
  async function drawnSvg(svg: Buffer): Promise<Buffer> {
    const { width = 0, height = 0 } = await sharp()(svg)
      .metadata()
      .catch(() => ({ width: 0, height: 0 }));
    if (!width || !height) throw new AppError(415, ADOPT_MESSAGES.unreadable(''));
    const density = (72 * DRAWN_SVG_PX) / Math.max(width, height);
    return sharp()(svg, { density }).png().toBuffer();
  }

  return {
    /**
     * A picture of the import taken as the store's own, as an upload is kept: its bytes (`sourceOf`)
     * checked and re-encoded by `prepare`, written as the original of the picture `id`. Answers the
     * original's address and size; nothing is written when it is refused.
     */
    async adopt(tenant: string, id: string, image: string) {
      const bytes = await sourceOf(tenant, image);
      const p = await prepare({ name: image, bytes }, ADOPT_MESSAGES);
      const file = `${id}.original.${hashOf(p.original)}.${p.extension}`;
      const original = await write(tenant, file, p.original);
      return { original, width: p.width, height: p.height };
    },

    /**
     * Checks every file, then writes them: a bad one refuses the whole upload before anything is
     * written. Answers the pictures and every file written (to remove if the save fails).
     */
    async store(tenant: string, files: UploadedFile[]) {
      const prepared: Prepared[] = [];
      for (const file of files) prepared.push(await prepare(file));
      const written: string[] = [];
      const pictures = [];
      for (const p of prepared) {
        const original = await write(
          tenant,
          `${p.id}.original.${hashOf(p.original)}.${p.extension}`,
          p.original,
        );
        const bytes = await shown(p.original, null);
        const image = await write(tenant, `${p.id}.${hashOf(bytes)}.webp`, bytes);
        written.push(original, image);
        pictures.push({ id: p.id, image, original, width: p.width, height: p.height });
      }
      return { pictures, written };
    },

    /** The shown picture of `original` cut by `crop` (null: the whole), written; its address. */
    async crop(tenant: string, id: string, original: string, crop: PictureCrop | null) {
      const file = original.split('/').pop() ?? '';
      const bytes = FILE.test(file)
        ? await readFile(join(folder(tenant), file)).catch(() => null)
        : null;
      if (!bytes) throw AppError.unprocessable(PICTURE_FILE_MESSAGES.missing);
      const cut = await shown(bytes, crop);
      return write(tenant, `${id}.${hashOf(cut)}.webp`, cut);
    },

    /** Removes files this module wrote (a save that failed after writing them). */
    async remove(tenant: string, urls: string[]) {
      for (const url of urls) {
        const file = url.split('/').pop() ?? '';
        if (FILE.test(file)) await rm(join(folder(tenant), file), { force: true });
      }
    },
  };
}

export type PictureFiles = ReturnType<typeof createPictureFiles>;
