import type { Kysely } from 'kysely';
import { PICTURE_LIMITS, pictureAltProblem } from '@store/contracts/product-rules';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/index.js';
import { cropAndSave, type DrawnCrop } from './catalog-picture-crop.js';
import type { PictureFiles, UploadedFile } from './catalog-picture-files.js';
import { picturesOf } from './catalog-pictures.js';
import type { PicturesRepository } from './catalog-pictures.repository.js';
import type { ProductPictures, StaffPicture } from '@store/contracts/wire/catalog-pictures';
import type { OnCatalogWrite } from './catalog-staff.service.js';
import type { VariantEditorRepository } from './catalog-variant-editor.repository.js';

export const PICTURE_MESSAGES = {
  product: 'No encontramos este producto en el catálogo de la tienda.',
  picture: 'No encontramos esta foto entre las del producto.',
  none: 'Elija al menos una foto para subir.',
  tooMany: (had: number, sent: number) =>
    `Un producto tiene como máximo ${PICTURE_LIMITS.perProduct} fotos: este tiene ${had} y se enviaron ${sent}. No se subió ninguna.`,
  order:
    'El orden tiene que nombrar cada foto del producto una vez. Recargue para ver las fotos actuales.',
  last: 'Es la única foto del producto: suba otra antes de borrar esta, así la tienda sigue mostrando el producto con una foto.',
};

/** How a picture reads in a sentence: its alt text, or its place. */
const named = (picture: StaffPicture, index: number) =>
  picture.alt ? `«${picture.alt}»` : `la foto ${index + 1} (sin texto alternativo)`;

/** What the audit keeps of the pictures: their order, alt text and crop. */
const audited = (pictures: StaffPicture[]) =>
  pictures.map(({ id, image, alt, crop }) => ({ id, image, alt, crop }));

/** A change to the pictures: the new list, and the variants' pictures that follow. */
interface Change {
  pictures: StaffPicture[];
  /** `[from, to]`: variants showing `from` show `to` (null: the product's pictures). */
  variantImages?: [string, string | null][];
}

/**
 * The back office's pictures of a product (issue 32): upload, order, alt text, crop and delete.
 * `images_json` and `featured_img` (what the storefront reads) are rewritten from the list, the
 * first picture being the cards'; `pictures_json` keeps each picture's id, alt text, original and
 * crop. Every write moves the product's `version` (409 on a stale one), is audited in its
 * transaction and moves the catalogue's revision (its triggers), so kept lists and cached pages
 * show it on their next request.
 */
