import { addItem, bulkAdd, mergeGuestItems, removeLine, updateQuantity } from './cart-rules';
import { mug, quantities, shirts } from './test-items';

const single = { isMultipleVariantDesigns: false };
const multiple = { isMultipleVariantDesigns: true };

describe('adding in cart mode', () => {
  it('appends to an empty cart', () => {
    const item = mug();
    expect(addItem([], item, single)).toEqual({ ok: true, items: [item] });
  });

  it('refuses a product already in the cart unless the shop allows multiple variant designs', () => {
    expect(addItem([mug()], mug({ variantId: 12 }), single)).toEqual({
      ok: false,
      reason: 'duplicate',
    });
    expect(
      addItem([shirts([{ size: 'M', quantity: 5 }])], shirts([{ size: 'L', quantity: 1 }]), single),
    ).toEqual({
      ok: false,
      reason: 'duplicate',
    });
  });

  it('increases the quantity of the same non-customisable simple variant', () => {
    const outcome = addItem([mug({ quantity: 10 })], mug({ quantity: 5 }), multiple);
    expect(outcome.ok && outcome.items.map(quantities)).toEqual([15]);
  });

  it('appends another variant of a simple product as its own line', () => {
    const outcome = addItem([mug({ variantId: 11 })], mug({ variantId: 12 }), multiple);
    expect(outcome.ok && outcome.items).toHaveLength(2);
  });

  it('merges a plain line of a product that could be customised: only a technique or a design makes a line customised', () => {
    const plain = mug({ isCustomizable: true, quantity: 4 });
    const outcome = addItem([mug({ isCustomizable: true, quantity: 6 })], plain, multiple);
    expect(outcome.ok && outcome.items.map(quantities)).toEqual([10]);
  });

  it('appends a customised item even when its product is in the cart', () => {
    const designed = mug({ isCustomizable: true, applicationTechniqueId: 3 });
    const outcome = addItem([mug()], designed, multiple);
    expect(outcome.ok && outcome.items.at(-1)).toBe(designed);
  });

  it('merges a curve product into the non-customisable group, summing quantities by sku', () => {
    const group = shirts([
      { size: 'M', quantity: 5 },
      { size: 'L', quantity: 2 },
    ]);
    const outcome = addItem(
      [group],
      shirts([
        { size: 'L', quantity: 3 },
        { size: 'XL', quantity: 1 },
      ]),
      multiple,
    );
    if (!outcome.ok) throw new Error('refused');
    const [merged] = outcome.items;
    expect(outcome.items).toHaveLength(1);
    expect(quantities(merged)).toEqual({ M: 5, L: 5, XL: 1 });
    expect(
      merged?.type === 'ProductoCurva' &&
        merged.value.every((l) => l.genericShoppingCartUUID === group.shoppingCartUUID),
    ).toBe(true);
  });
});

describe('removing and updating lines', () => {
  it('removes a simple line by its id', () => {
    const [a, b] = [mug(), shirts([{ size: 'S', quantity: 1 }])];
    expect(removeLine([a, b], a.shoppingCartUUID)).toEqual([b]);
  });

  it("removes a curve child named with its group's id, and the group with its last child", () => {
    const group = shirts([
      { size: 'M', quantity: 5 },
      { size: 'L', quantity: 2 },
    ]);
    const [m, l] = group.value;
    const afterM = removeLine([group], m!.shoppingCartUUID, group.shoppingCartUUID);
    expect(afterM.map(quantities)).toEqual([{ L: 2 }]);
    expect(removeLine(afterM, l!.shoppingCartUUID, group.shoppingCartUUID)).toEqual([]);
  });

  it('changes the quantity of a simple line or of one size of a curve group', () => {
    const simple = mug({ quantity: 10 });
    const group = shirts([{ size: 'M', quantity: 5 }]);
    const child = group.value[0]!;
    const items = updateQuantity(
      updateQuantity([simple, group], { shoppingCartUUID: simple.shoppingCartUUID }, 40),
      { shoppingCartUUID: child.shoppingCartUUID, genericShoppingCartUUID: group.shoppingCartUUID },
      7,
    );
    expect(items.map(quantities)).toEqual([40, { M: 7 }]);
  });
});

describe('bulk add from a quotation', () => {
  it('skips products already in the cart and gives every added item new ids', () => {
    const inCart = mug();
    const quoted = [mug(), shirts([{ size: 'S', quantity: 3 }])];
    const outcome = bulkAdd([inCart], quoted, single);
    expect(outcome).toMatchObject({ added: 1, skipped: 1 });
    const added = outcome.items[1]!;
    expect(added.shoppingCartUUID).not.toBe(quoted[1]!.shoppingCartUUID);
    expect(added.type === 'ProductoCurva' && added.value[0]!.genericShoppingCartUUID).toBe(
      added.shoppingCartUUID,
    );
  });
});

describe('guest cart joining the saved cart at login', () => {
  it("keeps the saved line for a product both have and appends the guest's other items", () => {
    const saved = [mug({ quantity: 100 })];
    const guest = [mug({ quantity: 5 }), shirts([{ size: 'M', quantity: 3 }])];
    const merged = mergeGuestItems(saved, guest, single);
    expect(merged).toMatchObject({ kept: 1, skipped: 1 });
    expect(merged.items.map(quantities)).toEqual([100, { M: 3 }]);
  });

  it('sums quantities where the shop allows multiple variant designs', () => {
    const merged = mergeGuestItems([mug({ quantity: 100 })], [mug({ quantity: 5 })], multiple);
    expect(merged.items.map(quantities)).toEqual([105]);
  });
});
