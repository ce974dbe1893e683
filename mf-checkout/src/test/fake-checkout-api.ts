import type {
  CartContents,
  CartItem,
  CompleteOrderRequest,
  Order,
  OrderPaymentState,
  SavedAddress,
  ShippingQuoteOption,
  UpdateOrderPaymentRequest,
} from '@store/contracts';
import { testSavedAddress } from '@store/contracts/testing';
import { StoreApiError } from '@store/platform';
import type { CheckoutApi } from '../features/checkout/api/checkout-api';

/**
 * A stand-in for the store API in component tests: a few real Argentine and Chilean places, two
 * carriers and a pickup, orders kept by Idempotency-Key like the server, and failures on demand.
 */
const AR = {
  provinces: [
    { id: '06', name: 'Buenos Aires' },
    { id: '14', name: 'Córdoba' },
    { id: '90', name: 'Tucumán' },
  ],
  cities: {
    '14': [
      { id: '14014', name: 'Capital', provinceId: '14' },
      { id: '14021', name: 'Colón', provinceId: '14' },
    ],
  } as Record<string, { id: string; name: string; provinceId: string }[]>,
  locations: {
    '14014': [{ id: '1401401', name: 'Córdoba', cityId: '14014', postalCode: '5000' }],
  } as Record<string, { id: string; name: string; cityId: string; postalCode: string | null }[]>,
};

export const QUOTE_OPTIONS: ShippingQuoteOption[] = [
  {
    logistic_type: 'crossdock',
    carrier: { id: '208', name: 'Andreani', logo: '/logos/andreani.png' },
    service_type: { code: 'standard_delivery', name: 'Envío a domicilio' },
    delivery_time: { min: 2, max: 4 },
    amounts: { price: 4500, price_incl_tax: 5445 },
    tags: ['cheapest'],
    pickup_points: [],
    estimated_in_hands: { min: '2026-12-07', max: '2026-12-09' },
  },
  {
    logistic_type: 'crossdock',
    carrier: { id: '233', name: 'OCA', logo: null },
    service_type: { code: 'express_delivery', name: 'Envío express' },
    delivery_time: { min: 1, max: 1 },
    amounts: { price: 8000, price_incl_tax: 9680 },
    tags: ['fastest'],
    pickup_points: [],
    estimated_in_hands: { min: '2026-12-04', max: '2026-12-04' },
  },
  {
    logistic_type: 'pickup',
    carrier: { id: 'store', name: 'Promo Sur', logo: '/tenant-assets/demo-ar/logo.svg' },
    service_type: { code: 'store_pickup', name: 'Retiro en el local' },
    delivery_time: { min: 0, max: 0 },
    amounts: { price: 0, price_incl_tax: 0 },
    tags: [],
    pickup_points: [{ id: 'store', name: 'Promo Sur', address: 'Av. Santa Fe 3253, Palermo' }],
    estimated_in_hands: { min: '2026-12-03', max: '2026-12-03' },
  },
];

export const TEST_ITEM: CartItem = {
  type: 'ProductoSimple',
  shoppingCartUUID: '0b8f5a0e-3c9b-4c57-9a55-6d1c7f6b2a10',
  value: {
    id: 11,
    sku: 'TAZ-001-11',
    quantity: 10,
    isCustomizable: false,
    customization: null,
    applicationTechnique: null,
    customizationRender: null,
    featuredImg: '/img/taza.png',
    element_description_1: null,
    element_description_2: null,
    element_description_3: null,
    color: 'Blanco',
    size: null,
  },
  generic: {
    id: 1,
    external_id: 'TAZ-001',
    name: 'Taza cerámica',
    description: 'Taza blanca de 350 ml',
    price: 1234.5,
    printing_types: [],
    customization_under_minimum_extra_cost: 0,
    featured_img: '/img/taza.png',
  },
  general_description: '',
  quoteInfo: null,
};

const totals = {
  basePrice: 12345,
  basePriceWithProfit: 12345,
  applicationCost: 0,
  applicationPrice: 0,
  applicationPriceWithProfit: 0,
  psmPrice: 0,
  psmPriceWithProfit: 0,
  profit: 0,
  profitMultiplier: 1,
  taxes: 2592.45,
  taxMultiplier: 1.21,
  subTotal: 12345,
  total: 14937.45,
};

export const cartContents = (mode: 'cart' | 'direct' = 'cart'): CartContents => ({
  mode,
  items: [TEST_ITEM],
  prices: [
    { type: 'ProductoSimple', shoppingCartUUID: TEST_ITEM.shoppingCartUUID, value: totals },
    { type: 'Total', shoppingCartUUID: null, value: totals },
  ],
  priceProblem: null,
});

/** A saved address in Córdoba (the places above), as the address book answers it. */
export const savedAddress = testSavedAddress;

