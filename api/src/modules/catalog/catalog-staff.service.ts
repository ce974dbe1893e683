import type { Kysely } from 'kysely';
import { stockAdjustmentProblem } from '@store/contracts/catalog-rules';
import { formatMoney } from '@store/contracts/money-format';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { Tenant, TenantsService } from '../tenants/index.js';
import { shownPrice } from './catalog-prices.js';
import type { CatalogStaffRepository } from './catalog-staff.repository.js';
import type {
  StaffProduct,
  StaffProductBody,
  StaffProductPage,
  StockAdjustment,
  StockAdjustmentBody,
} from '@store/contracts/wire/catalog-staff';
import { priceFromCents, tierProblems } from './price-tier-rules.js';
import { reserveStock, returnStock } from './stock.repository.js';

/** Who makes a change: a staff member (the staff module's actor). */
export interface CatalogActor {
  id: number | null;
  email: string;
}

/**
 * Called inside the write's transaction with what the record held before and after, so the
 * staff's audit entry commits or rolls back with the write.
 */
export type OnCatalogWrite = (
  trx: Kysely<Database>,
  before: unknown,
  after: unknown,
) => Promise<unknown>;

export const STAFF_PAGE_SIZE = 20;
const HISTORY_LIMIT = 100;

const MESSAGES = {
  product: 'No encontramos este producto en el catálogo de la tienda.',
  variant: 'No encontramos esta variante en el catálogo de la tienda.',
};

/** A product row's fields the staff's table and product page both show. */
function summaryOf(row: {
  id: number;
  external_id: string;
  name: string;
  featured_img: string | null;
  category: string;
  price_from_cents: number | string;
  total_stock: number | string;
  visible: unknown;
}) {
  return {
    id: row.id,
    externalId: row.external_id,
    name: row.name,
    picture: row.featured_img,
    category: row.category,
    priceFromCents: Number(row.price_from_cents),
    totalStock: Number(row.total_stock),
    visible: Boolean(row.visible),
  };
}

