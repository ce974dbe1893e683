import { randomUUID } from 'node:crypto';
import type { PricingInputs, VariantPricingInput } from '../pricing/index.js';
import type { CartItem, CartItemValue } from '../pricing/index.js';
import { userSubject } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import type { CatalogService } from '../catalog/index.js';
import type { PricingService } from '../pricing/index.js';
import type { Tenant } from '../tenants/index.js';
import type { OrderLineRow, OrdersRepository } from './orders.repository.js';
import type { Reorder } from './orders.schemas.js';
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

/** What a reorder gives back: fresh cart items, and what could not be rebuilt, by name. */
export interface Rebuilt {
  items: CartItem[];
  gone: string[];
  old: string[];
}

const quoted = (line: OrderLineRow) =>
  `«${line.product_name}${line.variant_name ? ` (${line.variant_name})` : ''}»`;

function valueOf(line: OrderLineRow, input: VariantPricingInput): CartItemValue | null {
  const technique =
    line.technique_id === null
      ? null
      : input.techniques.find((t) => t.id === Number(line.technique_id));
  // A design printed with a technique the product no longer offers cannot be bought again as is.
  if (technique === undefined) return null;
  return {
    id: input.variantId,
    sku: input.sku,
    quantity: line.quantity,
    isCustomizable: technique !== null,
    customization: JSON.parse(line.customization_json) as unknown,
    applicationTechnique: technique ? { id: technique.id, name: technique.name } : null,
    customizationRender: line.mockup,
    featuredImg: input.featuredImg,
    element_description_1: null,
    element_description_2: null,
    element_description_3: null,
    color: input.color,
    size: input.size,
  };
}

function genericOf(input: VariantPricingInput): CartItem['generic'] {
  // Display copies: the cart rewrites them from the catalogue and its prices when it saves.
  return {
    id: input.productId,
    external_id: input.externalId,
    name: input.productName,
    description: input.productDescription,
    price: 0,
    printing_types: input.techniques.map((t) => ({ id: t.id, name: t.name })),
    customization_under_minimum_extra_cost: 0,
    featured_img: input.featuredImg,
  };
}

/**
 * The order's lines as new cart items (new ids, the same variants, quantities, techniques,
 * designs and mockups): a curve product's lines go back into one group. A line whose variant or
 * technique the catalogue no longer has is left out; lines stored before migration 0575 carry
 * nothing to rebuild from.
 */
export function rebuildItems(lines: OrderLineRow[], inputs: PricingInputs): Rebuilt {
  const groups = new Map<string, OrderLineRow[]>();
  const rebuilt: Rebuilt = { items: [], gone: [], old: [] };
  for (const line of lines) {
    if (line.item_group === null || line.item_type === null) {
      rebuilt.old.push(quoted(line));
      continue;
    }
    groups.set(line.item_group, [...(groups.get(line.item_group) ?? []), line]);
  }
  for (const group of groups.values()) {
    const values: [CartItemValue, VariantPricingInput][] = [];
    for (const line of group) {
      const input = inputs.get(Number(line.variant_id));
      const value = input && valueOf(line, input);
      if (input && value) values.push([value, input]);
      else rebuilt.gone.push(quoted(line));
    }
    const first = values[0];
    if (!first) continue;
    const shoppingCartUUID = randomUUID();
    rebuilt.items.push(
      group[0]!.item_type === 'ProductoSimple'
        ? {
            type: 'ProductoSimple',
            shoppingCartUUID,
            value: first[0],
            generic: genericOf(first[1]),
            general_description: first[1].productDescription,
            quoteInfo: null,
          }
        : {
            type: 'ProductoCurva',
            shoppingCartUUID,
            value: values.map(([value]) => ({
              ...value,
              shoppingCartUUID: randomUUID(),
              genericShoppingCartUUID: shoppingCartUUID,
            })),
            generic: genericOf(first[1]),
            quoteInfo: null,
          },
    );
  }
  return rebuilt;
}

export interface ReorderDependencies {
  repository: Pick<OrdersRepository, 'findOwn' | 'linesOf'>;
  catalog: Pick<CatalogService, 'pricingInputs'>;
  pricing: Pick<PricingService, 'price'>;
}

/**
 * `Orders/GetReorderItems`: the buyer's order as cart items the engine prices today (each item
 * is priced on its own, so one the engine refuses is left out with its reason, not the rest). The
 * cart adds them with its own rules and prices them again when it saves; nothing is kept here.
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
    const rebuilt = rebuildItems(lines, inputs);
    const items: CartItem[] = [];
    const refused: string[] = [];
    for (const item of rebuilt.items) {
      try {
        await pricing.price(tenant, [item], userSubject(userId));
        items.push(item);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
        refused.push(`«${item.generic.name}»: ${error.message}`);
      }
    }
    const notices = [
      ...(rebuilt.gone.length ? [REORDER_MESSAGES.gone(rebuilt.gone)] : []),
      ...(rebuilt.old.length ? [REORDER_MESSAGES.old(rebuilt.old)] : []),
      ...refused,
    ];
    if (items.length === 0)
      throw AppError.unprocessable([REORDER_MESSAGES.nothing, ...notices].join(' '));
    return { items, notices };
  };
}