export function createFakeCheckoutApi() {
  const orders = new Map<string, Order>();
  /** The buyer's address book (empty unless a test fills it). */
  const addresses: SavedAddress[] = [];
  const failures = new Map<string, Error>();
  const calls: { name: string; body?: unknown; key?: string }[] = [];
  let gate: Promise<void> | null = null;
  let paymentState: OrderPaymentState = 'approved';

  const answer = async <T>(name: string, result: () => T, body?: unknown, key?: string) => {
    calls.push({ name, body, key });
    if (gate) await gate;
    const failure = failures.get(name);
    if (failure) {
      failures.delete(name);
      throw failure;
    }
    return result();
  };

  const orderFor = (request: CompleteOrderRequest, key: string): Order => {
    const known = orders.get(key);
    if (known) return known;
    const id = orders.size + 41;
    const order = {
      id,
      number: `0001-000000${id}`,
      shoppingCartMode: request.shoppingCart.shoppingCartMode,
      total: 20382.45,
    } as Order;
    orders.set(key, order);
    return order;
  };

  const api: CheckoutApi = {
    provinces: () => answer('provinces', () => AR.provinces),
    cities: (id) => answer('cities', () => AR.cities[id] ?? []),
    locations: (id) => answer('locations', () => AR.locations[id] ?? []),
    zipCode: (ids) =>
      answer('zipCode', () => ({ zipCode: ids.location === '1401401' ? 'X5000' : null }), ids),
    shippingQuote: (request) =>
      answer('shippingQuote', () => ({ all_results: QUOTE_OPTIONS }), request),
    completeOrder: (order, key) => answer('completeOrder', () => orderFor(order, key), order, key),
    // The server's figures for the chosen option: $ 16.000 of products, the option's net, and
    // 21 % of both nets (the fake's; the API's own test checks the arithmetic).
    orderTotals: (request) =>
      answer(
        'orderTotals',
        () => {
          const option = QUOTE_OPTIONS.find(
            (o) =>
              o.carrier.id === request.shippingCarrierId &&
              o.service_type.code === request.shippingServiceType,
          );
          const shippingNet = option?.amounts.price ?? 0;
          const taxes = Math.round((16000 + shippingNet) * 21) / 100;
          return {
            currency: 'ARS' as const,
            subTotal: 16000,
            shippingNet,
            taxes,
            taxesByRate: [{ rate: 0.21, net: 16000 + shippingNet, iva: taxes }],
            total: 16000 + shippingNet + taxes,
          };
        },
        request,
      ),
    paymentMethods: () =>
      answer('paymentMethods', () => [
        {
          code: 'MP' as const,
          name: 'Tarjeta',
          description: 'Crédito o débito, en el sitio del medio de pago',
        },
        {
          code: 'TRF' as const,
          name: 'Transferencia bancaria',
          description: 'Te damos los datos de la cuenta',
        },
        { code: 'CHQ' as const, name: 'Cheque', description: 'Cheque o ECHEQ' },
      ]),
    updateOrderPayment: (payment: UpdateOrderPaymentRequest, key) =>
      answer(
        'updateOrderPayment',
        () =>
          payment.method === 'TRF'
            ? {
                method: 'TRF' as const,
                status: 'pending' as const,
                total: 20382.45,
                bankDetails: {
                  bank: 'Banco Nación',
                  accountHolder: 'Promo Sur SRL',
                  taxId: '30-70308853-4',
                  accountType: null,
                  accountNumber: null,
                  cbu: '0110599520000001234567',
                  alias: 'PROMO.SUR.PAGOS',
                  email: 'pagos@promosur.com.ar',
                },
              }
            : payment.method === 'MP'
              ? {
                  method: 'MP' as const,
                  status: 'pending' as const,
                  total: 20382.45,
                  redirectUrl: 'http://pagos.test/checkout/1',
                }
              : { method: 'CHQ' as const, status: 'pending' as const, total: 20382.45 },
        payment,
        key,
      ),
    addressBook: () => answer('addressBook', () => ({ items: [...addresses] })),
    saveAddress: (address) =>
      answer(
        'saveAddress',
        () => {
          const { isDefault = false, ...fields } = address;
          const saved = { ...savedAddress(addresses.length + 1), ...fields, isDefault };
          addresses.push(saved);
          return saved;
        },
        address,
      ),
    paymentStatus: (orderId) =>
      answer('paymentStatus', () => ({
        orderId,
        payment: 'MP' as const,
        status: paymentState,
        paymentId: '1',
      })),
  };

  return {
    api,
    calls,
    orders,
    addresses,
    paymentIs(state: OrderPaymentState) {
      paymentState = state;
    },
    failNext(name: keyof CheckoutApi, error: Error = new StoreApiError('server', 'Error', 500)) {
      failures.set(name, error);
    },
    hold(): () => void {
      let release = () => undefined;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
          return undefined;
        };
      });
      return release;
    },
  };
}

export type FakeCheckoutApi = ReturnType<typeof createFakeCheckoutApi>;
