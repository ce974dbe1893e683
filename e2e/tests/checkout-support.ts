import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { DEMO_BUYERS, fillLogin } from './account-support.ts';
import { addToCart, closeDrawer, detailPath, productOf } from './cart-support.ts';

/** What the checkout journeys need: a buyer, a product in the cart, and each step filled in. */

export type Tenant = 'demo-ar' | 'demo-cl';

/** Billing, addressee and the address chain as a buyer of each country fills them in. */
export const DETAILS = {
  'demo-ar': {
    taxId: '30-70308853-4',
    taxIdLabel: 'CUIT',
    badTaxId: '30-70308853-5',
    badTaxIdMessage: /El CUIT no es válido/,
    ivaLabel: 'Condición frente al IVA',
    iva: 'IVA Responsable Inscripto',
    invoice: 'Comprobante: Factura A',
    chain: [
      ['Provincia', 'Córd', 'Córdoba'],
      ['Partido o departamento', 'Capit', 'Capital'],
      ['Localidad', 'Córdoba', 'Córdoba'],
    ],
    zipCode: '5000',
    shipment: 'Envío',
  },
  'demo-cl': {
    taxId: '76.086.428-5',
    taxIdLabel: 'RUT',
    badTaxId: '76.086.428-4',
    badTaxIdMessage: /El RUT no es válido/,
    ivaLabel: 'Documento tributario',
    iva: 'Consumidor final (boleta)',
    invoice: 'Comprobante: Boleta',
    chain: [
      ['Región', 'Metropolitana', 'Región Metropolitana de Santiago'],
      ['Provincia', 'Santiago', 'Santiago'],
      ['Comuna', 'Provid', 'Providencia'],
    ],
    zipCode: '',
    shipment: 'Despacho',
  },
} as const;

export async function logIn(page: Page, tenant: Tenant) {
  await fillLogin(page, DEMO_BUYERS[tenant].email, DEMO_BUYERS[tenant].password);
}

/** A product with stock in the cart of whoever is browsing. */
export async function cartWithAMug(page: Page, storeUrl: string, tenant: Tenant) {
  const mug = await productOf(storeUrl, tenant, 'tazas-y-jarros', 'simple');
  await page.goto(detailPath(tenant, mug));
  await addToCart(page);
  await closeDrawer(page);
  return mug;
}

export const step = (page: Page, name: string, status: 'paso actual' | 'completo' | 'pendiente') =>
  page.getByRole('heading', { level: 2, name: `${name} (${status})` });

export async function fillBilling(
  page: Page,
  tenant: Tenant,
  taxId: string = DETAILS[tenant].taxId,
) {
  const details = DETAILS[tenant];
  await page.getByRole('textbox', { name: 'Razón social' }).fill('Distribuidora Norte SA');
  await page.getByRole('textbox', { name: details.taxIdLabel }).fill(taxId);
  await page.getByRole('combobox', { name: details.ivaLabel }).selectOption({ label: details.iva });
  await page
    .getByRole('textbox', { name: 'Correo electrónico para la factura' })
    .fill('compras@norte.com');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 4567 8901');
  await expect(page.getByText(details.invoice)).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

export async function fillAddressee(page: Page, tenant: Tenant) {
  const details = DETAILS[tenant];
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Pérez');
  await page
    .getByRole('textbox', { name: 'Correo electrónico', exact: true })
    .fill('ana@norte.com');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('351 456 7890');
  for (const [label, typed, option] of details.chain) {
    const combobox = page.getByRole('combobox', { name: label, exact: true });
    // A buyer with saved addresses finds the default filled in: typing the same name again
    // would change nothing and open no list, so the field is emptied first.
    await combobox.fill('');
    await combobox.fill(typed);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  if (details.zipCode) {
    await expect(page.getByRole('textbox', { name: /^Código postal/ })).toHaveValue(
      details.zipCode,
    );
  }
  await page.getByRole('textbox', { name: 'Calle' }).fill('Av. Colón');
  await page.getByRole('textbox', { name: 'Número' }).fill('1234');
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** Billing, my purchase, addressee (real address lists) and the first shipping quote. */
export async function reachPayment(page: Page, tenant: Tenant) {
  await fillBilling(page, tenant);
  await expect(step(page, 'Mi compra', 'paso actual')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await fillAddressee(page, tenant);
  const options = page.getByRole('group', { name: /^Opciones de (envío|despacho)$/ });
  await options.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(step(page, 'Pago', 'paso actual')).toBeVisible();
  await expect(step(page, DETAILS[tenant].shipment, 'completo')).toBeVisible();
}

/** The cart ordered and paid by transfer, from the checkout's first step: the order's number. */
export async function orderByTransfer(page: Page, tenant: Tenant): Promise<string> {
  await page.goto(`/${tenant}/checkout`);
  await reachPayment(page, tenant);
  await page.getByRole('radio', { name: /Transferencia bancaria/ }).check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  const placed = page.getByRole('heading', { level: 1, name: /^Pedido .+ registrado$/ });
  await expect(placed).toBeVisible();
  return (await placed.textContent())!.replace(/^Pedido (.+) registrado$/, '$1');
}
