import { paths, splitTenantPath, withTenant } from './routes.ts';

describe('route builders', () => {
  it('builds the product list of everything by default and keeps the query', () => {
    expect(paths.productsList()).toBe('/products-list/all');
    expect(paths.productsList('tazas', { page: 2, sort: 'price-asc', q: '' })).toBe(
      '/products-list/tazas?page=2&sort=price-asc',
    );
  });

  it('builds product detail paths with and without the optional product type', () => {
    expect(paths.productDetail({ kind: 'simple', productDesc: 'taza-ceramica' })).toBe(
      '/product-detail/simple/taza-ceramica',
    );
    expect(
      paths.productDetail({ kind: 'curva', productDesc: 'remera algodón', productType: 'textil' }),
    ).toBe('/product-detail/textil/curva/remera%20algod%C3%B3n');
  });

  it('builds the payment and payment result addresses of an order', () => {
    expect(paths.payOrder(42)).toBe('/confirm-purchase?orderId=42');
    expect(paths.paymentResult(42)).toBe('/confirm-purchase?orderId=42&result=1');
  });

  it('builds the login route with the place to return to', () => {
    expect(paths.auth({ mode: 'login', from: '/favorites' })).toBe(
      '/auth?mode=login&from=%2Ffavorites',
    );
    expect(paths.orderDetail()).toBe('/orders/detail');
    expect(paths.orderDetail(12)).toBe('/orders/detail/12');
  });

  it('splits and joins the tenant prefix', () => {
    expect(splitTenantPath('/demo-ar/products-list/all')).toEqual({
      tenant: 'demo-ar',
      path: '/products-list/all',
    });
    expect(splitTenantPath('/demo-cl')).toEqual({ tenant: 'demo-cl', path: '/' });
    expect(splitTenantPath('/')).toEqual({ tenant: null, path: '/' });
    expect(withTenant('demo-ar', '/favorites')).toBe('/demo-ar/favorites');
  });
});
