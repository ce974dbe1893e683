import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_STAFF, drawnPng, lookAt, staffLogin } from './backoffice-support.ts';

/** A product of three colours (a picture each) that no other journey touches. */
const PRODUCT = 'Botella de vidrio con funda de silicona';
const ALT = 'Botella de vidrio verde con su funda, de frente sobre fondo claro';

/**
 * Drags `item` by its handle, with the mouse, until it lies over `target` (their tops level: the
 * library drops on the item whose centre is nearest the dragged one's). The upper of the two is
 * scrolled to 200 px from the top first, so the pointer stays out of the edges where the library
 * scrolls the page (a fifth of the window's height).
 */
async function dragOnto(page: Page, item: Locator, target: Locator) {
  const tops = [(await item.boundingBox())?.y ?? 0, (await target.boundingBox())?.y ?? 0];
  await page.evaluate((by) => window.scrollBy(0, by), Math.min(...tops) - 200);
  const handle = await item.getByTestId('picture-drag-handle').boundingBox();
  const [from, to] = [await item.boundingBox(), await target.boundingBox()];
  if (!handle || !from || !to) throw new Error('The pictures are not on the screen.');
  const [x, y] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + Math.sign(to.y - from.y) * 10);
  await page.mouse.move(x, y + to.y - from.y, { steps: 10 });
  await page.mouse.up();
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: the owner uploads a picture, writes its alt text, moves it first and crops it; the storefront shows it`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await staffLogin(page, tenant, DEMO_STAFF[tenant].owner);
    await page.getByRole('link', { name: 'Catálogo', exact: true }).click();
    await page.getByLabel('Buscar productos').fill('botella de vidrio con funda');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('link', { name: PRODUCT, exact: true }).click();
    await expect(page.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();
    const pictures = page.locator('li[data-picture]');
    await expect(pictures).toHaveCount(3);

    // A file that is not a picture by its bytes is refused in Spanish, on the field.
    const upload = page.getByRole('form', { name: 'Agregar fotos' });
    const input = upload.getByLabel(/^Fotos nuevas/);
    await input.setInputFiles({
      name: 'gato.png',
      mimeType: 'image/png',
      buffer: Buffer.from('GIF89a no soy una foto'),
    });
    await upload.getByRole('button', { name: 'Subir fotos' }).click();
    await expect(input).toHaveAccessibleDescription(
      /«gato\.png» no es una foto PNG, JPEG ni WebP.*No se subió ninguna foto/,
    );
    await expect(pictures).toHaveCount(3);

    // The picture goes in last, without alt text yet.
    await input.setInputFiles({
      name: 'botella.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page),
    });
    await upload.getByRole('button', { name: 'Subir fotos' }).click();
    await expect(upload.getByRole('status')).toHaveText(
      'Foto subida: escriba su texto alternativo.',
    );
    await expect(pictures).toHaveCount(4);
    const added = pictures.nth(3);
    const id = await added.getAttribute('data-picture');
    const mine = page.locator(`li[data-picture="${id}"]`);
    await expect(mine).toContainText('Falta el texto alternativo');

    // Its alt text: required first, then written.
    const altForm = mine.getByRole('form', { name: /^Texto alternativo de la foto/ });
    await altForm.getByRole('button', { name: 'Guardar texto' }).click();
    await expect(altForm.getByLabel(/^Texto alternativo/)).toBeFocused();
    await expect(altForm.getByLabel(/^Texto alternativo/)).toHaveAccessibleDescription(
      /es obligatorio/,
    );
    await altForm.getByLabel(/^Texto alternativo/).fill(ALT);
    await altForm.getByRole('button', { name: 'Guardar texto' }).click();
    await expect(altForm.getByRole('status')).toHaveText('Texto alternativo guardado.');

    // Moved first from the keyboard: the focus stays on the moved picture each time.
    for (const place of [4, 3, 2]) {
      await mine.getByRole('button', { name: `Subir la foto ${place}` }).focus();
      await page.keyboard.press('Enter');
      await expect(pictures.nth(place - 2)).toHaveAttribute('data-picture', id ?? '');
      await expect(page.locator(':focus')).toHaveAttribute(
        'data-move',
        place === 2 ? 'down' : 'up',
      );
      await expect(mine).toContainText(`Foto ${place - 1}`);
    }
    await expect(mine.getByRole('heading')).toHaveText('Foto 1 · la de las tarjetas');

    // Dragged with the mouse: the second picture onto the third's place, then back.
    for (const [from, to] of [
      [1, 2],
      [2, 1],
    ] as const) {
      const dragged = await pictures.nth(from).getAttribute('data-picture');
      await dragOnto(page, pictures.nth(from), pictures.nth(to));
      await expect(pictures.nth(to)).toHaveAttribute('data-picture', dragged ?? '');
      await expect(page.getByText(`La foto quedó en el lugar ${to + 1} de 4.`)).toBeAttached();
    }
    await expect(pictures.first()).toHaveAttribute('data-picture', id ?? '');

    // A seeded picture (the demo's SVG, no original) is cropped too: the store keeps it as its own.
    const seeded = pictures.nth(1);
    await seeded.locator('summary', { hasText: 'Recortar' }).click();
    const seededBox = seeded.getByTestId('picture-crop-rect');
    await seededBox.focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Alt+Shift+ArrowUp');
    await seeded.getByRole('button', { name: 'Guardar recorte' }).click();
    await expect(seeded.getByRole('status').last()).toHaveText(
      'Recorte guardado: la tienda muestra la foto recortada.',
    );
    await expect(seeded.locator('img').first()).toHaveAttribute(
      'src',
      /\/catalog\/pictures\/[0-9a-f]{12}\.[0-9a-f]{8}\.webp$/,
    );

    // Cropped from the keyboard: narrower and shorter, then moved right and down.
    await mine.locator('summary', { hasText: 'Recortar' }).click();
    const box = mine.getByTestId('picture-crop-rect');
    await expect(box).toHaveAccessibleName('Recorte: x 0, y 0, 600 × 400 px');
    await box.focus();
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('Alt+ArrowLeft');
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('Alt+ArrowUp');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(box).toHaveAccessibleName('Recorte: x 60, y 0, 480 × 340 px');
    await mine.getByRole('button', { name: 'Guardar recorte' }).click();
    await expect(mine.getByRole('status').last()).toHaveText(
      'Recorte guardado: la tienda muestra la foto recortada.',
    );
    const shown = await mine.locator('img').first().getAttribute('src');
    expect(shown).toMatch(/\/catalog\/pictures\/[0-9a-f]{12}\.[0-9a-f]{8}\.webp$/);
    await lookAt(page, 'back office product pictures', `${tenant}-pictures`);

    // The storefront's product page shows it first among the pictures, with its alt text.
    await page.getByRole('link', { name: 'Ver en la tienda' }).click();
    await expect(page.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();
    const gallery = page.getByRole('region', { name: 'Imágenes del producto' });
    await gallery.getByRole('button', { name: 'Imagen 1 de 4' }).click();
    await expect(gallery.getByRole('img', { name: ALT })).toHaveAttribute('src', shown ?? '');
    await lookAt(page, 'storefront product with the new picture', `${tenant}-pictures-storefront`);

    // The category's card shows it, with its alt text.
    await page
      .getByRole('navigation', { name: /miga|ruta/i })
      .getByRole('link')
      .nth(1)
      .click();
    const card = page.getByRole('article').filter({ hasText: PRODUCT });
    await expect(card.getByRole('img', { name: ALT })).toHaveAttribute('src', shown ?? '');
  });
}
