import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { accountLink, fillLogin, newActiveAccount } from './account-support.ts';
import { expectAccessible } from './accessibility-support.ts';
import { builderProduct, canvasOf } from './builder-support.ts';
import { drawer } from './cart-support.ts';
import { reachPayment, step } from './checkout-support.ts';

/**
 * Issue 30, item 4: 'Agregar al carrito' with a technique and no design makes a customised line
 * without artwork. The drawer, the cart page, the quote and the checkout say 'Falta tu diseño'
 * and lead to the builder; a design made there takes the line's place. Chile's words on demo-cl.
 */

const MUG = 'taza-ceramica-clasica-11-oz';
const LOGO = path.join(import.meta.dirname, '..', 'fixtures', 'builder', 'logo-cuadrado.svg');
const WORDS = {
  'demo-ar': {
    cart: 'carrito',
    prompt: 'Elegí el archivo de tu logo: lo ubicamos en el centro del área.',
    later: /Si confirmás así, se cobran con la personalización/,
  },
  'demo-cl': {
    cart: 'carro',
    prompt: 'Elige el archivo de tu logo: lo ubicamos en el centro del área.',
    later: /Si confirmas así, se cobran con la personalización/,
  },
} as const;

/** The mug engraved with a laser, added from its page without a design. */
async function addEngravedMug(page: Page, tenant: keyof typeof WORDS) {
  await page.goto(`/${tenant}/product-detail/simple/${MUG}`);
  await page
    .getByRole('combobox', { name: 'Técnica de personalización' })
    .selectOption({ label: 'Grabado láser (mínimo 20 u.)' });
  await page.getByRole('textbox', { name: 'Cantidad' }).fill('30');
  await page.getByRole('button', { name: `Agregar al ${WORDS[tenant].cart}` }).click();
  await expect(drawer(page)).toBeVisible();
}

const missing = (scope: ReturnType<Page['getByRole']>) => scope.getByText('Falta tu diseño');

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  const words = WORDS[tenant];

  test(`${tenant}: a line with a technique and no design says so in the drawer and the cart, and 'Subir logo' gives it one`, async ({
    page,
    store,
  }) => {
    const { name } = await builderProduct(store.url, tenant, MUG);
    await addEngravedMug(page, tenant);
    const row = drawer(page).getByRole('listitem');
    await expect(missing(row)).toBeVisible();
    await expect(row.getByRole('link', { name: `Diseñar ${name}` })).toBeVisible();
    await expect(row.getByRole('link', { name: /^Editar/ })).toHaveCount(0);

    await page.goto(`/${tenant}/shopping-cart`);
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(line.getByText('Personalizado con Grabado láser')).toBeVisible();
    await expect(missing(line)).toBeVisible();
    // The line's links are named by their visible words first (WCAG 2.5.3): axe's
    // label-content-name-mismatch found 'Subir el logo de …' on a link that reads 'Subir logo'.
    await expectAccessible(page, `${tenant} cart with a line missing its design`);
    await line.getByRole('link', { name: `Subir logo de ${name}` }).click();

    // The builder opens on the line, its technique chosen and the file picker in focus.
    await expect(canvasOf(page)).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('combobox', { name: 'Técnica' }).locator('option:checked'),
    ).toHaveText('Grabado láser');
    await expect(page.getByText(words.prompt)).toBeVisible();
    const picker = page.getByLabel(/^(Subir imagen|Subiendo imagen…)$/);
    await expect(picker).toBeFocused();
    await picker.setInputFiles(LOGO);
    await expect(page.getByText('Vectorial (sin límite de resolución)')).toBeVisible();
    // The design's price arrives while the buyer reaches for «Guardar cambios»: it stays put.
    const save = page.getByRole('button', { name: `Guardar cambios en el ${words.cart}` });
    const saveWhenShown = await save.boundingBox();
    await expect(page.getByText(/^Total:/)).toBeVisible();
    expect(await save.boundingBox()).toEqual(saveWhenShown);
    await save.click();

    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('listitem')).toHaveCount(1);
    await expect(missing(drawer(page).getByRole('listitem'))).toHaveCount(0);
    await expect(
      drawer(page).getByRole('link', { name: `Editar el diseño de ${name}` }),
    ).toBeVisible();

    // The cart page's picture of the line is now its mockup, as its preview is.
    await page.goto(`/${tenant}/shopping-cart`);
    const preview = page.getByRole('img', { name: `Vista previa del diseño de ${name}` });
    await expect(preview).toBeVisible();
    await expect(page.getByRole('img', { name, exact: true })).toHaveAttribute(
      'src',
      (await preview.getAttribute('src'))!,
    );
    await expect(missing(page.getByRole('main'))).toHaveCount(0);
  });

  test(`${tenant}: the quote marks the line, the checkout warns before confirming and leads to the builder`, async ({
    page,
    store,
  }) => {
    test.setTimeout(180_000);
    const buyer = await newActiveAccount(page, store.url, tenant, 'Compras Sin Diseño');
    await page.goto(`/${tenant}/auth?mode=login`);
    await fillLogin(page, buyer.email, buyer.password);
    await expect(accountLink(page, 'Mi cuenta')).toBeVisible();
    const { name } = await builderProduct(store.url, tenant, MUG);
    await addEngravedMug(page, tenant);

    // A saved quote: the line is not a finished customised one.
    await page.goto(`/${tenant}/shopping-cart`);
    // The cart's total arrives while the buyer reaches for the button below it: it stays put.
    const askForQuote = page.getByRole('button', { name: 'Solicitar cotización' });
    const askWhenShown = await askForQuote.boundingBox();
    const summary = page.getByRole('complementary', { name: 'Resumen de tu compra' });
    await expect(summary.getByText('Total', { exact: true })).toBeVisible();
    expect(await askForQuote.boundingBox()).toEqual(askWhenShown);
    await askForQuote.click();
    await page.getByRole('link', { name: 'Ver cotización' }).click();
    const quoted = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(missing(quoted)).toBeVisible();
    await expect(quoted.getByRole('link', { name: `Diseñar ${name}` })).toBeVisible();
    await expect(quoted.getByRole('link', { name: `Subir logo de ${name}` })).toBeVisible();

    // The checkout's last step names the line before 'Confirmar pedido'.
    await page.goto(`/${tenant}/checkout`);
    await reachPayment(page, tenant);
    const warning = page.getByRole('region', { name: 'Falta tu diseño' });
    await expect(warning).toContainText(`${name}, con Grabado láser`);
    await expect(warning).toContainText(words.later);
    await warning.getByRole('link', { name: `Diseñar ${name}` }).click();

    await expect(canvasOf(page)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Agregar texto' }).click();
    await page.getByRole('button', { name: `Guardar cambios en el ${words.cart}` }).click();
    await expect(drawer(page)).toBeVisible();
    await expect(missing(drawer(page).getByRole('listitem'))).toHaveCount(0);

    await page.goto(`/${tenant}/checkout`);
    await expect(step(page, 'Pago', 'paso actual')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Falta tu diseño' })).toHaveCount(0);
  });
}
