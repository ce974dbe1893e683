import { expect, test } from '../support/fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';

const CASES = [
  {
    tenant: 'demo-ar',
    name: 'Promo Sur',
    category: 'Botellas y termos',
    product: 'Botella térmica de acero 500 ml',
    taxes: /\+ IVA/,
    price: /\$ \d{1,3}(\.\d{3})*,\d{2}/,
  },
  {
    tenant: 'demo-cl',
    name: 'Andes Merch',
    category: 'Indumentaria',
    product: 'Polera de algodón peinado 24/1',
    taxes: /IVA incluido/,
    price: /\$ \d{1,3}(\.\d{3})+(?!,)/,
  },
] as const;

for (const c of CASES) {
  test(`${c.tenant}: the home downloads the branded catalogue of a category as a PDF`, async ({
    page,
  }) => {
    await page.goto(`/${c.tenant}/`);
    const downloader = page.getByRole('region', { name: /Descarg(á|a) el catálogo/ });
    await downloader
      .getByRole('combobox', { name: 'Categoría' })
      .selectOption({ label: c.category });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      downloader.getByRole('button', { name: 'Descargar catálogo (PDF)' }).click(),
    ]);
    await expect(downloader.getByRole('status')).toHaveText('La descarga del catálogo comenzó.');
    expect(download.suggestedFilename()).toMatch(new RegExp(`^catalogo-${c.tenant}-.+\\.pdf$`));
    const text = await pdfText(await download.path());
    expect(text).toContain('Catálogo de productos');
    expect(text).toContain(c.name);
    expect(text).toContain(c.category);
    expect(text).toContain(c.product);
    expect(text).toMatch(c.taxes);
    expect(text).toMatch(c.price);
  });
}
