import type { Page } from '@playwright/test';
import { run } from '../support/run.ts';
import { expect } from '../support/fixtures.ts';

/** What the cart journeys need from the store: products to add, and how the cart looks. */

export interface Variant {
  id: number;
  sku: string;
  color: { name: string } | null;
  size: string | null;
  stock: number;
}
export interface Product {
  slug: string;
  kind: 'simple' | 'curva';
  name: string;
  variants: Variant[];
  techniques: { minUnitsForPrinting: number }[];
}

async function apiGet<T>(baseUrl: string, tenant: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/services/app/Catalog/${path}`, {
    headers: { 'X-Tenant': tenant },
  });
  const body = (await response.json()) as { result: T };
  return body.result;
}

/** A product of a demo family with plenty of stock in each of its first variants. */
export async function productOf(
  baseUrl: string,
  tenant: string,
  category: string,
  kind: 'simple' | 'curva',
): Promise<Product> {
  const list = await apiGet<{ items: { slug: string; kind: string }[] }>(
    baseUrl,
    tenant,
    `GetProductsList?category=${category}&pageSize=60`,
  );
  for (const summary of list.items.filter((item) => item.kind === kind)) {
    const product = await apiGet<Product>(baseUrl, tenant, `GetProductDetail?slug=${summary.slug}`);
    const stocked = product.variants.filter((v) => v.stock >= 200);
    if (stocked.length >= 2) return { ...product, variants: stocked };
  }
  throw new Error(`no ${kind} product with stock in ${tenant}/${category}`);
}

export const detailPath = (tenant: string, product: Pick<Product, 'kind' | 'slug'>) =>
  `/${tenant}/product-detail/${product.kind}/${product.slug}`;

/** The header's cart button ('Carrito', in Chile 'Carro'), named with how many products it holds. */
export const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Carr(ito|o)\b/ });
export const drawer = (page: Page) => page.getByRole('dialog', { name: 'Resumen' });

export async function openDrawer(page: Page) {
  await cartButton(page).click();
  await expect(drawer(page)).toBeVisible();
}

export async function closeDrawer(page: Page) {
  await drawer(page).getByRole('button', { name: 'Cerrar resumen' }).click();
  await expect(drawer(page)).toBeHidden();
}

/** Adds what the detail page shows with its "add to cart" button; the drawer opens. */
export async function addToCart(page: Page) {
  await page.getByRole('button', { name: /^Agregar al carr/ }).click();
  await expect(drawer(page)).toBeVisible();
}

/** The label of a curve product's quantity cell on its detail page. */
export const cellLabel = (tenant: string, variant: Variant) =>
  `Cantidad ${variant.color?.name ?? ''} ${tenant === 'demo-cl' ? 'talla' : 'talle'} ${variant.size}`;

/** How a curve size reads in the drawer: `Negro · M`. */
export const variantText = (variant: Variant) =>
  [variant.color?.name, variant.size].filter(Boolean).join(' · ');

export const MULTI_VARIANT_TENANT = 'cart-variantes';

/**
 * The store's own command line (tenant and catalogue import) against the test store: its data
 * folder, and on PostgreSQL the schema the global setup gave it (`STORE_DATABASE_URL`).
 */
function storeCli(script: string, args: string[]): Promise<string> {
  const dataDir = process.env.STORE_DATA_DIR;
  if (!dataDir)
    throw new Error('STORE_DATA_DIR is not set: the global setup did not start the store');
  const databaseUrl = process.env.STORE_DATABASE_URL;
  if (process.env.DATABASE_URL && !databaseUrl)
    throw new Error("STORE_DATABASE_URL is not set: the CLI would not find the store's schema");
  return run('node', [`api/dist/cli/${script}.js`, ...args], {
    STORE_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/** The operator changes that reseller's configuration from one of its files. */
export const updateMultiVariantTenant = (file: 'cart-variantes' | 'cart-variantes-strict') =>
  storeCli('tenant', ['update', `e2e/fixtures/${file}.yaml`]);

/** The reseller that allows the same product again, with its small catalogue (idempotent). */
export async function onboardMultiVariantTenant(): Promise<void> {
  await storeCli('tenant', ['create', 'e2e/fixtures/cart-variantes.yaml']).catch((error: Error) => {
    if (!/Ya existe/.test(error.message)) throw error;
  });
  await storeCli('catalog-import', [
    'e2e/fixtures/cart-variantes-catalog.json',
    '--tenant',
    MULTI_VARIANT_TENANT,
  ]);
}
