import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { accountLink, fillLogin, newActiveAccount } from './account-support.ts';
import {
  builderProduct,
  cartWord,
  placement,
  screenPoint,
  type BuilderProduct,
} from './builder-support.ts';
import { orderByTransfer } from './checkout-support.ts';

const MUG = 'taza-ceramica-clasica-11-oz';
const BUYERS = { 'demo-ar': 'Ramiro Ibáñez', 'demo-cl': 'Sofía Araya' } as const;
const proofOf = (page: Page) => page.getByRole('region', { name: 'Prueba de diseño' });
/** The server's refusals, as each tenant's buyer reads them (es-CL without voseo). */
const REFUSALS = {
  priceChanges: (tenant: string) =>
    `El nuevo diseño cambia lo que cuesta imprimirlo (colores, áreas o imágenes). Para ese cambio ${tenant === 'demo-cl' ? 'pide' : 'pedí'} una nueva cotización.`,
  locked:
    'La prueba de este pedido ya fue aprobada: sus diseños quedaron bloqueados y no pueden cambiarse.',
};

/**
 * Clicks the text in the middle of the print area, so its panel opens, once the order's saved
 * design is on the canvas (its one ink counted): a click on the canvas before that selects nothing.
 */
async function selectText(page: Page, product: BuilderProduct, technique: string) {
  await expect(page.getByText('1 color', { exact: true })).toBeVisible();
  const area = product.techniques.find((t) => t.name === technique)!.printAreas[0]!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const centre = await screenPoint(page, product, area, area.widthMm / 2, area.heightMm / 2);
  await page.mouse.click(centre.x, centre.y);
  await expect(page.getByRole('textbox', { name: 'Texto', exact: true })).toBeVisible();
}

/**
 * The mockup's pixels, at the picture's own size (independent of where it sits on the screen),
 * once the design file has replaced the line's picture that stands in while it loads.
 */
async function pictureOf(image: Locator) {
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    canvas.getContext('2d')!.drawImage(img, 0, 0);
    return canvas.toDataURL('image/png');
  });
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: the buyer changes a customised order's design before approving the proof; then it is locked`, async ({
    page,
    store,
  }) => {
    test.setTimeout(240_000);
    const product = await builderProduct(store.url, tenant, MUG);
    const buyer = await newActiveAccount(page, store.url, tenant, BUYERS[tenant]);
    await page.goto(`/${tenant}/auth?mode=login`);
    await fillLogin(page, buyer.email, buyer.password);
    await expect(accountLink(page, 'Mi cuenta')).toBeVisible();

    // The buyer customises a mug in screen printing and orders it.
    await page.goto(`/${tenant}/customize-product?product=${MUG}`);
    await page.getByRole('combobox', { name: 'Técnica' }).selectOption({ label: 'Serigrafía' });
    await page.getByRole('button', { name: 'Agregar texto' }).click();
    await page.getByRole('textbox', { name: 'Texto', exact: true }).fill('Hola equipo');
    await page.getByRole('textbox', { name: 'Cantidad', exact: true }).fill('60');
    await expect(page.getByRole('heading', { name: 'Precio de 60 unidades' })).toBeVisible();
    await page.getByRole('button', { name: `Agregar al ${cartWord(tenant)}` }).click();
    await expect(page.getByRole('dialog', { name: 'Resumen' })).toContainText(product.name);
    const number = await orderByTransfer(page, tenant);

    await page.goto(`/${tenant}/orders/list`);
    await page.getByRole('link', { name: `Pedido N° ${number}` }).click();
    const proof = proofOf(page);
    const mockup = proof.getByRole('img', { name: `Prueba de ${product.name}, Frente` });
    const before = await pictureOf(mockup);

    // 'Cambiar diseño' opens the builder on the order's line, with its saved design.
    await proof.getByRole('link', { name: `Cambiar diseño de ${product.name}` }).click();
    await expect(page).toHaveURL(/\/customize-product\?product=.+&order=\d+&line=0$/);
    await expect(page.getByText(/Estás cambiando el diseño de un pedido/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Agregar al carr/ })).toHaveCount(0);
    const builderUrl = page.url();
    await selectText(page, product, 'Serigrafía');
    await expect(page.getByRole('textbox', { name: 'Texto', exact: true })).toHaveValue(
      'Hola equipo',
    );

    // A design that prints differently (a second ink) is refused by the server and changes nothing.
    await page.getByRole('button', { name: 'Duplicar' }).click();
    await page
      .getByRole('radiogroup', { name: 'Color del texto' })
      .getByRole('radio', { checked: false })
      .first()
      .click();
    await expect(page.getByText('2 colores')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar en el pedido' }).click();
    await expect(page.getByText(REFUSALS.priceChanges(tenant))).toBeVisible();
    await expect(page).toHaveURL(builderUrl);
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await page.getByRole('button', { name: 'Deshacer' }).click();
    // The copy was the chosen one and is gone: the text is chosen again.
    await selectText(page, product, 'Serigrafía');

    // The same ink with other words: kept, and the proof shows the new mockup.
    await page.getByRole('textbox', { name: 'Texto', exact: true }).fill('Feliz 2027');
    await expect(placement(page)).toBeVisible();
    await page.getByRole('button', { name: 'Guardar en el pedido' }).click();
    await expect(page.getByRole('heading', { name: `Pedido N° ${number}` })).toBeVisible();
    const after = await pictureOf(mockup);
    expect(after).not.toBe(before);
    // The order's own copy changed, not this page's: a reload shows the same picture.
    await page.reload();
    expect(await pictureOf(mockup)).toBe(after);

    // Approved, the design is locked: the link is gone and the builder's save is refused.
    await proof.getByRole('button', { name: 'Aprobar prueba' }).click();
    await expect(proof.getByRole('status')).toHaveText(
      'Aprobaste la prueba: los diseños de este pedido quedaron bloqueados.',
    );
    await expect(proof.getByRole('link', { name: /Cambiar diseño/ })).toHaveCount(0);
    await page.goto(builderUrl);
    await selectText(page, product, 'Serigrafía');
    await expect(page.getByRole('textbox', { name: 'Texto', exact: true })).toHaveValue(
      'Feliz 2027',
    );
    await page.getByRole('textbox', { name: 'Texto', exact: true }).fill('Otra cosa');
    await page.getByRole('button', { name: 'Guardar en el pedido' }).click();
    await expect(page.getByText(REFUSALS.locked)).toBeVisible();
  });
}
