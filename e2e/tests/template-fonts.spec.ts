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

test('every template font draws each weight the store uses from its Spanish file as from its whole file', async ({
  page,
  request,
}) => {
  // Each template's stylesheet names its fonts' two files: the Spanish subset (`-es`), whose
  // weight axis the build may cut, and the whole Latin file @fontsource ships.
  const templates = (await (await request.get('/shell/templates.json')).json()) as Record<
    string,
    string[]
  >;
  const files = new Set<string>();
  for (const href of Object.values(templates).flat())
    for (const [url] of (await (await request.get(href)).text()).matchAll(
      /\/shell\/assets\/[\w.-]+\.woff2/g,
    ))
      files.add(url);
  const fonts = [...files]
    .filter((file) => /-es\.\w+\.woff2$/.test(file))
    .map((spanish) => {
      const name = spanish.replace(/-es\.\w+\.woff2$/, '');
      const whole = [...files].find((file) => new RegExp(`^${name}\\.\\w+\\.woff2$`).test(file));
      return { name: name.split('/').pop()!, spanish, whole: whole! };
    });
  expect(fonts.length).toBeGreaterThanOrEqual(13);
  await page.goto('/shell/templates.json');
  const differences = await page.evaluate(async (fonts) => {
    const text = '¿Cuánto? ¡Ñandú, pingüino! «Tazas» 1.500 € — $ 12.345,67 AaBbGgKkMmQqRrSsWw';
    const weights = [400, 500, 600, 650, 700, 800, 900];
    /** The pixels of `text` in `family` at `weight`, as a canvas draws them. */
    const draw = async (family: string, weight: number) => {
      await document.fonts.load(`${weight} 28px "${family}"`, text);
      const canvas = document.createElement('canvas');
      canvas.width = 1400;
      canvas.height = 48;
      const context = canvas.getContext('2d')!;
      context.font = `${weight} 28px "${family}"`;
      context.fillText(text, 4, 36);
      return context.getImageData(0, 0, canvas.width, canvas.height).data;
    };
    const found: string[] = [];
    for (const { name, spanish, whole } of fonts) {
      const faces = (
        [
          [`${name} whole`, whole],
          [`${name} spanish`, spanish],
        ] as const
      ).map(([family, url]) => new FontFace(family, `url(${url})`, { weight: '100 1000' }));
      for (const face of faces) document.fonts.add(face);
      for (const weight of weights) {
        const [a, b] = [await draw(`${name} whole`, weight), await draw(`${name} spanish`, weight)];
        let worst = 0;
        a.forEach((level, i) => (worst = Math.max(worst, Math.abs(level - b[i]!))));
        // A cut axis may round an edge pixel's coverage by a few levels (Karla at 800: 17 of
        // 255); another outline differs by far more (DM Sans's cut, not kept: up to 252).
        if (worst > 32) found.push(`${name} at ${weight}: a pixel differs by ${worst}`);
      }
      // Two fallbacks would draw alike: both files must have been the ones drawn.
      for (const face of faces)
        if (face.status !== 'loaded') found.push(`${face.family}: ${face.status}`);
    }
    return found;
  }, fonts);
  expect(differences).toEqual([]);
});
