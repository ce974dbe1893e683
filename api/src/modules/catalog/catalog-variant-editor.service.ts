import type { Kysely } from 'kysely';
import { variantProblems, type VariantRule } from '@store/contracts/product-rules';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/index.js';
import type { CatalogStaffRepository } from './catalog-staff.repository.js';
import type { CatalogActor, OnCatalogWrite } from './catalog-staff.service.js';
import type {
  EditableVariant,
  NewVariantBody,
  ProductVariants,
  VariantBody,
  VariantOrderBody,
} from '@store/contracts/wire/catalog-variant-editor';
import type { VariantEditorRepository } from './catalog-variant-editor.repository.js';
import { picturesOf } from './catalog-pictures.js';
import { reserveStock, returnStock } from './stock.repository.js';

const MESSAGES = {
  product: 'No encontramos este producto en el catálogo de la tienda.',
  variant: 'No encontramos esta variante entre las que este producto tiene a la venta.',
  last: 'El producto necesita al menos una variante a la venta: agregue otra antes de quitar esta.',
  image: 'Elija una de las fotos del producto para la variante, o ninguna.',
  order:
    'El orden tiene que nombrar cada variante a la venta del producto una vez. No se cambió nada: recargue para ver las variantes actuales.',
};

type VariantRow = Awaited<ReturnType<VariantEditorRepository['variants']>>[number];
const nullable = (value: number | string | null) => (value === null ? null : Number(value));

const toVariant = (v: VariantRow): EditableVariant => ({
  id: Number(v.id),
  sku: v.sku,
  colorName: v.color_name,
  colorHex: v.color_hex,
  size: v.size,
  weightGrams: nullable(v.weight_grams),
  widthCm: nullable(v.width_cm),
  heightCm: nullable(v.height_cm),
  depthCm: nullable(v.depth_cm),
  image: v.image,
  stock: Number(v.stock),
});

/** The fields as stored: trimmed, empty texts null, a colour's code in lower case. */
function cleanOf(body: VariantRule) {
  const text = (value: string | null) => value?.trim() || null;
  const colorName = text(body.colorName);
  return {
    sku: body.sku.trim(),
    color_name: colorName,
    color_hex: colorName ? (text(body.colorHex)?.toLowerCase() ?? null) : null,
    size: text(body.size),
    weight_grams: body.weightGrams,
    width_cm: body.widthCm,
    height_cm: body.heightCm,
    depth_cm: body.depthCm,
    // Absent: left as it is (an empty text is none).
    ...(body.image === undefined ? {} : { image: body.image?.trim() || null }),
  };
}

/** How a variant reads in a sentence: `PS-1 (Rojo, M)`. */
const named = (v: EditableVariant) => {
  const traits = [v.colorName, v.size].filter(Boolean).join(', ');
  return traits ? `${v.sku} (${traits})` : v.sku;
};

/**
 * The back office's variants of a product (issue 32): edit a variant's SKU, colour, size, weight
 * and size; add one with its first stock (a stock adjustment, so the history stays true); retire
 * one. Every write moves the product's `version` (409 on a stale one) and is audited.
 */