/** The back office's catalogue (issue 32): products, their prices and visibility, stock. */
export function createCatalogStaff(deps: {
  db: Kysely<Database>;
  repository: CatalogStaffRepository;
  tenants: TenantsService;
}) {
  const { db, repository } = deps;

  async function read(executor: Kysely<Database>, tenant: Tenant, id: number) {
    const row = await repository.product(executor, tenant.id, id);
    if (!row) throw AppError.notFound(MESSAGES.product);
    const [variants, tiers] = await Promise.all([
      repository.variantsOf(executor, id),
      repository.tiersOf(executor, id),
    ]);
    const settings = deps.tenants.pricingSettings(tenant);
    return {
      ...summaryOf(row),
      slug: row.slug,
      kind: row.kind,
      productType: row.product_type,
      version: Number(row.version),
      variants: variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        color: v.color_name,
        size: v.size,
        stock: Number(v.stock),
      })),
      priceTiers: tiers.map((t) => ({
        minQuantity: Number(t.min_quantity),
        unitPriceCents: Number(t.unit_price_cents),
        shownUnitPrice: shownPrice(Number(t.unit_price_cents), settings, Number(t.min_quantity)),
      })),
    } satisfies StaffProduct;
  }

  /** The 409's words: someone else saved first, and what the product holds now. */
  function staleMessage(tenant: Tenant, current: StaffProduct): string {
    const symbol = deps.tenants.pricingSettings(tenant).currencySymbol;
    const tiers = current.priceTiers
      .map(
        (t) =>
          `desde ${t.minQuantity} u. ${formatMoney(t.unitPriceCents / 100, { decimals: 2, symbol })}`,
      )
      .join(', ');
    return (
      `Otra persona cambió este producto mientras se editaba y no se guardó nada. ` +
      `Ahora tiene precios ${tiers} y está ${current.visible ? 'visible' : 'oculto'} en la tienda. ` +
      `Hay que recargar para ver los datos actuales y volver a aplicar los cambios.`
    );
  }

  return {
    async list(tenant: Tenant, search: string, page: number): Promise<StaffProductPage> {
      const { rows, total } = await repository.search(
        tenant.id,
        search.trim(),
        (page - 1) * STAFF_PAGE_SIZE,
        STAFF_PAGE_SIZE,
      );
      return {
        items: rows.map(summaryOf),
        totalCount: total,
        page,
        pageSize: STAFF_PAGE_SIZE,
      };
    },

    product: (tenant: Tenant, id: number) => read(db, tenant, id),

    /**
     * Replaces the product's price tiers and visibility, if nobody saved it since `version`
     * (409 otherwise, with what it holds now). Bad tiers: 400 naming the tier, nothing written.
     */
    async savePricing(
      tenant: Tenant,
      id: number,
      body: StaffProductBody,
      onWrite: OnCatalogWrite,
    ): Promise<StaffProduct> {
      const [problem] = tierProblems(body.priceTiers);
      if (problem)
        throw AppError.badRequest(
          `Precios por cantidad: ${problem.message}.`,
          problem.at ? `priceTiers[${problem.at.index}].${problem.at.field}` : 'priceTiers',
        );
      await db.transaction().execute(async (trx) => {
        const before = await read(trx, tenant, id);
        const saved =
          before.version === body.version &&
          (await repository.savePricing(
            trx,
            tenant.id,
            id,
            body.version,
            {
              tiers: body.priceTiers,
              priceFromCents: priceFromCents(body.priceTiers),
              visible: body.visible,
            },
            nowIso(),
          ));
        if (!saved) throw AppError.conflict(staleMessage(tenant, await read(trx, tenant, id)));
        const pricing = ({ priceTiers, visible, version }: StaffProduct) => ({
          version,
          visible,
          priceTiers: priceTiers.map(({ minQuantity, unitPriceCents }) => ({
            minQuantity,
            unitPriceCents,
          })),
        });
        await onWrite(trx, pricing(before), pricing(await read(trx, tenant, id)));
      });
      return read(db, tenant, id);
    },

    /**
     * Adds or takes units of a variant in one transaction (never below 0: 400 with the stock it
     * has), keeps the product's total, and records who, why and the stock after.
     */
    async adjustStock(
      tenant: Tenant,
      variantId: number,
      body: StockAdjustmentBody,
      actor: CatalogActor,
      onWrite: OnCatalogWrite,
    ) {
      const note = body.note?.trim() || null;
      const problem = stockAdjustmentProblem(body);
      if (problem) throw AppError.badRequest(problem.message, problem.field);
      return db.transaction().execute(async (trx) => {
        const variant = await repository.variant(trx, tenant.id, variantId);
        if (!variant) throw AppError.notFound(MESSAGES.variant);
        const line = [{ variantId, quantity: Math.abs(body.change) }];
        if (body.change > 0) await returnStock(trx, tenant.id, line);
        else if ((await reserveStock(trx, tenant.id, line)) !== null) {
          // Read after the refused update: the stock as it is now, not as it was read above.
          const now = await repository.variant(trx, tenant.id, variantId);
          throw AppError.badRequest(
            `No se pueden quitar ${-body.change} unidades de ${variant.sku}: tiene ${Number(now?.stock ?? 0)} en stock, y el stock no puede quedar por debajo de 0.`,
            'change',
          );
        }
        const after = await repository.variant(trx, tenant.id, variantId);
        const stockAfter = Number(after?.stock ?? 0);
        const row = await repository.insertAdjustment(trx, {
          tenant_id: tenant.id,
          variant_id: variantId,
          change: body.change,
          stock_after: stockAfter,
          reason: body.reason,
          note,
          staff_id: actor.id,
          actor: actor.email,
          created_at: nowIso(),
        });
        await onWrite(
          trx,
          { sku: variant.sku, stock: stockAfter - body.change },
          { sku: variant.sku, stock: stockAfter, change: body.change, reason: body.reason, note },
        );
        const adjustment: StockAdjustment = {
          id: Number(row.id),
          at: row.created_at,
          actor: actor.email,
          change: body.change,
          stockAfter,
          reason: body.reason,
          note,
        };
        const { id, sku, color_name: color, size } = variant;
        return { variant: { id, sku, color, size, stock: stockAfter }, adjustment };
      });
    },

    async stockHistory(tenant: Tenant, variantId: number): Promise<StockAdjustment[]> {
      if (!(await repository.variant(db, tenant.id, variantId)))
        throw AppError.notFound(MESSAGES.variant);
      const rows = await repository.history(tenant.id, variantId, HISTORY_LIMIT);
      return rows.map((row) => ({
        id: Number(row.id),
        at: row.created_at,
        actor: row.actor,
        change: Number(row.change),
        stockAfter: Number(row.stock_after),
        reason: row.reason,
        note: row.note,
      }));
    },
  };
}

export type CatalogStaff = ReturnType<typeof createCatalogStaff>;
