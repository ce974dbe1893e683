import type { Kysely } from 'kysely';
import { CATEGORY_LIMITS, categoryProblems } from '@store/contracts/catalog-rules';
import { fromBoolean, toBoolean } from '../../db/migration-helpers.js';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { parseJson } from '../../lib/parse-json.js';
import type { Tenant } from '../tenants/index.js';
import type { StaffPicture } from '@store/contracts/wire/catalog-pictures';
import type {
  CategoryCreateBody,
  CategoryEditBody,
  CategoryMoveBody,
  StaffCategory,
  StaffCategoryTree,
} from '@store/contracts/wire/catalog-categories';
import type { CategoriesRepository } from './catalog-categories.repository.js';
import { subtreeIds, treeOrder } from './catalog-category-tree.js';
import { cropAndSave, type DrawnCrop } from './catalog-picture-crop.js';
import type { PictureFiles, UploadedFile } from './catalog-picture-files.js';
import { importedPictureId } from './catalog-pictures.js';
import type { OnCatalogWrite } from './catalog-staff.service.js';

export const CATEGORY_MESSAGES = {
  notFound: 'No encontramos esta categoría en el catálogo de la tienda.',
  parent: 'Hay que elegir como categoría superior una de las categorías de la tienda.',
  slugTaken: (slug: string, title: string) =>
    `La dirección «${slug}» ya es de la categoría «${title}»: elija otra.`,
  cycle: 'Una categoría no puede quedar dentro de sí misma ni dentro de una de sus subcategorías.',
  depth: (title: string, levels: number) =>
    `Las categorías admiten hasta ${CATEGORY_LIMITS.depth} niveles: «${title}» con sus subcategorías quedaría con ${levels}. Elija una categoría superior más arriba en el árbol.`,
  notEmpty: (title: string, products: number, children: number) =>
    `No se puede borrar «${title}»: tiene ${[
      products ? `${products} ${products === 1 ? 'producto' : 'productos'}` : '',
      children ? `${children} ${children === 1 ? 'subcategoría' : 'subcategorías'}` : '',
    ]
      .filter(Boolean)
      .join(' y ')}. Muévalos a otra categoría antes de borrarla.`,
  onePicture: 'Elija una foto (PNG, JPEG o WebP) para la categoría.',
  noPicture: 'Esta categoría no tiene una foto subida.',
  noPictureToCrop:
    'Esta categoría no tiene una foto subida para recortar (la tienda muestra la de su producto más pedido): suba una primero. No se cambió nada.',
};

/** What `picture_json` keeps of a category's uploaded picture (1471). */
type PictureFileColumn = Pick<StaffPicture, 'id' | 'original' | 'width' | 'height' | 'crop'>;

/**
 * The uploaded picture as the crop edits it: `picture_json` for it, or, for one uploaded before
 * originals were kept, the shown file alone (the crop takes it as its original, `files.adopt`).
 */
function pictureFileOf(picture: string | null, json: string | null): StaffPicture | null {
  if (!picture) return null;
  const kept = json ? parseJson<PictureFileColumn | null>(json, null) : null;
  return {
    id: kept?.id ?? importedPictureId(picture),
    image: picture,
    alt: null,
    original: kept?.original ?? null,
    width: kept?.width ?? null,
    height: kept?.height ?? null,
    crop: kept?.crop ?? null,
  };
}

const pictureJson = (file: PictureFileColumn) =>
  JSON.stringify({
    id: file.id,
    original: file.original,
    width: file.width,
    height: file.height,
    crop: file.crop,
  } satisfies PictureFileColumn);

/**
 * The back office's categories (issue 32): a tree of at most CATEGORY_LIMITS.depth levels, each
 * level ordered by `position`. Every write checks the category's `version` (409 on a stale one),
 * is audited in its transaction and moves the catalogue's revision (the triggers of
 * `catalog_categories`), so kept lists and cached pages show it on their next request. Every
 * answer is the whole tree, as the page shows it.
 */
