import { expect, test } from '../support/fixtures.ts';
import { openMug } from './builder-support.ts';

/** Issue 31: the builder holds a design to the server's size limits, and says why. */

test("a design stops at its size limits: 100 characters a text, 20 elements a view, the server's word on the rest", async ({
  page,
  store,
}) => {
  // Sublimation: the mug's widest area (200 x 90 mm) and its thinnest lines, so 60 characters
  // still print and only the limits refuse.
  await openMug(page, store, 'demo-ar', 60, 'sublimacion');
  const words = page.getByRole('textbox', { name: 'Texto', exact: true });
  const addText = page.getByRole('button', { name: 'Agregar texto' });
  const line = 'Promo 2026 en toda la línea de tazas para clientes. ';

  // The field takes no more than a text may have.
  await addText.click();
  await words.fill(line.repeat(3));
  await expect(words).toHaveValue(line.repeat(3).slice(0, 100));

  // Texts of 60 characters, each under the limit, add up past the design's 1,000: the price
  // shows the server's refusal as it words it.
  await words.fill(line.repeat(2).slice(0, 60));
  for (let count = 1; count < 17; count += 1) {
    await addText.click();
    await words.fill(line.repeat(2).slice(0, 60));
  }
  await expect(
    page.getByText(
      'Los textos del diseño suman 1.020 caracteres: el máximo es 1.000 en todo el diseño.',
    ),
  ).toBeVisible();

  // At 20 elements the view is full: no more texts or copies, and a note says why.
  for (let count = 17; count < 20; count += 1) await addText.click();
  await expect(addText).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Duplicar' })).toBeDisabled();
  const full = page.getByText(
    'Esta vista ya tiene 20 elementos, el máximo: para agregar otro, eliminá uno.',
  );
  await expect(full).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(addText).toBeEnabled();
  await expect(full).toBeHidden();
});