export function createCatalogPictures(deps: {
  db: Kysely<Database>;
  repository: PicturesRepository;
  files: PictureFiles;
  colors: Pick<VariantEditorRepository, 'writeFromVariants'>;
}) {
  const { db, repository, files } = deps;

  async function read(executor: Kysely<Database>, tenant: Tenant, id: number) {
    const row = await repository.product(executor, tenant.id, id);
    if (!row) throw AppError.notFound(PICTURE_MESSAGES.product);
    return {
      id: Number(row.id),
      version: Number(row.version),
      name: row.name,
      pictures: picturesOf(row.images_json, row.pictures_json),
    } satisfies ProductPictures;
  }

  function staleMessage(now: ProductPictures): string {
    const count = now.pictures.length;
    const list = now.pictures.map(named).join(', ');
    return (
      `Otra persona cambió este producto mientras se editaba y no se guardó nada. ` +
      `Ahora tiene ${count === 1 ? 'una foto' : `${count} fotos`}${count ? `: ${list}` : ''}. ` +
      `Hay que recargar para ver los datos actuales y volver a aplicar los cambios.`
    );
  }

  /** The product as read, or 409 when its version is no longer `version`. */
  async function current(executor: Kysely<Database>, tenant: Tenant, id: number, version: number) {
    const product = await read(executor, tenant, id);
    if (product.version !== version) throw AppError.conflict(staleMessage(product));
    return product;
  }

  function pictureOf(product: ProductPictures, pictureId: string) {
    const picture = product.pictures.find((p) => p.id === pictureId);
    if (!picture) throw AppError.notFound(PICTURE_MESSAGES.picture);
    return picture;
  }

  /**
   * Applies `change` in one transaction: the version checked and moved, the storefront's columns
   * rewritten, the variants' pictures followed, the audit written. `change` may refuse (400, 422).
   */
  async function commit(
    tenant: Tenant,
    id: number,
    version: number,
    change: (product: ProductPictures) => Change,
    onWrite: OnCatalogWrite,
  ): Promise<ProductPictures> {
    await db.transaction().execute(async (trx) => {
      const before = await current(trx, tenant, id, version);
      const { pictures, variantImages = [] } = change(before);
      let moved = 0;
      for (const [from, to] of variantImages)
        moved += await repository.replaceVariantImage(trx, id, from, to);
      const saved = await repository.save(
        trx,
        tenant.id,
        id,
        version,
        {
          images_json: JSON.stringify(pictures.map((p) => p.image)),
          pictures_json: JSON.stringify(pictures),
          // The importer's rule: the first picture, else the first variant's.
          featured_img: pictures[0]?.image ?? (await repository.firstVariantImage(trx, id)),
        },
        nowIso(),
      );
      if (!saved) throw AppError.conflict(staleMessage(await read(trx, tenant, id)));
      if (moved) await deps.colors.writeFromVariants(trx, tenant.id, id);
      await onWrite(trx, { pictures: audited(before.pictures) }, { pictures: audited(pictures) });
    });
    return read(db, tenant, id);
  }

  return {
    pictures: (tenant: Tenant, id: number) => read(db, tenant, id),

    /**
     * Adds pictures at the end. The product and its version are checked before the request's files
     * are read (`readFiles`); every file is checked (type by its bytes, pixels) and re-encoded
     * before anything is written, and one bad file refuses them all.
     */
    async upload(
      tenant: Tenant,
      id: number,
      version: number,
      readFiles: () => Promise<UploadedFile[]>,
      onWrite: OnCatalogWrite,
    ): Promise<ProductPictures> {
      const before = await current(db, tenant, id, version);
      const uploaded = await readFiles();
      if (uploaded.length === 0) throw AppError.badRequest(PICTURE_MESSAGES.none, 'files');
      if (before.pictures.length + uploaded.length > PICTURE_LIMITS.perProduct)
        throw AppError.unprocessable(
          PICTURE_MESSAGES.tooMany(before.pictures.length, uploaded.length),
          'files',
        );
      const { pictures, written } = await files.store(tenant.name, uploaded);
      try {
        return await commit(
          tenant,
          id,
          version,
          (product) => ({
            pictures: [
              ...product.pictures,
              ...pictures.map((p) => ({ ...p, alt: null, crop: null })),
            ],
          }),
          onWrite,
        );
      } catch (error) {
        await files.remove(tenant.name, written);
        throw error;
      }
    },

    /** Puts the pictures in `order` (every picture's id once): the first is the cards'. */
    order(tenant: Tenant, id: number, version: number, order: string[], onWrite: OnCatalogWrite) {
      return commit(
        tenant,
        id,
        version,
        (product) => {
          const byId = new Map(product.pictures.map((p) => [p.id, p]));
          const pictures = order.flatMap((pictureId) => byId.get(pictureId) ?? []);
          if (new Set(order).size !== order.length || pictures.length !== product.pictures.length)
            throw AppError.badRequest(PICTURE_MESSAGES.order, 'order');
          return { pictures };
        },
        onWrite,
      );
    },

    /** A picture's alt text: required, `PICTURE_LIMITS.alt` at most (`pictureAltProblem`). */
    saveAlt(
      tenant: Tenant,
      id: number,
      pictureId: string,
      version: number,
      alt: string,
      onWrite: OnCatalogWrite,
    ) {
      return commit(
        tenant,
        id,
        version,
        (product) => {
          pictureOf(product, pictureId);
          const problem = pictureAltProblem(alt);
          if (problem) throw AppError.badRequest(problem, 'alt');
          return {
            pictures: product.pictures.map((p) =>
              p.id === pictureId ? { ...p, alt: alt.trim() } : p,
            ),
          };
        },
        onWrite,
      );
    },

    /**
     * Cuts a picture's shown image from its original (null: the whole original). The original
     * stays, so the crop can be changed again; variants showing the picture follow it. A picture
     * of the import (no original) is first taken as the store's own (`files.adopt`: its file, or
     * its http(s) address downloaded, checked as an upload): the same one write, one version.
     * A refusal leaves no file of this request behind (`cropAndSave`, shared with the categories).
     */
    async crop(
      tenant: Tenant,
      id: number,
      pictureId: string,
      version: number,
      drawn: DrawnCrop,
      onWrite: OnCatalogWrite,
    ): Promise<ProductPictures> {
      const picture = pictureOf(await current(db, tenant, id, version), pictureId);
      return cropAndSave(
        files,
        tenant.name,
        picture,
        drawn,
        ({ source, crop, image }) =>
          commit(
            tenant,
            id,
            version,
            (product) => ({
              pictures: product.pictures.map((p) =>
                p.id === pictureId ? { ...p, ...source, image, crop } : p,
              ),
              variantImages: image === picture.image ? [] : [[picture.image, image]],
            }),
            onWrite,
          ),
        async () => (await read(db, tenant, id)).pictures.flatMap((p) => [p.image, p.original]),
      );
    },

    /**
     * Takes a picture off the product (its files stay: carts, orders and quotes may show it);
     * variants that showed it show the product's pictures. The last picture stays.
     */
    remove(
      tenant: Tenant,
      id: number,
      pictureId: string,
      version: number,
      onWrite: OnCatalogWrite,
    ) {
      return commit(
        tenant,
        id,
        version,
        (product) => {
          const picture = pictureOf(product, pictureId);
          if (product.pictures.length === 1) throw AppError.unprocessable(PICTURE_MESSAGES.last);
          return {
            pictures: product.pictures.filter((p) => p.id !== pictureId),
            variantImages: [[picture.image, null]],
          };
        },
        onWrite,
      );
    },
  };
}

export type CatalogPictures = ReturnType<typeof createCatalogPictures>;
