import { expect, test } from '../support/fixtures.ts';
import { catalogueMember, lookAt, staffLogin } from './backoffice-support.ts';

const HEADER =
  'external_id,name,description,category,kind,weight_grams,width_cm,height_cm,depth_cm,price_tiers,techniques,sku,color,color_hex,size,stock';
/** Two new products; the second's line (3) has a weight that is no number. */
const file = (weight: string) => `${HEADER}
E2E-IMP-1,Botella importada de prueba,Botella de aluminio,tazas-y-jarros,simple,250,7,24,7,1:7777|50:7000,serigrafia=Frente:60x80,E2E-IMP-1-A,Azul,#1565c0,,30
E2E-IMP-2,Vaso importado de prueba,Vaso térmico,tazas-y-jarros,simple,${weight},9,12,9,1:3333,,E2E-IMP-2-A,,,,12
`;
const csv = (weight: string) => ({
  name: 'productos.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(file(weight)),
});

test('demo-ar: a catalogue member imports a CSV, fixes the line it refuses, imports it, and the storefront sells the new product at its price', async ({
  page,
  store,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await staffLogin(page, 'demo-ar', await catalogueMember(page, store, 'demo-ar'));
  await page.getByRole('link', { name: 'Catálogo', exact: true }).click();
  const importer = page.getByRole('region', { name: 'Importar productos' });

  await importer.getByLabel('Archivo CSV o JSON').setInputFiles(csv('doscientos'));
  await importer.getByRole('button', { name: 'Importar' }).click();
  await expect(importer.getByRole('alert')).toContainText(
    '«productos.csv» tiene 1 línea con problemas: no se importó nada.',
  );
  const refused = importer.getByRole('table', { name: 'Líneas con problemas' }).getByRole('row');
  await expect(refused).toHaveCount(2);
  await expect(refused.nth(1).getByRole('cell').nth(0)).toHaveText('3');
  await expect(refused.nth(1).getByRole('cell').nth(1)).toHaveText('weight_grams');
  await lookAt(page, 'back office catalogue import refused', 'demo-ar-catalogue-import-refused');
  // Nothing of the file went in, not even its good line.
  const detail = (slug: string) =>
    fetch(`${store.url}/api/services/app/Catalog/GetProductDetail?slug=${slug}`, {
      headers: { 'x-tenant': 'demo-ar' },
    });
  expect((await detail('botella-importada-de-prueba')).status).toBe(404);

  // The list below, searched by the file's codes: none yet.
  await page.getByLabel('Buscar productos').fill('E2E-IMP');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('0 productos')).toBeVisible();

  await importer.getByLabel('Archivo CSV o JSON').setInputFiles(csv('200'));
  await importer.getByRole('button', { name: 'Importar' }).click();
  await expect(importer.getByRole('status')).toContainText(
    '«productos.csv» importado: 2 productos nuevos, 0 actualizados, 0 sin cambios (2 variantes).',
  );
  // The list loads again: both are there, without reloading the page.
  await expect(page.getByText('2 productos', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vaso importado de prueba' })).toBeVisible();
  await lookAt(page, 'back office catalogue import done', 'demo-ar-catalogue-import-done');

  // The storefront's page at once, with the price the store makes of 7.777 (margin and taxes).
  const { priceFrom } = (
    (await (await detail('botella-importada-de-prueba')).json()) as {
      result: { priceFrom: number };
    }
  ).result;
  const price = new RegExp(priceFrom.toFixed(2).replace(/\D/g, '').split('').join('\\D*'));
  await page.goto('/demo-ar/product-detail/simple/botella-importada-de-prueba');
  await expect(
    page.getByRole('heading', { name: 'Botella importada de prueba', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(price);
});
