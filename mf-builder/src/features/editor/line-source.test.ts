import type { OrderDetail, ProductDetail } from '@store/contracts';
import { handle } from '@store/platform';
import { serigrafia, text } from '../design/test-design';
import { draftLineOf, loadLine, orderLineOf, sourceOf } from './line-source';

const product = {
  slug: 'taza',
  techniques: [serigrafia()],
  variants: [
    { id: 11, sku: 'TAZ-BL' },
    { id: 12, sku: 'TAZ-NE' },
  ],
} as unknown as ProductDetail;

const design = {
  kind: 'store-design',
  version: 1,
  productDesc: 'taza',
  techniqueId: 7,
  colorCount: 1,
  printAreaCount: 1,
  views: [{ view: 'Frente', printArea: serigrafia().printAreas[0], elements: [text()] }],
};

const orderWith = (lines: Partial<OrderDetail['lines'][number]>[]) =>
  ({ id: 42, lines }) as unknown as OrderDetail;

describe('where the builder reads a saved design', () => {
  it('tells a cart line from an order line, and refuses an order link that is not two numbers', () => {
    expect(sourceOf(null, null)).toBeNull();
    expect(sourceOf(null, 'c0ffee')).toEqual({ kind: 'cart', line: 'c0ffee' });
    expect(sourceOf('42', '1')).toEqual({ kind: 'order', order: 42, line: 1 });
    expect(sourceOf('42', null)).toBeNull();
    expect(sourceOf('42', 'c0ffee')).toBeNull();
    expect(sourceOf('x', '0')).toBeNull();
  });

  it('keeps a separate draft per cart line and per order line', () => {
    expect(draftLineOf(null)).toBeNull();
    expect(draftLineOf({ kind: 'cart', line: 'c0ffee' })).toBe('c0ffee');
    expect(draftLineOf({ kind: 'order', order: 42, line: 1 })).toBe('order-42-1');
  });

  it("reads the order line's design, units and product colour (its variant by SKU)", () => {
    const order = orderWith([
      { sku: 'TAZ-BL', quantity: 5, customization: null },
      { sku: 'TAZ-NE', quantity: 30, customization: design },
    ]);
    const saved = orderLineOf(product, order, 1);
    expect(saved?.design.techniqueId).toBe(7);
    expect(saved?.design.views[0]?.elements).toEqual([text()]);
    expect(saved?.quantities).toEqual({ 12: '30' });
    expect(saved?.colorVariantId).toBe(12);
    expect(orderLineOf(product, order, 0)).toBeNull();
    expect(orderLineOf(product, order, 2)).toBeNull();
  });

  it('asks the cart for a cart line', async () => {
    const stop = handle('cart:line-requested', async ({ shoppingCartUUID }) =>
      shoppingCartUUID === 'c0ffee'
        ? ({
            type: 'ProductoSimple',
            shoppingCartUUID,
            value: { id: 11, quantity: 50, customization: design },
          } as never)
        : null,
    );
    try {
      const saved = await loadLine(product, { kind: 'cart', line: 'c0ffee' });
      expect(saved?.quantities).toEqual({ 11: '50' });
      expect(saved?.design.views[0]?.elements).toHaveLength(1);
      await expect(loadLine(product, { kind: 'cart', line: 'gone' })).resolves.toBeNull();
    } finally {
      stop();
    }
  });
});
