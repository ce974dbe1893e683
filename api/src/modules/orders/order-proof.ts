import { designMissing } from '@store/contracts/design-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { userSubject } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { CART_ITEM_MESSAGES, MAX_LINE_JSON_BYTES } from '../cart/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { DesignsService } from '../designs/index.js';
import { printAreaRefusal, STORED_DESIGN, type DesignCharge } from '../pricing/index.js';
import type { Tenant } from '../tenants/index.js';
import type { OrderHistory } from './order-history.js';
import type { OrderLineRow, OrderRow, OrdersRepository } from './orders.repository.js';
import type { OrderDto, UpdateOrderDesign } from '@store/contracts/wire/orders';
import type { ProofVersions } from './proofs/proof-versions.js';
import { ORDER_MESSAGES } from './orders.service.js';

export const PROOF_MESSAGES = {
  noDesign: 'Este pedido no tiene productos personalizados: no hay una prueba para aprobar.',
  cancelled: 'El pedido está cancelado: su prueba ya no puede aprobarse.',
  locked:
    'La prueba de este pedido ya fue aprobada: sus diseños quedaron bloqueados y no pueden cambiarse.',
  notDesign: 'El diseño enviado no es un diseño del personalizador.',
  noLine: 'No encontramos ese producto en el pedido.',
  notCustomised: 'Ese producto del pedido no está personalizado: no tiene un diseño para cambiar.',
  designMissing: (name: string) =>
    `Falta el diseño de «${name}»: la prueba se aprueba cuando cada producto personalizado tiene el suyo.`,
  priceChanges:
    'El nuevo diseño cambia lo que cuesta imprimirlo (colores, áreas o imágenes). Para ese cambio pedí una nueva cotización.',
} as const;

/** Statuses in which the buyer may still change the designs (before the proof is approved). */
const OPEN = ['received', 'paid'];

/** What the order was priced for: a new design must print the same to keep the order's price. */
const sameCharge = (a: DesignCharge, b: DesignCharge) =>
  a.colorCount === b.colorCount &&
  a.printAreaCount === b.printAreaCount &&
  a.hasRaster === b.hasRaster;

export interface ProofDependencies {
  db: Kysely<Database>;
  repository: Pick<OrdersRepository, 'findOwn' | 'linesOf' | 'setLineDesign'>;
  history: Pick<OrderHistory, 'move'>;
  designs: Pick<DesignsService, 'chargeOf'>;
  catalog: Pick<CatalogService, 'pricingInputs'>;
  dtoOf: (row: OrderRow) => Promise<OrderDto>;
  versions: Pick<ProofVersions, 'approvalOf' | 'markApproved'>;
}

/**
 * The buyer's proof of a customised order: approving it records `proof_approved` in the order's
 * history and locks its designs; until then a customised line's design may change, as long as it
 * prints the same (the order keeps its price).
 */
export function createOrderProof({
  db,
  repository,
  history,
  designs,
  catalog,
  dtoOf,
  versions,
}: ProofDependencies) {
  /** The pricing engine's print-area rule, for a line's new design (422 when it cannot print). */
  async function assertPrintable(tenant: Tenant, line: OrderLineRow, after: DesignCharge) {
    const variantId = Number(line.variant_id);
    const technique = (await catalog.pricingInputs(tenant.id, [variantId]))
      .get(variantId)
      ?.techniques.find((candidate) => candidate.id === Number(line.technique_id));
    const refusal = technique && printAreaRefusal(line.product_name, technique, after.printAreas);
    if (refusal) throw AppError.unprocessable(refusal);
  }

  async function own(tenant: Tenant, userId: number, id: number): Promise<OrderRow> {
    const row = await repository.findOwn(tenant.id, userId, id);
    if (!row) throw AppError.notFound(ORDER_MESSAGES.notFound);
    return row;
  }

  return {
    /**
     * `Orders/ApproveProof`: idempotent; an approved (or later) order answers as it is. Once the
     * store sent a proof version, the buyer approves the latest one by its number (409 for an
     * older one); before that, the designs as they are (the approval of issue 30).
     */
    async approve(tenant: Tenant, userId: number, id: number, version?: number): Promise<OrderDto> {
      const row = await own(tenant, userId, id);
      const lines = await repository.linesOf(id);
      if (!lines.some((line) => line.has_product_building))
        throw AppError.unprocessable(PROOF_MESSAGES.noDesign);
      if (row.status === 'cancelled') throw AppError.unprocessable(PROOF_MESSAGES.cancelled);
      const sent = await versions.approvalOf(tenant.id, id, version);
      if (sent?.done) return dtoOf(row);
      // Nothing goes to production without its artwork (a line added with a technique only).
      // (Lines kept without any design, from before the empty one, cannot take one: not held.)
      const missing = lines.find(
        (line) =>
          line.has_product_building &&
          designMissing({
            applicationTechnique:
              line.technique_id === null
                ? null
                : { id: Number(line.technique_id), name: line.technique_name ?? '' },
            customization: JSON.parse(line.customization_json),
          }),
      );
      if (missing && OPEN.includes(row.status))
        throw AppError.unprocessable(PROOF_MESSAGES.designMissing(missing.product_name));
      // Forward only and atomic: a second approval (or one racing it) moves nothing.
      if (OPEN.includes(row.status) || sent)
        await db.transaction().execute(async (trx) => {
          if (OPEN.includes(row.status)) await history.move(trx, tenant.id, id, 'proof_approved');
          if (sent) await versions.markApproved(trx, id, sent.version);
        });
      return dtoOf(await own(tenant, userId, id));
    },

    /** `Orders/UpdateOrderDesign`: a customised line's new design, while the proof is pending. */
    async updateDesign(tenant: Tenant, userId: number, body: UpdateOrderDesign): Promise<OrderDto> {
      // Whose order first: another buyer's id answers 404 whatever the body holds.
      const row = await own(tenant, userId, body.id);
      const design = body.customization as { kind?: unknown } | null;
      if (design?.kind !== 'store-design')
        throw AppError.badRequest(PROOF_MESSAGES.notDesign, 'customization');
      if (Buffer.byteLength(JSON.stringify(design)) > MAX_LINE_JSON_BYTES)
        throw AppError.badRequest(CART_ITEM_MESSAGES.designTooLarge, 'customization');
      const line = (await repository.linesOf(body.id))[body.line];
      if (!line) throw AppError.notFound(PROOF_MESSAGES.noLine);
      if (!line.has_product_building) throw AppError.unprocessable(PROOF_MESSAGES.notCustomised);
      if (!OPEN.includes(row.status)) throw AppError.unprocessable(PROOF_MESSAGES.locked);
      // The order's own design was checked when it was placed; the new one names only the
      // buyer's uploads.
      const before = await designs.chargeOf(
        tenant.id,
        JSON.parse(line.customization_json),
        STORED_DESIGN,
      );
      const after = await designs.chargeOf(tenant.id, body.customization, userSubject(userId));
      if (!sameCharge(before, after)) throw AppError.unprocessable(PROOF_MESSAGES.priceChanges);
      await assertPrintable(tenant, line, after);
      const mockup = body.customizationRender ?? line.mockup;
      // Only while the order is still open: an approval that lands first wins and this changes nothing.
      const written = await repository.setLineDesign(body.id, Number(line.id), OPEN, {
        customization_json: JSON.stringify(body.customization),
        mockup,
        images_json: mockup ? JSON.stringify([mockup]) : line.images_json,
      });
      if (!written) throw AppError.unprocessable(PROOF_MESSAGES.locked);
      return dtoOf(await own(tenant, userId, body.id));
    },
  };
}
