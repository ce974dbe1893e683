import type { Kysely } from 'kysely';
import { plainDescription, productDetailsProblems } from '@store/contracts/product-rules';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/index.js';
import type { ProductEditorRepository } from './catalog-product-editor.repository.js';
import type {
  ProductDetails,
  ProductDetailsBody,
} from '@store/contracts/wire/catalog-product-editor';
import { searchColumns } from './catalog-search-columns.js';
import { refreshStaffSearch } from './catalog-staff-search.repository.js';
import type { OnCatalogWrite } from './catalog-staff.service.js';

const NOT_FOUND = 'No encontramos este producto en el catálogo de la tienda.';

/** The back office's product editor (issue 32): a product's name, texts, category and sizes. */
export function createProductEditor(deps: {
  db: Kysely<Database>;
  repository: ProductEditorRepository;
}) {
  const { db, repository } = deps;

  async function read(executor: Kysely<Database>, tenant: Tenant, id: number) {
    const [row, categories] = await Promise.all([
      repository.details(executor, tenant.id, id),
      repository.categories(executor, tenant.id),
    ]);
    if (!row) throw AppError.notFound(NOT_FOUND);
    const details: ProductDetails = {
      id: row.id,
      version: Number(row.version),
      name: row.name,
      description: row.description,
      brand: row.brand,
      categoryId: Number(row.category_id),
      weightGrams: Number(row.weight_grams),
      widthCm: Number(row.width_cm),
      heightCm: Number(row.height_cm),
      depthCm: Number(row.depth_cm),
      productionDays: Number(row.production_days),
      categories: categories.map((c) => ({ id: Number(c.id), title: c.title })),
    };
    return { details, externalId: row.external_id };
  }

  /** What the audit keeps: the fields, without the category list. */
  const audited = ({ categories: _categories, ...fields }: ProductDetails) => fields;

  /** The 409's words: someone else saved first, and what the product holds now. */
  function staleMessage(now: ProductDetails): string {
    const category = now.categories.find((c) => c.id === now.categoryId)?.title ?? '';
    return (
      `Otra persona cambió este producto mientras se editaba y no se guardó nada. ` +
      `Ahora se llama «${now.name}», está en la categoría «${category}», pesa ${now.weightGrams} g, ` +
      `mide ${now.widthCm} × ${now.heightCm} × ${now.depthCm} cm y se produce en ` +
      `${now.productionDays} días hábiles. ` +
      `Hay que recargar para ver los datos actuales y volver a aplicar los cambios.`
    );
  }

  return {
    details: async (tenant: Tenant, id: number) => (await read(db, tenant, id)).details,

    /**
     * Saves the details if nobody saved the product since `version` (409 otherwise, with what it
     * holds now); the lists' and search's columns follow in the same write. Bad details: 400
     * naming the field, nothing written.
     */
    async saveDetails(
      tenant: Tenant,
      id: number,
      body: ProductDetailsBody,
      onWrite: OnCatalogWrite,
    ): Promise<ProductDetails> {
      const clean = {
        ...body,
        name: body.name.trim(),
        description: plainDescription(body.description),
        brand: body.brand?.trim() || null,
      };
      await db.transaction().execute(async (trx) => {
        const before = await read(trx, tenant, id);
        const categoryIds = before.details.categories.map((c) => c.id);
        const [field, message] =
          Object.entries(productDetailsProblems(clean, categoryIds))[0] ?? [];
        if (field && message) throw AppError.badRequest(message, field);
        const categoryTitle =
          before.details.categories.find((c) => c.id === clean.categoryId)?.title ?? '';
        const saved =
          before.details.version === body.version &&
          (await repository.saveDetails(
            trx,
            tenant.id,
            id,
            body.version,
            {
              name: clean.name,
              description: clean.description,
              brand: clean.brand,
              category_id: clean.categoryId,
              weight_grams: clean.weightGrams,
              width_cm: clean.widthCm,
              height_cm: clean.heightCm,
              depth_cm: clean.depthCm,
              production_days: clean.productionDays,
              ...searchColumns({ ...clean, categoryTitle, externalId: before.externalId }),
            },
            nowIso(),
          ));
        if (!saved) throw AppError.conflict(staleMessage((await read(trx, tenant, id)).details));
        await refreshStaffSearch(trx, [id]);
        await onWrite(trx, audited(before.details), audited((await read(trx, tenant, id)).details));
      });
      return (await read(db, tenant, id)).details;
    },
  };
}

export type ProductEditor = ReturnType<typeof createProductEditor>;
