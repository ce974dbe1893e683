import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { canvasOf, openMug, placement } from './builder-support.ts';

/** A logo upload on a slow line: its progress bar, its percentage, «Cancelar» (issue 34). */

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/**
 * A 1160 x 1160 logo in four flat colours, stored uncompressed: 4.04 MB, as heavy as a
 * camera's photo of a logo, and quick for the server to read.
 */
function fourMegabyteLogo(): Buffer {
  const side = 1160;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const colours = [
    [200, 30, 40],
    [20, 120, 200],
    [250, 200, 0],
    [30, 30, 30],
  ];
  const row = 1 + side * 3; // each row starts with its filter byte (0: none)
  const pixels = Buffer.alloc(row * side);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1)
      pixels.set(colours[(y < side / 2 ? 0 : 2) + (x < side / 2 ? 0 : 1)]!, y * row + 1 + x * 3);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels, { level: 0 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const LOGO = { name: 'logo-grande.png', mimeType: 'image/png', buffer: fourMegabyteLogo() };

/** The buyer's line from here on sends `bytesPerSecond` (Chromium's own network emulation). */
async function slowUpload(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

const picker = (page: Page) => page.getByLabel(/^(Subir imagen|Subiendo imagen…)$/);
const bar = (page: Page) => page.getByRole('progressbar', { name: `Subiendo ${LOGO.name}` });

test('a 4 MB logo on a slow line shows its progress with a percentage, then arrives on the canvas', async ({
  page,
  store,
}) => {
  expect(LOGO.buffer.length).toBeGreaterThan(4_000_000);
  await openMug(page, store, 'demo-ar');
  // 1 MB/s: about four seconds of upload.
  await slowUpload(page, 1_000_000);
  await picker(page).setInputFiles(LOGO);
  await expect(bar(page)).toBeVisible();
  const cancel = page.getByRole('button', { name: 'Cancelar' });
  const cancelWhenShown = await cancel.boundingBox();
  // Part of the way, in figures: neither the start nor the end.
  await expect(page.getByText(/^([1-9]|[1-9]\d) %$/)).toBeVisible();
  // «Cancelar» stays where it was shown while the figure changes, so a press lands on it.
  expect(await cancel.boundingBox()).toEqual(cancelWhenShown);
  await page.screenshot({ path: '../.store/e2e-results/upload-progress.png' });
  await expect(placement(page)).toBeVisible({ timeout: 60_000 });
  await expect(bar(page)).toBeHidden();
  await expect(page.getByRole('alert')).toBeHidden();
});

test('a cancelled upload leaves no logo, on the canvas or in the library', async ({
  page,
  store,
}) => {
  await openMug(page, store, 'demo-cl');
  // 100 kB/s: 40 s, far longer than the buyer waits before cancelling.
  await slowUpload(page, 100_000);
  await picker(page).setInputFiles(LOGO);
  await expect(bar(page)).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(bar(page)).toBeHidden();
  await expect(picker(page)).toBeEnabled();
  await expect(placement(page)).toBeHidden();
  await expect(page.getByRole('alert')).toBeHidden();
  // Nothing was kept on the server either: the library, read afresh, is empty.
  await page.reload();
  await expect(canvasOf(page)).toBeVisible({ timeout: 30_000 });
  await page.getByText('Mis logos').click();
  await expect(page.getByText('Todavía no has subido logos.')).toBeVisible();
});