export function createVariantEditor(deps: {
  db: Kysely<Database>;
  repository: VariantEditorRepository;
  stock: Pick<CatalogStaffRepository, 'insertAdjustment'>;
}) {
  const { db, repository } = deps;

  async function read(executor: Kysely<Database>, tenant: Tenant, id: number) {
    const product = await repository.product(executor, tenant.id, id);
    if (!product) throw AppError.notFound(MESSAGES.product);
    const variants = await repository.variants(executor, id);
    return {
      name: product.name,
      answer: {
        id: Number(product.id),
        version: Number(product.version),
        kind: product.kind,
        weightGrams: Number(product.weight_grams),
        widthCm: Number(product.width_cm),
        heightCm: Number(product.height_cm),
        depthCm: Number(product.depth_cm),
        variants: variants.map(toVariant),
        pictures: picturesOf(product.images_json, product.pictures_json).map(({ image, alt }) => ({
          image,
          alt,
        })),
      } satisfies ProductVariants,
    };
  }

  function staleMessage(now: ProductVariants): string {
    return (
      `Otra persona cambió este producto mientras se editaba y no se guardó nada. ` +
      `Ahora tiene ${now.variants.length === 1 ? 'una variante' : `${now.variants.length} variantes`} a la venta: ` +
      `${now.variants.map(named).join(', ')}. ` +
      `Hay que recargar para ver los datos actuales y volver a aplicar los cambios.`
    );
  }

  /**
   * The checks every write shares, inside its transaction: the product's rules (400 on the
   * field), the store's SKUs (422 on `sku`), then the version (409 with what it holds now).
   */
  async function begin(
    trx: Kysely<Database>,
    tenant: Tenant,
    id: number,
    version: number,
    change: { variant: VariantRule; variantId: number } | null,
  ) {
    const before = await read(trx, tenant, id);
    if (change) {
      const { variant, variantId } = change;
      const siblings = before.answer.variants.filter((v) => v.id !== variantId);
      const [field, message] =
        Object.entries(variantProblems(variant, { kind: before.answer.kind, siblings }))[0] ?? [];
      if (field && message) throw AppError.badRequest(message, field);
      // Its own picture is one of the product's, or the one it has (the import's may be another).
      const { image } = cleanOf(variant);
      const had = before.answer.variants.find((v) => v.id === variantId)?.image;
      if (image && image !== had && !before.answer.pictures.some((p) => p.image === image))
        throw AppError.badRequest(MESSAGES.image, 'image');
      const holder = await repository.skuHolder(trx, tenant.id, variant.sku.trim(), variantId);
      if (holder)
        throw AppError.unprocessable(
          holder.retired_at
            ? `El SKU ${holder.sku} ya lo usó una variante quitada de «${holder.name}»: los pedidos que la tienen lo siguen nombrando. Elija otro SKU.`
            : `El SKU ${holder.sku} ya es de otra variante de la tienda («${holder.name}»). Elija otro SKU.`,
          'sku',
        );
    }
    const moved =
      before.answer.version === version &&
      (await repository.touchProduct(trx, tenant.id, id, version, nowIso()));
    if (!moved) throw AppError.conflict(staleMessage((await read(trx, tenant, id)).answer));
    return before.answer;
  }

  function onSale(product: ProductVariants, variantId: number) {
    const variant = product.variants.find((v) => v.id === variantId);
    if (!variant) throw AppError.notFound(MESSAGES.variant);
    return variant;
  }

  return {
    variants: async (tenant: Tenant, id: number) => (await read(db, tenant, id)).answer,

    async save(
      tenant: Tenant,
      id: number,
      variantId: number,
      body: VariantBody,
      onWrite: OnCatalogWrite,
    ): Promise<ProductVariants> {
      await db.transaction().execute(async (trx) => {
        onSale((await read(trx, tenant, id)).answer, variantId);
        const before = await begin(trx, tenant, id, body.version, { variant: body, variantId });
        await repository.updateVariant(trx, variantId, cleanOf(body));
        await repository.writeFromVariants(trx, tenant.id, id);
        const after = (await read(trx, tenant, id)).answer;
        await onWrite(trx, onSale(before, variantId), onSale(after, variantId));
      });
      return (await read(db, tenant, id)).answer;
    },

    /** Adds a variant; its first stock goes in as «ingreso de mercadería» by the member. */
    async add(
      tenant: Tenant,
      id: number,
      body: NewVariantBody,
      actor: CatalogActor,
      onWrite: OnCatalogWrite,
    ): Promise<ProductVariants> {
      await db.transaction().execute(async (trx) => {
        await begin(trx, tenant, id, body.version, { variant: body, variantId: 0 });
        const variantId = await repository.insertVariant(trx, {
          tenant_id: tenant.id,
          product_id: id,
          ...cleanOf(body),
        });
        if (body.stock > 0) {
          await returnStock(trx, tenant.id, [{ variantId, quantity: body.stock }]);
          await deps.stock.insertAdjustment(trx, {
            tenant_id: tenant.id,
            variant_id: variantId,
            change: body.stock,
            stock_after: body.stock,
            reason: 'ingreso de mercadería',
            note: 'Stock inicial de la variante nueva.',
            staff_id: actor.id,
            actor: actor.email,
            created_at: nowIso(),
          });
        }
        await repository.writeFromVariants(trx, tenant.id, id);
        await onWrite(trx, null, onSale((await read(trx, tenant, id)).answer, variantId));
      });
      return (await read(db, tenant, id)).answer;
    },

    /**
     * Puts the variants on sale in a new order: the storefront's page, its colours and sizes
     * follow it. The order names each of them once (400 on `order` otherwise, nothing changed).
     */
    async reorder(
      tenant: Tenant,
      id: number,
      body: VariantOrderBody,
      onWrite: OnCatalogWrite,
    ): Promise<ProductVariants> {
      await db.transaction().execute(async (trx) => {
        const current = (await read(trx, tenant, id)).answer;
        const onSaleIds = new Set(current.variants.map((v) => v.id));
        const listed = new Set(body.order);
        if (
          listed.size !== body.order.length ||
          listed.size !== onSaleIds.size ||
          body.order.some((variantId) => !onSaleIds.has(variantId))
        )
          throw AppError.badRequest(MESSAGES.order, 'order');
        const before = await begin(trx, tenant, id, body.version, null);
        await repository.setOrder(trx, id, body.order);
        await repository.writeFromVariants(trx, tenant.id, id);
        const after = (await read(trx, tenant, id)).answer;
        await onWrite(trx, before.variants.map(named), after.variants.map(named));
      });
      return (await read(db, tenant, id)).answer;
    },

    /**
     * Retires a variant: the storefront stops offering it and carts holding it say it is no
     * longer available; orders and quotes keep it. Its units leave the stock as an adjustment.
     */
    async retire(
      tenant: Tenant,
      id: number,
      variantId: number,
      version: number,
      actor: CatalogActor,
      onWrite: OnCatalogWrite,
    ): Promise<ProductVariants> {
      await db.transaction().execute(async (trx) => {
        const current = (await read(trx, tenant, id)).answer;
        const variant = onSale(current, variantId);
        if (current.variants.length === 1) throw AppError.unprocessable(MESSAGES.last);
        await begin(trx, tenant, id, version, null);
        if (variant.stock > 0) {
          // An order may have taken units since the read: then it is read again, not guessed.
          if (await reserveStock(trx, tenant.id, [{ variantId, quantity: variant.stock }]))
            throw AppError.conflict(staleMessage((await read(trx, tenant, id)).answer));
          await deps.stock.insertAdjustment(trx, {
            tenant_id: tenant.id,
            variant_id: variantId,
            change: -variant.stock,
            stock_after: 0,
            reason: 'otro',
            note: 'Variante quitada del catálogo.',
            staff_id: actor.id,
            actor: actor.email,
            created_at: nowIso(),
          });
        }
        await repository.retire(trx, variantId, nowIso());
        await repository.writeFromVariants(trx, tenant.id, id);
        await onWrite(trx, variant, { ...variant, stock: 0, retired: true });
      });
      return (await read(db, tenant, id)).answer;
    },
  };
}

export type VariantEditor = ReturnType<typeof createVariantEditor>;
