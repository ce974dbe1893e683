/**
 * A shipping quote's body to Tandil (Buenos Aires, 7000) for some cart items, as the checkout
 * sends it: `tandil` is the address book's location id of the town.
 */
export const tandilQuotePayload = (
  items: unknown[],
  tandil: string,
  overrides: Record<string, unknown> = {},
) => ({
  shoppingCart: { shoppingCartProductsFK: items },
  provinceFKId: '06',
  provinceId: '06',
  cityFKId: '06791',
  locationFKId: tandil,
  locality: 'Tandil',
  zipCode: '7000',
  discount: 0,
  discountPercent: 0,
  payment: 'NONE',
  ...overrides,
});
