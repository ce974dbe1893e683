import { randomUUID } from 'node:crypto';
import { DEMO_BUYERS } from './account-support.ts';

/** Orders made through the API the checkout calls (the checkout is another journey's). */

export const APP = '/api/services/app';

interface Variant {
  id: number;
  sku: string;
  stock: number;
  size: string | null;
  color: { name: string } | null;
}
interface Product {
  id: number;
  slug: string;
  kind: string;
  externalId: string;
  name: string;
  description: string;
  featuredImg: string | null;
  isCustomizable: boolean;
  techniques: {
    id: number;
    name: string;
    printAreas: { id: number; view: string; name: string; widthMm: number; heightMm: number }[];
  }[];
  variants: Variant[];
}

/** A design as the builder saves it: one red text on the front. */
/**
 * The one-text design of a customised order, on the technique's first print area as the editor
 * puts it (the server refuses a design larger than the area the catalogue gives the technique).
 */
function designOn(
  area: Product['techniques'][number]['printAreas'][number],
  productDesc: string,
  techniqueId: number,
) {
  const [view] = DESIGN.views;
  const widthMm = Math.min(40, area.widthMm * 0.8);
  const heightMm = Math.min(8, area.heightMm * 0.8);
  return {
    ...DESIGN,
    productDesc,
    techniqueId,
    views: [
      {
        ...view!,
        view: area.view,
        printArea: { ...area },
        elements: view!.elements.map((element) => ({
          ...element,
          xMm: area.widthMm / 2,
          yMm: area.heightMm / 2,
          widthMm,
          heightMm,
          fontSizeMm: heightMm,
        })),
      },
    ],
  };
}

const DESIGN = {
  kind: 'store-design',
  version: 1,
  productDesc: '',
  techniqueId: 0,
  colorCount: 1,
  printAreaCount: 1,
  views: [
    {
      view: 'Frente',
      printArea: { id: 1, view: 'Frente', name: 'Frente', widthMm: 80, heightMm: 60 },
      elements: [
        {
          id: 't1',
          type: 'text',
          text: 'Año 2027',
          fill: '#c62828',
          fontFamily: 'Roboto',
          fontSizeMm: 8,
          bold: false,
          italic: false,
          align: 'center',
          xMm: 40,
          yMm: 30,
          widthMm: 40,
          heightMm: 8,
          angle: 0,
        },
      ],
    },
  ],
};

/** Where each demo store delivers in the test order, and how it invoices. */
const DESTINATIONS = {
  'demo-ar': {
    provinceId: '06',
    cityId: '06791',
    locality: 'Tandil',
    zipCode: 'B7000ABC',
    phone: '+54 249 444-1234',
    carrier: 'andreani',
    invoice: {
      name: 'Empresa Compradora S.A.',
      lastName: '',
      document: '30-70308853-4',
      direction: 'Pinto 550, Tandil',
      phone: '+54 249 444-1234',
      email: 'compras@empresa.com.ar',
      ivaCondition: 'RI',
      giro: null,
      comunaId: null,
    },
  },
  'demo-cl': {
    provinceId: '13',
    cityId: '131',
    locality: 'Ñuñoa',
    zipCode: '',
    phone: '+56 2 2345 6789',
    carrier: 'chilexpress',
    invoice: {
      name: 'Empresa Cliente SpA',
      lastName: '',
      document: '76.086.428-5',
      direction: 'Av. Irarrázaval 2401',
      phone: '+56 2 2345 6789',
      email: 'compras@cliente.cl',
      ivaCondition: 'CONTRIBUYENTE',
      giro: 'Servicios de ingeniería',
      comunaId: '13120',
    },
  },
} as const;

