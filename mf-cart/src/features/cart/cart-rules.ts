import type { CartItem, CartItemCurve } from '@store/contracts';
import { withNewIds } from './cart-item-factory';

/**
 * The cart's rules (spec section 4) as pure functions over the item list. They never price:
 * the server does, after every change.
 */

export interface CartRuleOptions {
  /** The shop's `isMultipleVariantDesigns`: the same product may be added again. */
  isMultipleVariantDesigns: boolean;
}

export type AddOutcome = { ok: true; items: CartItem[] } | { ok: false; reason: 'duplicate' };

const sameProduct = (a: CartItem, b: CartItem) => a.generic.id === b.generic.id;
const isCustomizable = (item: CartItem) =>
  item.type === 'ProductoSimple'
    ? item.value.isCustomizable
    : item.value.some((line) => line.isCustomizable);

function mergeCurve(group: CartItemCurve, incoming: CartItemCurve): CartItemCurve {
  const lines = group.value.map((line) => {
    const same = incoming.value.find((other) => other.sku === line.sku);
    return same ? { ...line, quantity: line.quantity + same.quantity } : line;
  });
  const added = incoming.value
    .filter((line) => !group.value.some((other) => other.sku === line.sku))
    .map((line) => ({ ...line, genericShoppingCartUUID: group.shoppingCartUUID }));
  return { ...group, value: [...lines, ...added] };
}

/** Adding in cart mode: refuse a product already there, append, or merge into its line. */
export function addItem(items: CartItem[], item: CartItem, options: CartRuleOptions): AddOutcome {
  const present = items.some((other) => sameProduct(other, item));
  if (present && !options.isMultipleVariantDesigns) return { ok: false, reason: 'duplicate' };
  if (isCustomizable(item) || !present) return { ok: true, items: [...items, item] };

  if (item.type === 'ProductoSimple') {
    const index = items.findIndex(
      (other) =>
        other.type === 'ProductoSimple' &&
        !other.value.isCustomizable &&
        other.value.id === item.value.id,
    );
    if (index < 0) return { ok: true, items: [...items, item] };
    return {
      ok: true,
      items: items.map((other, i) =>
        i === index && other.type === 'ProductoSimple'
          ? {
              ...other,
              value: { ...other.value, quantity: other.value.quantity + item.value.quantity },
            }
          : other,
      ),
    };
  }
  const index = items.findIndex(
    (other) => other.type === 'ProductoCurva' && sameProduct(other, item) && !isCustomizable(other),
  );
  if (index < 0) return { ok: true, items: [...items, item] };
  return {
    ok: true,
    items: items.map((other, i) =>
      i === index && other.type === 'ProductoCurva' ? mergeCurve(other, item) : other,
    ),
  };
}

/**
 * Removes a line. A curve child is named by its own id and its group's (`genericShoppingCartUUID`);
 * removing the last child of a group removes the group.
 */
export function removeLine(
  items: CartItem[],
  shoppingCartUUID: string,
  genericShoppingCartUUID: string | null = null,
): CartItem[] {
  if (!genericShoppingCartUUID)
    return items.filter((item) => item.shoppingCartUUID !== shoppingCartUUID);
  return items.flatMap((item) => {
    if (item.type !== 'ProductoCurva' || item.shoppingCartUUID !== genericShoppingCartUUID)
      return [item];
    const value = item.value.filter((line) => line.shoppingCartUUID !== shoppingCartUUID);
    return value.length ? [{ ...item, value }] : [];
  });
}

/** Sets a line's quantity; a curve child is named as in removeLine. */
export function updateQuantity(
  items: CartItem[],
  target: { shoppingCartUUID: string; genericShoppingCartUUID?: string | null },
  quantity: number,
): CartItem[] {
  return items.map((item) => {
    if (item.type === 'ProductoSimple')
      return item.shoppingCartUUID === target.shoppingCartUUID && !target.genericShoppingCartUUID
        ? { ...item, value: { ...item.value, quantity } }
        : item;
    if (item.shoppingCartUUID !== target.genericShoppingCartUUID) return item;
    return {
      ...item,
      value: item.value.map((line) =>
        line.shoppingCartUUID === target.shoppingCartUUID ? { ...line, quantity } : line,
      ),
    };
  });
}

export interface BulkAddOutcome {
  items: CartItem[];
  added: number;
  skipped: number;
}

/**
 * Bulk add from a quotation: products already in the cart are skipped; the rest get new ids. A
 * quotation that names a product twice adds it once, unless the shop takes multiple variant
 * designs (then each design is its own line).
 */
export function bulkAdd(
  items: CartItem[],
  incoming: CartItem[],
  options: CartRuleOptions,
): BulkAddOutcome {
  const present = new Set(items.map((item) => item.generic.id));
  const fresh: CartItem[] = [];
  for (const item of incoming) {
    if (present.has(item.generic.id)) continue;
    fresh.push(withNewIds(item));
    if (!options.isMultipleVariantDesigns) present.add(item.generic.id);
  }
  return {
    items: [...items, ...fresh],
    added: fresh.length,
    skipped: incoming.length - fresh.length,
  };
}

/**
 * The guest's cart joins the user's saved cart at login (README.md, "Guest to customer"): each
 * guest item goes through the adding rule, so a product the saved cart already has keeps the saved
 * line (or merges, where the shop allows multiple variant designs).
 */
export function mergeGuestItems(
  saved: CartItem[],
  guest: CartItem[],
  options: CartRuleOptions,
): { items: CartItem[]; kept: number; skipped: number } {
  let items = saved;
  let skipped = 0;
  for (const item of guest) {
    const outcome = addItem(items, item, options);
    if (outcome.ok) items = outcome.items;
    else skipped += 1;
  }
  return { items, kept: guest.length - skipped, skipped };
}
