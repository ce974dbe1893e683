import { randomUUID } from 'node:crypto';
import type { PricingInputs, VariantPricingInput } from '../pricing/index.js';
import type { AddToCartRequest, PricingItem } from '../pricing/index.js';
import { userSubject } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import type { CatalogService } from '../catalog/index.js';
import type { PricingService } from '../pricing/index.js';
import type { Tenant } from '../tenants/index.js';
import type { OrderLineRow, OrdersRepository } from './orders.repository.js';
import type { Reorder } from '@store/contracts/wire/orders';
import { ORDER_MESSAGES } from './orders.service.js';

export const REORDER_MESSAGES = {
  gone: (names: string[]) =>
    names.length === 1
      ? `${names[0]} ya no está disponible y no se agregó al carrito.`
      : `${names.length} productos del pedido ya no están disponibles y no se agregaron al carrito: ${names.join(', ')}.`,
  old: (names: string[]) =>
    `Este pedido es anterior a «Volver a comprar»: ${names.join(', ')} no guarda los datos necesarios para armarlo de nuevo y no se agregó al carrito.`,
  nothing: 'Ningún producto de este pedido puede volver al carrito.',
} as const;

/** What a reorder gives back: requests to add, and what could not be rebuilt, by name. */
export interface Rebuilt {
  requests: AddToCartRequest[];
  gone: string[];
  old: string[];
}

const quoted = (line: OrderLineRow) =>
  `«${line.product_name}${line.variant_name ? ` (${line.variant_name})` : ''}»`;

/**
 * The line's technique as the catalogue has it today: null for a plain line, undefined when the
 * product no longer offers it (a design printed with it cannot be bought again as is).
 */
function techniqueOf(line: OrderLineRow, input: VariantPricingInput) {
  if (line.technique_id === null) return null;
  return input.techniques.find((t) => t.id === Number(line.technique_id));
}

/**
 * One group of an order's lines (a simple product's line, or a curve product's sizes) as the
 * request a product page would send: the same variants, quantities, technique, design and mockup.
 */
function requestOf(
  type: string,
  lines: [OrderLineRow, VariantPricingInput][],
): AddToCartRequest | null {
  const [first] = lines;
  if (!first) return null;
  const [line, input] = first;
  const technique = techniqueOf(line, input) ?? null;
  return {
    mode: 'cart',
    product: {
      id: input.productId,
      externalId: input.externalId,
      name: input.productName,
      description: input.productDescription,
      featuredImg: input.featuredImg,
      kind: type === 'ProductoCurva' ? 'curva' : 'simple',
      productDesc: input.productSlug,
    },
    lines: lines.map(([each, variant]) => ({
      variantId: variant.variantId,
      sku: variant.sku,
      quantity: each.quantity,
      color: variant.color,
      size: variant.size,
    })),
    applicationTechniqueId: technique?.id ?? null,
    applicationTechniqueName: technique?.name ?? null,
    isCustomizable: technique !== null,
    // A curve product's sizes are one order of one design: its lines share it and its mockup.
    customization: JSON.parse(line.customization_json) as unknown,
    customizationRender: line.mockup,
  };
}

/**
 * The order's lines as requests to add (a curve product's lines back in one request). A line
 * whose variant or technique the catalogue no longer has is left out; lines stored before
 * migration 0575 carry nothing to rebuild from.
 */
export function rebuildRequests(lines: OrderLineRow[], inputs: PricingInputs): Rebuilt {
  const groups = new Map<string, OrderLineRow[]>();
  const rebuilt: Rebuilt = { requests: [], gone: [], old: [] };
  for (const line of lines) {
    if (line.item_group === null || line.item_type === null) {
      rebuilt.old.push(quoted(line));
      continue;
    }
    groups.set(line.item_group, [...(groups.get(line.item_group) ?? []), line]);
  }
  for (const group of groups.values()) {
    const kept: [OrderLineRow, VariantPricingInput][] = [];
    for (const line of group) {
      const input = inputs.get(Number(line.variant_id));
      if (input && techniqueOf(line, input) !== undefined) kept.push([line, input]);
      else rebuilt.gone.push(quoted(line));
    }
    const request = requestOf(group[0]!.item_type!, kept);
    if (request) rebuilt.requests.push(request);
  }
  return rebuilt;
}

/**
 * What the engine reads of a request (ids, quantities, technique, design): the pricing call's
 * item, to know before answering whether the engine takes it today. Not a cart item: mf-cart
 * builds those.
 */
export function pricingItemOf(request: AddToCartRequest): PricingItem {
  const technique =
    request.applicationTechniqueId === null
      ? {}
      : {
          applicationTechnique: {
            id: request.applicationTechniqueId,
            name: request.applicationTechniqueName ?? '',
          },
        };
  const value = (line: AddToCartRequest['lines'][number]) => ({
    id: line.variantId,
    quantity: line.quantity,
    ...technique,
    customization: request.customization,
  });
  const generic = { name: request.product.name };
  const shoppingCartUUID = randomUUID();
  return request.product.kind === 'simple'
    ? { type: 'ProductoSimple', shoppingCartUUID, generic, value: value(request.lines[0]!) }
    : {
        type: 'ProductoCurva',
        shoppingCartUUID,
        generic,
        value: request.lines.map((line) => ({ ...value(line), shoppingCartUUID: randomUUID() })),
      };
}

export interface ReorderDependencies {
  repository: Pick<OrdersRepository, 'findOwn' | 'linesOf'>;
  catalog: Pick<CatalogService, 'pricingInputs'>;
  pricing: Pick<PricingService, 'price'>;
}

/**
 * `Orders/GetReorderItems`: the buyer's order as requests to add that the engine prices today
 * (each priced on its own, so one the engine refuses is left out with its reason, not the rest).
 * mf-cart turns them into items with its one factory, adds them with its own rules and prices
 * them again when it saves; nothing is kept here.
 */
export function createReorder({ repository, catalog, pricing }: ReorderDependencies) {
  return async (tenant: Tenant, userId: number, id: number): Promise<Reorder> => {
    if (!(await repository.findOwn(tenant.id, userId, id)))
      throw AppError.notFound(ORDER_MESSAGES.notFound);
    const lines = await repository.linesOf(id);
    const inputs = await catalog.pricingInputs(
      tenant.id,
      lines.map((line) => Number(line.variant_id)),
    );
    const rebuilt = rebuildRequests(lines, inputs);
    const requests: AddToCartRequest[] = [];
    const refused: string[] = [];
    for (const request of rebuilt.requests) {
      try {
        await pricing.price(tenant, [pricingItemOf(request)], userSubject(userId));
        requests.push(request);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
        refused.push(`«${request.product.name}»: ${error.message}`);
      }
    }
    const notices = [
      ...(rebuilt.gone.length ? [REORDER_MESSAGES.gone(rebuilt.gone)] : []),
      ...(rebuilt.old.length ? [REORDER_MESSAGES.old(rebuilt.old)] : []),
      ...refused,
    ];
    if (requests.length === 0)
      throw AppError.unprocessable([REORDER_MESSAGES.nothing, ...notices].join(' '));
    return { requests, notices };
  };
}
