import { expect, test } from '../support/fixtures.ts';
import { builderProduct } from './builder-support.ts';

const CAP = {
  'demo-ar': 'gorra-de-gabardina-seis-paneles',
  'demo-cl': 'jockey-de-gabardina-seis-paneles',
};

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: on embroidery the builder shows the server's thread preview and stitch estimate`, async ({
    page,
    store,
  }) => {
    const product = await builderProduct(store.url, tenant, CAP[tenant]);
    const embroidery = product.techniques.find((t) => t.code === 'bordado');
    if (!embroidery) throw new Error(`${CAP[tenant]} has no embroidery`);
    await page.goto(
      `/${tenant}/customize-product?product=${product.slug}&kind=simple&technique=${embroidery.id}&quantity=50`,
    );
    await expect(page.getByRole('combobox', { name: 'Técnica' })).toHaveValue(
      String(embroidery.id),
    );
    const panel = page.getByRole('region', { name: 'Vista previa del bordado' });
    await expect(panel).toHaveCount(0);

    await page.getByRole('button', { name: 'Agregar texto' }).click();
    await page.getByRole('textbox', { name: 'Texto', exact: true }).fill('ACME');
    await expect(panel.getByText(/^Puntadas estimadas: [\d.]+$/)).toBeVisible();
    const preview = panel.getByRole('img', { name: /en hilos de bordar/ });
    await expect(preview).toBeVisible();
    const first = await panel.getByText(/^Puntadas estimadas/).textContent();

    // A longer text covers more fabric: the server's estimate grows.
    await page.getByRole('textbox', { name: 'Texto', exact: true }).fill('ACME ACME');
    await expect(panel.getByText(/^Puntadas estimadas/)).not.toHaveText(first!);
    const stitches = (text: string | null) => Number(text!.replace(/\D/g, ''));
    expect(stitches(await panel.getByText(/^Puntadas estimadas/).textContent())).toBeGreaterThan(
      stitches(first),
    );
    await page.screenshot({
      path: test.info().outputPath(`${tenant}-embroidery.png`),
      fullPage: true,
    });
  });
}
