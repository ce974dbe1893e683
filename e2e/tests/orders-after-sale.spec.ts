import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { accountLink, fillLogin, mailTo, newActiveAccount } from './account-support.ts';
import { cartButton, drawer } from './cart-support.ts';
import { cartWithAMug, reachPayment } from './checkout-support.ts';

const STORES = {
  'demo-ar': { name: 'Promo Sur', buyer: 'Begoña Núñez' },
  'demo-cl': { name: 'Andes Merch', buyer: 'Catalina Muñoz' },
} as const;

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: a quote from the cart is e-mailed, becomes an order paid by card, is listed, tracked, printed and bought again`, async ({
    browser,
    store,
  }) => {
    test.setTimeout(240_000);
    const { name: storeName, buyer: buyerName } = STORES[tenant];
    const context = await browser.newContext({ baseURL: store.url });
    const page = await context.newPage();
    const buyer = await newActiveAccount(page, store.url, tenant, buyerName);
    await page.goto(`/${tenant}/auth?mode=login`);
    await fillLogin(page, buyer.email, buyer.password);
    await expect(accountLink(page, 'Mi cuenta')).toBeVisible();

    // The buyer asks for a quote of the cart and e-mails it (with its PDF) to a colleague.
    const mug = await cartWithAMug(page, store.url, tenant);
    await cartButton(page).click();
    await drawer(page)
      .getByRole('button', { name: /^Ver carr/ })
      .click();
    await page.getByRole('button', { name: 'Solicitar cotización' }).click();
    const ready = page.getByText(/Listo: tu cotización N° \d+ quedó guardada\./);
    await expect(ready).toBeVisible();
    const quoteNumber = /N° (\d+)/.exec((await ready.textContent()) ?? '')?.[1];
    const colleague = `compras.${tenant}.${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'Enviar por e-mail a' }).fill(colleague);
    await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
    const mail = (await mailTo(
      store.url,
      colleague,
      `Cotización N° ${quoteNumber} de ${storeName}`,
    )) as Awaited<ReturnType<typeof mailTo>> & { attachments: { filename: string }[] };
    expect(mail.attachments.map((a) => a.filename)).toEqual([`cotizacion-${quoteNumber}.pdf`]);

    // The quote becomes an order at its prices and is paid by card (the sandbox provider).
    await page.getByRole('link', { name: 'Ver cotización' }).click();
    await page.getByRole('button', { name: 'Convertir en pedido' }).click();
    await expect(page).toHaveURL(new RegExp(`/${tenant}/checkout$`));
    await reachPayment(page, tenant);
    await page.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByRole('heading', { name: '¡Listo! Tu pago fue aprobado' })).toBeVisible();

    // The order in the list, paid; its detail names the quote and tracks it.
    await page.goto(`/${tenant}/orders/list`);
    const link = page.getByRole('link', { name: /^Pedido N° / });
    await expect(link).toHaveCount(1);
    await expect(page.getByRole('row').filter({ has: link })).toContainText('Pagado');
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Pedido N° / })).toBeVisible();
    await expect(
      page.getByText(`De la cotización N° ${quoteNumber}`, { exact: false }),
    ).toBeVisible();
    // The order's line (the proof above it names the mug too, in a heading of its own level).
    await expect(page.getByRole('heading', { level: 2, name: mug.name })).toBeVisible();
    const tracking = page.getByRole('region', { name: 'Seguimiento del pedido' });
    await expect(tracking.getByRole('listitem').nth(0)).toContainText('Recibido completado');
    await expect(tracking.getByRole('listitem').nth(1)).toContainText('Pagado completado');
    await expect(tracking.getByRole('listitem').filter({ hasText: 'Entregado' })).toContainText(
      'pendiente',
    );

    // The order as PDF.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^pedido-0001-\d{8}\.pdf$/);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // Bought again: the cart still holds the quoted mug (the quote went to the checkout on its
    // own), so the cart says so; once the mug is removed, the order's line goes back into it.
    await page.getByRole('button', { name: 'Volver a comprar' }).click();
    await expect(
      page.getByText(
        `Los productos de este pedido ya están en tu ${tenant === 'demo-cl' ? 'carro' : 'carrito'}.`,
      ),
    ).toBeVisible();
    await page.goto(`/${tenant}/shopping-cart`);
    await page.getByRole('button', { name: `Quitar ${mug.name}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: mug.name })).toBeHidden();
    await page.goBack();
    await page.getByRole('button', { name: 'Volver a comprar' }).click();
    await expect(
      page.getByText(/^Agregamos 1 productos del pedido al carr(ito|o), con los precios de hoy\.$/),
    ).toBeVisible();
    await page.getByRole('link', { name: /^Ver el carr(ito|o)$/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: mug.name })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName(/^Carr(ito|o), 1 producto$/);
    await context.close();
  });
}
