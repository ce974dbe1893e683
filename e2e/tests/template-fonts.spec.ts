import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * The templates' fonts come in two files each (shell/build/spanish-subset.cjs): the characters
 * Spanish uses, which every page downloads, and the rest of Latin, which the browser downloads
 * only for a page that holds one of them. demo-cl's template 8 sets headings in Montserrat and
 * text in Karla.
 */

/**
 * The fonts the page downloaded, from its own record (Playwright's request events can miss one
 * on a busy machine, microsoft/playwright#27901): each file's path and the status it answered.
 */
const fontsDownloaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        status: (entry as PerformanceResourceTiming).responseStatus,
      })),
  );

/** Whether the browser has `family` loaded for every character of `text` (`document.fonts`). */
const fontCovers = (page: Page, family: string, text: string) =>
  page.evaluate(
    async ([family, text]) => {
      await document.fonts.ready;
      // Chromium names a stylesheet's faces without the quotes.
      const faces = [...document.fonts].filter((face) => face.family === family);
      return (
        faces.some((face) => face.status === 'loaded') &&
        faces.every((face) => face.status !== 'error') &&
        document.fonts.check(`700 24px "${family}"`, text)
      );
    },
    [family, text],
  );

test('a Spanish page downloads only the Spanish subset of its fonts, and writes in them', async ({
  page,
}) => {
  await page.goto('/demo-cl/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /productos promocionales para tu marca/i,
  );
  // A face loads once a layout has used it: the poll waits for that, as the buyer's screen does.
  await expect
    .poll(() => fontCovers(page, 'Montserrat Variable', '¿Cuánto? ¡Año nuevo! «Ñandú» 1.500 €'))
    .toBe(true);
  await expect
    .poll(() => fontCovers(page, 'Karla Variable', 'Personaliza tazas, botellas, poleras'))
    .toBe(true);
  const files = await fontsDownloaded(page);
  expect(files.length).toBeGreaterThan(0);
  for (const { path, status } of files) {
    expect(path).toMatch(/^\/shell\/assets\/[\w-]+-latin-[\w-]+-es\.\w+\.woff2$/);
    expect(status).toBe(200);
  }
  // Each once: the head's preload is the download the page uses (one in another fetch mode
  // would be downloaded again).
  expect(files.map(({ path }) => path.split('/').pop()!.split('-latin')[0]).sort()).toEqual([
    'karla',
    'montserrat',
  ]);
});

test('a character outside Spanish still gets the template font, from the whole Latin file', async ({
  page,
}) => {
  await page.goto('/demo-cl/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A tenant's product name with a letter Spanish does not use, set in the headings' font.
  await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    heading.textContent = 'Façade Ørsted';
  });
  await expect.poll(() => fontCovers(page, 'Montserrat Variable', 'Façade Ørsted')).toBe(true);
  // The Spanish file, then the whole Latin one.
  const montserrat = (await fontsDownloaded(page)).filter(({ path }) =>
    path.includes('/montserrat-'),
  );
  expect(montserrat.map(({ path, status }) => [path.replace(/\.\w+\.woff2$/, ''), status])).toEqual(
    [
      ['/shell/assets/montserrat-latin-wght-normal-es', 200],
      ['/shell/assets/montserrat-latin-wght-normal', 200],
    ],
  );
});
