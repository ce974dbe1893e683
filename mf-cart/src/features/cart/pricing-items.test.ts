import type { CartItemCurve } from '@store/contracts';
import { itemFromRequest } from './cart-item-factory';
import { itemsForPricing } from './pricing-items';
import { mug, mugRequest, shirts } from './test-items';

describe('itemsForPricing', () => {
  it('sends a plain line as its variant, quantity and the name a refusal words', () => {
    const item = mug({ quantity: 25 });
    expect(itemsForPricing([item])).toEqual([
      {
        type: 'ProductoSimple',
        shoppingCartUUID: item.shoppingCartUUID,
        generic: { name: 'Taza cerámica' },
        value: { id: 11, quantity: 25 },
      },
    ]);
  });

  it('keeps the technique and the design of a customised line', () => {
    const design = { kind: 'store-design', views: [] };
    const item = itemFromRequest(
      mugRequest({
        applicationTechniqueId: 4,
        applicationTechniqueName: 'Tampografía',
        customization: design,
      }),
    );
    const [sent] = itemsForPricing([item]);
    expect(sent?.value).toEqual({
      id: 11,
      quantity: 10,
      applicationTechnique: { id: 4, name: 'Tampografía' },
      customization: design,
    });
  });

  it('keeps each size of a curve product with its own line id', () => {
    const item = shirts([
      { size: 'S', quantity: 5 },
      { size: 'L', quantity: 7 },
    ]) as CartItemCurve;
    const [sent] = itemsForPricing([item]);
    expect(sent).toEqual({
      type: 'ProductoCurva',
      shoppingCartUUID: item.shoppingCartUUID,
      generic: { name: 'Remera algodón' },
      value: [
        { id: 21, quantity: 5, shoppingCartUUID: item.value[0]?.shoppingCartUUID },
        { id: 23, quantity: 7, shoppingCartUUID: item.value[1]?.shoppingCartUUID },
      ],
    });
  });

  it('sends no picture, description, SKU, colour or display price', () => {
    const body = JSON.stringify(itemsForPricing([mug(), shirts([{ size: 'M', quantity: 3 }])]));
    for (const copy of ['/img/', 'Taza blanca', 'TAZ-001-11', 'Negro', 'printing_types'])
      expect(body).not.toContain(copy);
  });
});
