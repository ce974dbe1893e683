import fc from 'fast-check';
import type { CartItem } from '@store/contracts';
import { itemFromRequest } from './cart-item-factory';
import { addItem, bulkAdd, removeLine, updateQuantity } from './cart-rules';
import { mugRequest, shirtRequest } from './test-items';
import { unitsOf } from './cart-state';

/** Random sequences of cart operations keep the cart well formed and count every unit. */

const SIZES = ['S', 'M', 'L', 'XL'];
const requestArb = fc.oneof(
  fc
    .record({
      variantId: fc.constantFrom(11, 12),
      quantity: fc.integer({ min: 1, max: 500 }),
      designed: fc.boolean(),
    })
    .map(({ variantId, quantity, designed }) =>
      mugRequest({ variantId, quantity, applicationTechniqueId: designed ? 3 : null }),
    ),
  fc
    .uniqueArray(fc.constantFrom(...SIZES), { minLength: 1, maxLength: 4 })
    .chain((sizes) =>
      fc.tuple(
        ...sizes.map((size) =>
          fc.record({ size: fc.constant(size), quantity: fc.integer({ min: 1, max: 99 }) }),
        ),
      ),
    )
    .map((lines) => shirtRequest(lines)),
);

type Operation =
  | { kind: 'add'; request: ReturnType<typeof mugRequest> }
  | { kind: 'remove' | 'update'; pick: number; child: number; quantity: number }
  | { kind: 'bulk'; requests: ReturnType<typeof mugRequest>[] };

const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  requestArb.map((request) => ({ kind: 'add' as const, request })),
  fc.record({
    kind: fc.constantFrom('remove' as const, 'update' as const),
    pick: fc.nat(),
    child: fc.nat(),
    quantity: fc.integer({ min: 1, max: 999 }),
  }),
  fc.array(requestArb, { maxLength: 3 }).map((requests) => ({ kind: 'bulk' as const, requests })),
);

const totalUnits = (items: CartItem[]) => items.reduce((sum, item) => sum + unitsOf(item), 0);

function target(items: CartItem[], pick: number, child: number) {
  const item = items[pick % items.length];
  if (!item) return null;
  if (item.type === 'ProductoSimple')
    return { shoppingCartUUID: item.shoppingCartUUID, units: item.value.quantity };
  const line = item.value[child % item.value.length]!;
  return {
    shoppingCartUUID: line.shoppingCartUUID,
    genericShoppingCartUUID: item.shoppingCartUUID,
    units: line.quantity,
  };
}

function assertWellFormed(items: CartItem[], multiple: boolean) {
  const ids = items.flatMap((item) => [
    item.shoppingCartUUID,
    ...(item.type === 'ProductoCurva' ? item.value.map((line) => line.shoppingCartUUID) : []),
  ]);
  expect(new Set(ids).size).toBe(ids.length);
  for (const item of items)
    if (item.type === 'ProductoCurva') {
      expect(item.value.length).toBeGreaterThan(0);
      for (const line of item.value)
        expect(line.genericShoppingCartUUID).toBe(item.shoppingCartUUID);
    }
  if (!multiple) expect(new Set(items.map((item) => item.generic.id)).size).toBe(items.length);
}

it.each([false, true])(
  'keeps the cart well formed and counts every unit (multiple variant designs: %s)',
  (multiple) => {
    fc.assert(
      fc.property(fc.array(operationArb, { maxLength: 25 }), (operations) => {
        let items: CartItem[] = [];
        for (const operation of operations) {
          const before = totalUnits(items);
          if (operation.kind === 'add') {
            const item = itemFromRequest(operation.request);
            const outcome = addItem(items, item, { isMultipleVariantDesigns: multiple });
            if (outcome.ok) items = outcome.items;
            expect(totalUnits(items)).toBe(outcome.ok ? before + unitsOf(item) : before);
          } else if (operation.kind === 'bulk') {
            const incoming = operation.requests.map((request) => itemFromRequest(request));
            const outcome = bulkAdd(items, incoming, { isMultipleVariantDesigns: multiple });
            expect(outcome.added + outcome.skipped).toBe(incoming.length);
            items = outcome.items;
          } else {
            const chosen = target(items, operation.pick, operation.child);
            if (!chosen) continue;
            items =
              operation.kind === 'remove'
                ? removeLine(items, chosen.shoppingCartUUID, chosen.genericShoppingCartUUID ?? null)
                : updateQuantity(items, chosen, operation.quantity);
            const expected =
              operation.kind === 'remove'
                ? before - chosen.units
                : before - chosen.units + operation.quantity;
            expect(totalUnits(items)).toBe(expected);
          }
          assertWellFormed(items, multiple);
        }
      }),
      { numRuns: 200 },
    );
  },
);
