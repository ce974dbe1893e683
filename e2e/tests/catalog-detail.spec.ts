import { expect, test } from '../support/fixtures.ts';

test.describe('a simple product', () => {
  for (const tenant of ['demo-ar', 'demo-cl'] as const) {
    test(`${tenant}: carousel, colour, quantity, technique minimum, server price and add to cart @mobile`, async ({
      page,
    }) => {
      await page.goto(`/${tenant}/products-list/tazas-y-jarros?sort=name`);
      await page.getByRole('link', { name: 'Taza cerámica clásica 11 oz' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/${tenant}/product-detail/simple/taza-ceramica-clasica-11-oz$`),
      );
      await expect(
        page.getByRole('heading', { level: 1, name: 'Taza cerámica clásica 11 oz' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(/^Taza cerámica clásica 11 oz \| /);

      const gallery = page.getByRole('region', { name: 'Imágenes del producto' });
      await expect(gallery.getByRole('img').first()).toHaveAttribute('src', /-blanco\.svg$/);
      await gallery.getByRole('button', { name: 'Imagen siguiente' }).click();
      await expect(page.getByRole('radio', { name: 'Negro' })).toBeChecked();

      await page.getByRole('radio', { name: 'Rojo' }).check();
      await expect(gallery.getByRole('img').first()).toHaveAttribute('src', /-rojo\.svg$/);
      await expect(
        page.getByText(/^(Stock: \d{1,3}(\.\d{3})* unidades|Últimas \d+ unidades)$/),
      ).toBeVisible();

      const quantity = page.getByRole('textbox', { name: 'Cantidad' });
      await quantity.fill('');
      await quantity.pressSequentially('3x0');
      await expect(quantity).toHaveValue('30');
      await page
        .getByRole('combobox', { name: 'Técnica de personalización' })
        .selectOption({ label: 'Serigrafía (mínimo 50 u.)' });
      await expect(
        page.getByText(/Con menos de 50 unidades se suma un recargo por personalización/),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Precio para 30 unidades' })).toBeVisible();
      await expect(page.getByText('Calculando precio…')).toBeHidden();

      await page.getByRole('button', { name: /^Agregar al carr/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Resumen' });
      await expect(drawer).toBeVisible();
      await expect(drawer).toContainText('Taza cerámica clásica 11 oz');
    });
  }

  test('a sold-out product cannot be ordered, and a product that does not exist says so', async ({
    page,
    request,
  }) => {
    let soldOut: { slug: string } | undefined;
    for (let n = 1; n <= 3 && !soldOut; n += 1) {
      const list = await request.get(
        `/api/services/app/Catalog/GetProductsList?pageSize=60&page=${n}`,
        { headers: { 'X-Tenant': 'demo-ar' } },
      );
      const items = (
        (await list.json()) as {
          result: { items: { slug: string; kind: string; totalStock: number }[] };
        }
      ).result.items;
      soldOut = items.find((item) => item.totalStock === 0 && item.kind === 'simple');
    }
    expect(soldOut, 'the demo catalogue has a sold-out simple product').toBeDefined();
    await page.goto(`/demo-ar/product-detail/simple/${soldOut?.slug}`);
    await expect(page.getByText('Sin stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comprar ahora' })).toBeDisabled();

    const missing = await page.goto('/demo-ar/product-detail/simple/no-existe');
    expect(missing?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No encontramos este producto' }),
    ).toBeVisible();
  });
});

test('a curve product takes quantities per size and colour and adds them to the cart', async ({
  page,
}) => {
  await page.goto('/demo-cl/products-list/indumentaria');
  await page.getByRole('link', { name: 'Polera de algodón peinado 24/1' }).click();
  await expect(page).toHaveURL(
    /\/demo-cl\/product-detail\/textil\/curva\/polera-de-algodon-peinado-24-1$/,
  );
  const grid = page.getByRole('table', { name: 'Cantidades por talla y color' });
  await expect(grid.getByRole('columnheader')).toHaveText([
    'Color',
    'XS',
    'S',
    'M',
    'L',
    'XL',
    'XXL',
  ]);
  const open = grid.getByRole('textbox', { disabled: false });
  await open.nth(0).fill('12');
  await open.nth(1).fill('8');
  await expect(grid.getByRole('status')).toHaveText('20');
  await expect(page.getByRole('heading', { name: 'Precio para 20 unidades' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar al carro' }).click();
  const drawer = page.getByRole('dialog', { name: 'Resumen' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Polera de algodón peinado 24/1');
});

test('the video opens in a dialog when the tenant shows product videos', async ({
  page,
  request,
}) => {
  const products = await request.get('/api/services/app/Catalog/GetProductsList?pageSize=60', {
    headers: { 'X-Tenant': 'demo-ar' },
  });
  const slugs = (
    (await products.json()) as { result: { items: { slug: string; kind: string }[] } }
  ).result.items.filter((item) => item.kind === 'simple');
  let withVideo: string | null = null;
  for (const { slug } of slugs) {
    const detail = await request.get(`/api/services/app/Catalog/GetProductDetail?slug=${slug}`, {
      headers: { 'X-Tenant': 'demo-ar' },
    });
    if (((await detail.json()) as { result: { videoUrl: string | null } }).result.videoUrl) {
      withVideo = slug;
      break;
    }
  }
  expect(withVideo).not.toBeNull();
  await page.goto(`/demo-ar/product-detail/simple/${withVideo}`);
  await page.getByRole('button', { name: /Ver video/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Video de / });
  // A real video, with its controls, that plays; closing the dialog stops it.
  const video = dialog.locator('video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('controls');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('video')).toHaveCount(0);
  await page.getByText('Información complementaria').click();
  await expect(page.getByText(/Producción: 7 a 10 días hábiles/)).toBeVisible();
});