export function createCatalogCategories(deps: {
  db: Kysely<Database>;
  repository: CategoriesRepository;
  files: Pick<PictureFiles, 'store' | 'remove' | 'adopt' | 'crop'>;
}) {
  const { db, repository, files } = deps;

  async function read(executor: Kysely<Database>, tenant: Tenant): Promise<StaffCategoryTree> {
    const rows = await repository.all(executor, tenant.id);
    const childCount = new Map<number, number>();
    for (const row of rows)
      if (row.parent_id !== null)
        childCount.set(Number(row.parent_id), (childCount.get(Number(row.parent_id)) ?? 0) + 1);
    const categories = treeOrder(
      rows.map((row) => ({ ...row, id: Number(row.id), position: Number(row.position) })),
    ).map(({ row, depth }): StaffCategory => ({
      id: row.id,
      version: Number(row.version),
      title: row.title,
      slug: row.slug,
      featured: toBoolean(row.featured),
      parentId: row.parent_id === null ? null : Number(row.parent_id),
      position: row.position,
      depth,
      productCount: Number(row.product_count),
      childCount: childCount.get(row.id) ?? 0,
      picture: row.picture,
      pictureFile: pictureFileOf(row.picture, row.picture_json),
    }));
    return { maxDepth: CATEGORY_LIMITS.depth, categories };
  }

  const find = (tree: StaffCategoryTree, id: number) => {
    const category = tree.categories.find((c) => c.id === id);
    if (!category) throw AppError.notFound(CATEGORY_MESSAGES.notFound);
    return category;
  };

  function staleMessage(now: StaffCategory, tree: StaffCategoryTree): string {
    const parent = tree.categories.find((c) => c.id === now.parentId);
    return (
      `Otra persona cambió esta categoría mientras se editaba y no se guardó nada. ` +
      `Ahora se llama «${now.title}» (dirección «${now.slug}») y está ` +
      `${parent ? `dentro de «${parent.title}»` : 'en el primer nivel'}. ` +
      `Hay que recargar para ver los datos actuales y volver a aplicar los cambios.`
    );
  }

  /** The category at `version`, or 409 saying what it holds now. */
  function current(tree: StaffCategoryTree, id: number, version: number) {
    const category = find(tree, id);
    if (category.version !== version) throw AppError.conflict(staleMessage(category, tree));
    return category;
  }

  /** Title and slug by the shared rules, the slug free in the store: a 400 or 422 on the field. */
  function checked(tree: StaffCategoryTree, body: CategoryCreateBody, id: number | null) {
    const clean = { ...body, title: body.title.trim(), slug: body.slug.trim() };
    const [field, message] = Object.entries(categoryProblems(clean))[0] ?? [];
    if (field && message) throw AppError.badRequest(message, field);
    const owner = tree.categories.find((c) => c.slug === clean.slug && c.id !== id);
    if (owner)
      throw AppError.unprocessable(CATEGORY_MESSAGES.slugTaken(clean.slug, owner.title), 'slug');
    return clean;
  }

  /** A parent of the store that keeps the tree a tree within its depth (`id` null: a new one). */
  function checkParent(tree: StaffCategoryTree, id: number | null, parentId: number | null) {
    if (parentId === null) return;
    const parent = tree.categories.find((c) => c.id === parentId);
    if (!parent) throw AppError.badRequest(CATEGORY_MESSAGES.parent, 'parentId');
    const moved = id === null ? new Set<number>() : subtreeIds(tree.categories.map(asRow), id);
    if (moved.has(parentId)) throw AppError.unprocessable(CATEGORY_MESSAGES.cycle, 'parentId');
    const base = id === null ? 1 : find(tree, id).depth;
    const height = Math.max(
      1,
      ...tree.categories.filter((c) => moved.has(c.id)).map((c) => c.depth - base + 1),
    );
    if (parent.depth + height > CATEGORY_LIMITS.depth) {
      const title = id === null ? 'la categoría nueva' : find(tree, id).title;
      throw AppError.unprocessable(
        CATEGORY_MESSAGES.depth(title, parent.depth + height),
        'parentId',
      );
    }
  }

  const asRow = (c: StaffCategory) => ({ id: c.id, parent_id: c.parentId, position: c.position });
  const siblingsOf = (tree: StaffCategoryTree, parentId: number | null, except: number) =>
    tree.categories.filter((c) => c.parentId === parentId && c.id !== except);

  /**
   * Puts `id` at `position` among the children of `parentId` (past the end: last) and numbers
   * both its old and new siblings from 0 again.
   */
  async function place(
    trx: Kysely<Database>,
    tenant: Tenant,
    tree: StaffCategoryTree,
    category: StaffCategory,
    parentId: number | null,
    position: number,
  ) {
    const siblings = siblingsOf(tree, parentId, category.id);
    siblings.splice(Math.min(position, siblings.length), 0, { ...category, position: -1 });
    if (category.parentId !== parentId)
      await repository.renumber(trx, tenant.id, siblingsOf(tree, category.parentId, category.id));
    await repository.renumber(trx, tenant.id, siblings);
  }

  /** Runs `change` on the tree read in the transaction; audited with the tree before and after. */
  async function commit(
    tenant: Tenant,
    change: (trx: Kysely<Database>, tree: StaffCategoryTree) => Promise<void>,
    onWrite: OnCatalogWrite,
  ): Promise<StaffCategoryTree> {
    await db.transaction().execute(async (trx) => {
      const before = await read(trx, tenant);
      await change(trx, before);
      await onWrite(trx, before.categories, (await read(trx, tenant)).categories);
    });
    return read(db, tenant);
  }

  /** Saves `columns` on the category at `version`: a 409 when someone saved it first. */
  async function save(
    trx: Kysely<Database>,
    tenant: Tenant,
    tree: StaffCategoryTree,
    category: StaffCategory,
    columns: Parameters<CategoriesRepository['save']>[4],
  ) {
    const saved = await repository.save(
      trx,
      tenant.id,
      category.id,
      category.version,
      columns,
      nowIso(),
    );
    if (!saved) throw AppError.conflict(staleMessage(category, tree));
  }

  return {
    tree: (tenant: Tenant) => read(db, tenant),

    /** A new category, last among its siblings. */
    create: (tenant: Tenant, body: CategoryCreateBody, onWrite: OnCatalogWrite) =>
      commit(
        tenant,
        async (trx, tree) => {
          const clean = checked(tree, body, null);
          checkParent(tree, null, body.parentId);
          await repository.insert(
            trx,
            tenant.id,
            {
              title: clean.title,
              slug: clean.slug,
              featured: fromBoolean(body.featured),
              parent_id: body.parentId,
              position: siblingsOf(tree, body.parentId, 0).length,
            },
            nowIso(),
          );
        },
        onWrite,
      ),

    /** Title, slug, featured and parent; a new parent takes it last among its children. */
    edit: (tenant: Tenant, id: number, body: CategoryEditBody, onWrite: OnCatalogWrite) =>
      commit(
        tenant,
        async (trx, tree) => {
          const category = current(tree, id, body.version);
          const clean = checked(tree, body, id);
          checkParent(tree, id, body.parentId);
          const moved = category.parentId !== body.parentId;
          if (moved)
            await place(trx, tenant, tree, category, body.parentId, Number.MAX_SAFE_INTEGER);
          await save(trx, tenant, tree, category, {
            title: clean.title,
            slug: clean.slug,
            featured: fromBoolean(body.featured),
            parent_id: body.parentId,
          });
        },
        onWrite,
      ),

    /** Into `parentId` (null: the first level) at `position` among its children. */
    move: (tenant: Tenant, id: number, body: CategoryMoveBody, onWrite: OnCatalogWrite) =>
      commit(
        tenant,
        async (trx, tree) => {
          const category = current(tree, id, body.version);
          checkParent(tree, id, body.parentId);
          await place(trx, tenant, tree, category, body.parentId, body.position);
          await save(trx, tenant, tree, category, { parent_id: body.parentId });
        },
        onWrite,
      ),

    /** Only an empty category goes: no products, no subcategories (422 saying what it holds). */
    remove: (tenant: Tenant, id: number, version: number, onWrite: OnCatalogWrite) =>
      commit(
        tenant,
        async (trx, tree) => {
          const category = current(tree, id, version);
          if (category.productCount || category.childCount)
            throw AppError.unprocessable(
              CATEGORY_MESSAGES.notEmpty(
                category.title,
                category.productCount,
                category.childCount,
              ),
            );
          if (!(await repository.remove(trx, tenant.id, id, version)))
            throw AppError.conflict(staleMessage(category, tree));
          await repository.renumber(trx, tenant.id, siblingsOf(tree, category.parentId, id));
        },
        onWrite,
      ),

    /**
     * The category's picture, checked and written as a product's (`catalog-picture-files.ts`);
     * the files are read once the category and its version are known good (404, 409 first).
     */
    async uploadPicture(
      tenant: Tenant,
      id: number,
      version: number,
      readFiles: () => Promise<UploadedFile[]>,
      onWrite: OnCatalogWrite,
    ): Promise<StaffCategoryTree> {
      current(await read(db, tenant), id, version);
      const uploaded = await readFiles();
      if (uploaded.length !== 1) throw AppError.badRequest(CATEGORY_MESSAGES.onePicture, 'files');
      const { pictures, written } = await files.store(tenant.name, uploaded);
      const [picture] = pictures;
      try {
        return await commit(
          tenant,
          (trx, tree) =>
            save(trx, tenant, tree, current(tree, id, version), {
              picture: picture?.image ?? null,
              picture_json: picture ? pictureJson({ ...picture, crop: null }) : null,
            }),
          onWrite,
        );
      } catch (error) {
        await files.remove(tenant.name, written);
        throw error;
      }
    },

    /** Back to the best seller's picture. The files stay: a cached page may still show them. */
    removePicture: (tenant: Tenant, id: number, version: number, onWrite: OnCatalogWrite) =>
      commit(
        tenant,
        async (trx, tree) => {
          const category = current(tree, id, version);
          if (!category.picture) throw AppError.unprocessable(CATEGORY_MESSAGES.noPicture);
          await save(trx, tenant, tree, category, { picture: null, picture_json: null });
        },
        onWrite,
      ),

    /**
     * Cuts the uploaded picture from its kept original as a product's is (`cropAndSave`; crop
     * null: the whole original), checked against the original (a Spanish 400 on `crop.<field>`)
     * and saved at `version` (409). The original stays, so the crop can be changed again.
     */
    async cropPicture(
      tenant: Tenant,
      id: number,
      version: number,
      drawn: DrawnCrop,
      onWrite: OnCatalogWrite,
    ): Promise<StaffCategoryTree> {
      const picture = current(await read(db, tenant), id, version).pictureFile;
      if (!picture) throw AppError.unprocessable(CATEGORY_MESSAGES.noPictureToCrop);
      return cropAndSave(
        files,
        tenant.name,
        picture,
        drawn,
        ({ source, crop, image }) =>
          commit(
            tenant,
            (trx, tree) =>
              save(trx, tenant, tree, current(tree, id, version), {
                picture: image,
                picture_json: pictureJson({ id: picture.id, ...source, crop }),
              }),
            onWrite,
          ),
        async () =>
          (await read(db, tenant)).categories.flatMap((c) => [c.picture, c.pictureFile?.original]),
      );
    },
  };
}

export type CatalogCategories = ReturnType<typeof createCatalogCategories>;