export async function call<T>(url: string, tenant: string, init: RequestInit = {}, token?: string) {
  const response = await fetch(url, {
    ...init,
    headers: {
      'X-Tenant': tenant,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.headers ?? {}),
    },
  });
  const body = (await response.json()) as { result: T; error: { message: string } | null };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body.error)}`);
  return body.result;
}

/**
 * A cart line of the demo catalogue's first simple product with stock (customised: the first
 * with a technique, with a one-text design), as the cart sends it.
 */
export async function cartItemThroughApi(storeUrl: string, tenant: string, customised = false) {
  const list = await call<{ items: { slug: string; kind: string }[] }>(
    `${storeUrl}${APP}/Catalog/GetProductsList?pageSize=30`,
    tenant,
  );
  let product: Product | undefined;
  for (const summary of list.items.filter((item) => item.kind === 'simple')) {
    product = await call<Product>(
      `${storeUrl}${APP}/Catalog/GetProductDetail?slug=${summary.slug}`,
      tenant,
    );
    if (!customised || product.techniques.length > 0) break;
  }
  if (!product) throw new Error('the demo catalogue has no simple product');
  const technique = customised ? product.techniques[0]! : null;
  const variant = product.variants.find((v) => v.stock >= 2)!;
  const item = {
    type: 'ProductoSimple',
    shoppingCartUUID: randomUUID(),
    value: {
      id: variant.id,
      sku: variant.sku,
      quantity: 2,
      isCustomizable: customised,
      customization: technique
        ? designOn(technique.printAreas[0]!, product.slug, technique.id)
        : null,
      applicationTechnique: technique ? { id: technique.id, name: technique.name } : null,
      customizationRender: null,
      featuredImg: null,
      element_description_1: null,
      element_description_2: null,
      element_description_3: null,
      color: variant.color?.name ?? null,
      size: variant.size,
    },
    generic: {
      id: product.id,
      external_id: product.externalId,
      name: product.name,
      description: product.description,
      printing_types: [],
      customization_under_minimum_extra_cost: 0,
      featured_img: product.featuredImg,
    },
    general_description: product.description,
    quoteInfo: null,
  };
  return { item, product, technique };
}

/**
 * The checkout is another engineer's: the test's order is made through the API it calls, by the
 * demo buyer unless another account is given.
 */
/** The test destination's locality (Argentina) or comuna (Chile), as the address data names it. */
async function locationIdOf(storeUrl: string, tenant: keyof typeof DESTINATIONS) {
  const place = DESTINATIONS[tenant];
  const locations = await call<{ id: string; name: string }[]>(
    `${storeUrl}${APP}/DomicilieLocations/GetAllByCityId?idcity=${place.cityId}`,
    tenant,
  );
  return locations.find((l) => l.name === place.locality)!.id;
}

/** The test destination saved in a buyer's address book, as the checkout saves the one used. */
export async function saveAddressThroughApi(
  storeUrl: string,
  tenant: keyof typeof DESTINATIONS,
  accessToken: string,
  email: string,
) {
  const place = DESTINATIONS[tenant];
  return call<{ id: number }>(
    `${storeUrl}${APP}/BuyerAddresses/Create`,
    tenant,
    {
      method: 'POST',
      body: JSON.stringify({
        name: 'Ana',
        lastName: 'Pérez',
        email,
        phone: place.phone,
        street: 'Pinto',
        streetNumber: '550',
        apartment: '',
        provinceId: place.provinceId,
        cityId: place.cityId,
        locationId: await locationIdOf(storeUrl, tenant),
        locality: place.locality,
        zipCode: place.zipCode,
        deliveryComment: '',
      }),
    },
    accessToken,
  );
}

export async function orderThroughApi(
  storeUrl: string,
  tenant: keyof typeof DESTINATIONS,
  customised = false,
  buyer: { email: string; password: string } = DEMO_BUYERS[tenant],
) {
  const { accessToken } = await call<{ accessToken: string }>(
    `${storeUrl}${APP}/TokenAuth/Authenticate`,
    tenant,
    { method: 'POST', body: JSON.stringify({ ...buyer, isEcommerceClient: true }) },
  );
  const { item, product, technique } = await cartItemThroughApi(storeUrl, tenant, customised);
  const place = DESTINATIONS[tenant];
  const locationId = await locationIdOf(storeUrl, tenant);
  const order = await call<{ id: number; number: string }>(
    `${storeUrl}${APP}/Orders/CompleteOrder`,
    tenant,
    {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        userId: 0,
        shoppingCart: { shoppingCartProductsFK: [item], shoppingCartMode: 'direct' },
        provinceId: place.provinceId,
        cityId: place.cityId,
        locationId,
        locality: place.locality,
        zipCode: place.zipCode,
        customized: false,
        shippingCode: null,
        shippingCost: 0,
        shippingServiceType: 'standard_delivery',
        shippingLogisticType: 'crossdock',
        shippingCarrierId: place.carrier,
        shippingPointId: null,
        MinDeliveryDays: 0,
        MaxDeliveryDays: 0,
        deliveryMethod: 'standard_delivery',
        payment: 'NONE',
        name: 'Ana',
        lastName: 'Pérez',
        phone: place.phone,
        street: 'Pinto',
        streetNumber: '550',
        apartment: null,
        email: buyer.email,
        orderInvoiceFK: place.invoice,
        deliveryComment: null,
      }),
    },
    accessToken,
  );
  // The print area the design was put on (a customised order), for what the buyer's proof shows.
  const printArea = technique ? technique.printAreas[0]! : null;
  return { ...order, productName: product.name, accessToken, printArea };
}
