import assert from 'node:assert/strict';
import { nowIso } from '../../db/database.js';
import { loggedIn } from '../../test/auth-support.js';
import type { TestApp } from '../../test/test-app.js';
import { hashPassword } from '../auth/index.js';
import { createUsersRepository } from '../auth/index.js';
import { toMinor } from '../pricing/index.js';

/** Order test helpers: buyers, and the spec's order payload for Tandil (Buenos Aires). */

export async function newBuyer(t: TestApp, tenantName: string, email: string) {
  const tenant = (await t.app.tenants.getByName(tenantName))!;
  const password = 'Clave-de-prueba-2026';
  const at = nowIso();
  await createUsersRepository(t.db).insert({
    tenant_id: tenant.id,
    email,
    full_name: 'Compradora de Prueba',
    phone_number: '1145551234',
    company: 'Prueba S.A.',
    password_hash: await hashPassword(password),
    status: 'active',
    activated_at: at,
    deleted_at: null,
    created_at: at,
    updated_at: at,
  });
  return loggedIn(t, tenantName, email, password);
}

export function arOrder(items: unknown[], tandil: string, overrides: Record<string, unknown> = {}) {
  return {
    userId: 999,
    shoppingCart: { shoppingCartProductsFK: items, shoppingCartMode: 'cart' },
    provinceId: '06',
    cityId: '06791',
    locationId: tandil,
    locality: 'Tandil',
    zipCode: 'B7000ABC',
    customized: false,
    shippingCode: null,
    shippingCost: 1,
    shippingServiceType: 'standard_delivery',
    shippingLogisticType: 'crossdock',
    shippingCarrierId: 'andreani',
    shippingPointId: null,
    MinDeliveryDays: 0,
    MaxDeliveryDays: 0,
    deliveryMethod: 'standard_delivery',
    payment: 'NONE',
    name: 'Ana',
    lastName: 'Pérez',
    phone: '+54 249 444-1234',
    street: 'Pinto',
    streetNumber: '550',
    apartment: null,
    email: 'ana@empresa.com.ar',
    orderInvoiceFK: {
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
    deliveryComment: null,
    discount: 0,
    discountPercent: 0,
    productionBusinessDays: 0,
    discountApplication: 0,
    deliveryDiscountPrice: 0,
    priceBase: 1,
    taxes: 1,
    subTotal: 1,
    applicationCost: 1,
    applicationPrice: 1,
    profit: 1,
    total: 1,
    ...overrides,
  };
}

/** The same payload for Ñuñoa (Santiago), with a Chilean business's billing data (a factura). */
export function clOrder(items: unknown[], invoice: Record<string, unknown> = {}) {
  const base = arOrder(items, '13120');
  return {
    ...base,
    provinceId: '13',
    cityId: '131',
    locationId: '13120',
    locality: 'Ñuñoa',
    zipCode: '',
    phone: '+56 2 2345 6789',
    shippingCarrierId: 'chilexpress',
    orderInvoiceFK: {
      name: 'Empresa Cliente SpA',
      lastName: '',
      document: '76.086.428-5',
      direction: 'Av. Irarrázaval 2401',
      phone: '+56 2 2345 6789',
      email: 'facturas@cliente.cl',
      ivaCondition: 'CONTRIBUYENTE',
      giro: 'Servicios de ingeniería',
      comunaId: '13120',
      ...invoice,
    },
  };
}

/** A variant's stock as stored (what orders hold and give back). */
export const variantStock = async (t: TestApp, variantId: number) =>
  Number(
    (
      await t.db
        .selectFrom('catalog_variants')
        .select('stock')
        .where('id', '=', variantId)
        .executeTakeFirstOrThrow()
    ).stock,
  );

/** Sum of amounts in minor units, to compare money without floating-point noise. */
export const cents = (amount: number, decimals = 2) => toMinor(amount, decimals);

/**
 * The order's lines add up, and its figures are an invoice's (issue 30): the products' net is the
 * lines' net, the shipping's net is its quote without IVA, the IVA is the rate of both nets
 * rounded once (cents in Argentina, whole pesos in Chile), the total their sum. By hand, in cents.
 */
export function assertAddsUp(order: {
  currency?: string;
  lines: { priceBase: number; priceAplication: number; tax: number; total: number }[];
  subTotal?: number;
  taxes?: number;
  shippingCost: number;
  shippingNet?: number;
  total: number;
}) {
  for (const line of order.lines)
    assert.equal(
      cents(line.priceBase) + cents(line.priceAplication) + cents(line.tax),
      cents(line.total),
    );
  const [rate, unit] = order.currency === 'CLP' ? [19, 100] : [21, 1];
  const net = order.lines.reduce(
    (sum, line) => sum + cents(line.priceBase) + cents(line.priceAplication),
    0,
  );
  assert.equal(cents(order.subTotal ?? NaN), net, 'the products net is the lines net');
  const shippingNet = Math.round((cents(order.shippingCost) * 100) / (100 + rate) / unit) * unit;
  assert.equal(cents(order.shippingNet ?? NaN), shippingNet, 'the shipping net');
  const iva = Math.round(((net + shippingNet) * rate) / 100 / unit) * unit;
  assert.equal(cents(order.taxes ?? NaN), iva, `IVA ${rate} % of ${net + shippingNet} cents`);
  assert.equal(cents(order.total), net + shippingNet + iva);
}
