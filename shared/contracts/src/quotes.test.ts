import type { CartItemCurve, CartItemSimple } from './cart.ts';
import { cleanItemsForQuote } from './quotes.ts';

const generic = {
  id: 5,
  external_id: 'REM-002',
  name: 'Remera algodón',
  description: 'Remera de algodón peinado',
  price: 1234.5,
  printing_types: [{ id: 3, name: 'Serigrafía' }],
  customization_under_minimum_extra_cost: 10,
  featured_img: '/img/remera.png',
};
const value = {
  id: 21,
  sku: 'REM-002-S',
  quantity: 10,
  isCustomizable: false,
  customization: null,
  applicationTechnique: null,
  customizationRender: null,
  featuredImg: null,
  element_description_1: null,
  element_description_2: null,
  element_description_3: null,
  color: 'Negro',
  size: 'S',
};
const simple: CartItemSimple = {
  type: 'ProductoSimple',
  shoppingCartUUID: 'a',
  value,
  generic,
  general_description: '',
  quoteInfo: null,
};
const curve = {
  type: 'ProductoCurva',
  shoppingCartUUID: 'b',
  value: [{ ...value, shoppingCartUUID: 'c', genericShoppingCartUUID: 'b', generic }],
  generic,
  quoteInfo: null,
} as unknown as CartItemCurve; // a client copy whose lines still carry generic

describe('cart products cleaned for a quote call (spec section 4)', () => {
  it('keeps only printing_types of generic, and drops generic from curve lines', () => {
    const [cleanSimple, cleanCurve] = cleanItemsForQuote([simple, curve]);
    expect(cleanSimple?.generic).toEqual({ printing_types: generic.printing_types });
    expect(cleanSimple?.value).toEqual(value);
    expect(cleanCurve?.generic).toEqual({ printing_types: generic.printing_types });
    expect(cleanCurve?.type === 'ProductoCurva' && cleanCurve.value[0]).not.toHaveProperty(
      'generic',
    );
  });

  it('keeps the full fields when asked, never the display price or picture', () => {
    const [clean] = cleanItemsForQuote([simple], true);
    expect(clean?.generic).toEqual({
      printing_types: generic.printing_types,
      id: 5,
      external_id: 'REM-002',
      description: 'Remera de algodón peinado',
      name: 'Remera algodón',
      customization_under_minimum_extra_cost: 10,
    });
  });
});
