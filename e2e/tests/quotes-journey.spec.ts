import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { accountLink, fillLogin, mailTo, newActiveAccount } from './account-support.ts';

interface ProductSummary {
  slug: string;
  kind: string;
  name: string;
}

const STORES = {
  'demo-ar': { name: 'Promo Sur', buyer: 'Begoña Núñez' },
  'demo-cl': { name: 'Andes Merch', buyer: 'Catalina Muñoz' },
} as const;

async function simpleProducts(storeUrl: string, tenant: string, count: number) {
  const response = await fetch(`${storeUrl}/api/services/app/Catalog/GetProductsList?pageSize=30`, {
    headers: { 'X-Tenant': tenant },
  });
  const { result } = (await response.json()) as { result: { items: ProductSummary[] } };
  return result.items.filter((item) => item.kind === 'simple').slice(0, count);
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: a quote from the cart, its PDF, its e-mail, the list and detail, and back to a cart that holds part of it`, async ({
    page,
    store,
  }) => {
    test.setTimeout(180_000);
    const { name: storeName, buyer: buyerName } = STORES[tenant];
    const buyer = await newActiveAccount(page, store.url, tenant, buyerName);
    const [first, second] = await simpleProducts(store.url, tenant, 2);
    if (!first || !second) throw new Error('the demo catalogue has no two simple products');
    const drawer = page.getByRole('dialog', { name: 'Resumen' });
    // Chile says 'carro'.
    const cart = tenant === 'demo-cl' ? 'carro' : 'carrito';
    const Cart = tenant === 'demo-cl' ? 'Carro' : 'Carrito';
    const cartButton = page.getByRole('button', { name: new RegExp(`^${Cart}`) });

    // A guest fills a cart and downloads the quote without saving it.
    for (const [index, product] of [first, second].entries()) {
      await page.goto(`/${tenant}/product-detail/simple/${product.slug}`);
      await page.getByRole('button', { name: /^Agregar al carr/ }).click();
      await expect(drawer).toContainText(product.name);
      await drawer.getByRole('button', { name: 'Cerrar resumen' }).click();
      await expect(cartButton).toHaveAccessibleName(
        index ? `${Cart}, 2 productos` : `${Cart}, 1 producto`,
      );
    }
    await page.goto(`/${tenant}/shopping-cart`);
    const quoteButton = page.getByRole('button', { name: 'Solicitar cotización' });
    const download = page.waitForEvent('download');
    await quoteButton.click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe('cotizacion.pdf');
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // Logged in, the same cart gives a saved quote, sent to a colleague with its PDF.
    await accountLink(page, 'Ingresar').click();
    await fillLogin(page, buyer.email, buyer.password);
    await expect(accountLink(page, 'Mi cuenta')).toBeVisible();
    // Through the drawer, not a reload: the guest's cart may still be on its way to the account.
    await expect(cartButton).toHaveAccessibleName(`${Cart}, 2 productos`);
    await cartButton.click();
    await drawer.getByRole('button', { name: /^Ver carr/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${tenant}/shopping-cart$`));
    await quoteButton.click();
    const ready = page.getByText(/Listo: tu cotización N° \d+ quedó guardada\./);
    await expect(ready).toBeVisible();
    const number = /N° (\d+)/.exec((await ready.textContent()) ?? '')?.[1];
    const colleague = `jefa.${tenant}.${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'Enviar por e-mail a' }).fill(colleague);
    await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
    await expect(
      page.getByText(`Enviamos la cotización a ${buyer.email}, ${colleague}.`),
    ).toBeVisible();
    const mail = (await mailTo(
      store.url,
      colleague,
      `Cotización N° ${number} de ${storeName}`,
    )) as Awaited<ReturnType<typeof mailTo>> & {
      attachments: { filename: string; contentType: string; size: number }[];
    };
    expect(mail.text).toContain(buyerName);
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: `cotizacion-${number}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);

    // The cart keeps one of the quoted products: adding the quote adds the other, with the notice.
    await page.getByRole('button', { name: `Quitar ${second.name}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: second.name })).toBeHidden();
    await page.getByRole('link', { name: 'Ver cotización' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Cotización N° ${number}` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: second.name })).toBeVisible();
    await page.getByRole('button', { name: /^Agregar al carr/ }).click();
    await expect(
      page.getByText(
        `La cotización se agregó parcialmente al ${cart}, 1 productos no se agregaron ya que se encuentran agregados previamente.`,
      ),
    ).toBeVisible();
    await expect(cartButton).toHaveAccessibleName(`${Cart}, 2 productos`);

    // The list shows the quote with its validity.
    await page.getByRole('link', { name: 'Volver a mis cotizaciones' }).click();
    const row = page.getByRole('row', { name: new RegExp(`Cotización N° ${number}`) });
    await expect(row).toContainText('Válida hasta el');
  });
}
