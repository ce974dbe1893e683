import { expect, test } from '../support/fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';
import { accountLink, fillLogin, newActiveAccount } from './account-support.ts';
import { cartWithAMug, reachPayment } from './checkout-support.ts';

/**
 * Issue 33: a buyer pays by card (the sandbox), then downloads the electronic invoice from the
 * order page: issued by the store against the local doubles of ARCA (demo-ar, Factura A with
 * CAE) and of the DTE provider (demo-cl, boleta with folio and stamp).
 */
const CASES = {
  'demo-ar': {
    buyer: 'Begoña Núñez',
    button: 'Descargar factura',
    name: /^Factura A 00002-(\d{8})/,
  },
  'demo-cl': {
    buyer: 'Catalina Muñoz',
    button: 'Descargar boleta',
    name: /^Boleta electrónica N° (\d+)/,
  },
} as const;

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: a paid order's invoice is downloaded from the order page, with its number, authorisation and totals`, async ({
    browser,
    store,
  }) => {
    test.setTimeout(180_000);
    const { buyer: buyerName, button, name } = CASES[tenant];
    const context = await browser.newContext({
      baseURL: store.url.replace('127.0.0.1', 'localhost'),
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const buyer = await newActiveAccount(page, store.url, tenant, buyerName);
    await page.goto(`/${tenant}/auth?mode=login`);
    await fillLogin(page, buyer.email, buyer.password);
    await expect(accountLink(page, 'Mi cuenta')).toBeVisible();

    await cartWithAMug(page, store.url, tenant);
    await page.goto(`/${tenant}/checkout`);
    await reachPayment(page, tenant);
    await page.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByRole('heading', { name: '¡Listo! Tu pago fue aprobado' })).toBeVisible();

    await page.goto(`/${tenant}/orders/list`);
    await page.getByRole('link', { name: /^Pedido N° / }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Pedido N° / })).toBeVisible();
    // The order's total as a screen reader reads it: the price's spoken text comes first, the
    // figures as drawn ("$ 1.234 50") after it.
    const totalText = await page
      .locator('dt', { hasText: /^Total$/ })
      .locator('xpath=following-sibling::dd[1]')
      .first()
      .textContent();
    const total = /^\$ [\d.]+(,\d{2})?/.exec(totalText?.trim() ?? '')?.[0];
    expect(total, totalText ?? '').toBeTruthy();
    const section = page.getByRole('region', {
      name: tenant === 'demo-cl' ? 'Documento tributario' : 'Factura',
    });
    // Issued in the background after the payment: the page shows it once it is.
    const download = section.getByRole('button', { name: button });
    await expect(download).toBeVisible({ timeout: 30_000 });
    const document = (await section.getByRole('listitem').first().innerText()).split('\n')[0]!;
    const number = name.exec(document)?.[1];
    expect(number, document).toBeTruthy();

    const saved = page.waitForEvent('download');
    await download.click();
    const file = await saved;
    const text = await pdfText(await file.path());
    if (tenant === 'demo-ar') {
      expect(text).toContain(`Comp. Nro: ${number}`);
      expect(text).toMatch(/CAE N°: \d{14}/);
      expect(text).toMatch(/Fecha de vto\. de CAE: \d{2}\/\d{2}\/\d{4}/);
      expect(text).toContain('CUIT: 30-71654321-4');
    } else {
      expect(text).toContain(`BOLETA ELECTRÓNICA`);
      expect(text).toContain(`N° ${number}`);
      expect(text).toContain('Timbre Electrónico SII');
    }
    expect(text).toContain(total!);
    await context.close();
  });
}
