import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { DEFAULT_THREAD_PALETTE } from './designer-settings.js';
import { embroideryPreview, estimateStitches, nearestThread } from './embroidery.js';

describe('embroidery preview', () => {
  it('estimates 1,500 stitches a square inch, to the nearest ten', () => {
    assert.equal(estimateStitches(25.4 * 25.4), 1500);
    assert.equal(estimateStitches(40 * 10), 930);
    assert.equal(estimateStitches(0), 0);
  });

  it('takes the closest thread', () => {
    const threads = ['#f7f7f5', '#151515', '#b5121b'].map((hex) =>
      [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)),
    );
    assert.equal(nearestThread([200, 30, 40], threads), 2);
    assert.equal(nearestThread([40, 40, 40], threads), 1);
  });

  it('reduces a picture to threads, textured, counting the covered area only', async () => {
    // A 1 inch square (100 px at 100 DPI) of a red no thread has, on a transparent 2 inch field.
    const picture = await sharp({
      create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 100, height: 100, channels: 4, background: '#c8201f' } },
          left: 50,
          top: 50,
        },
      ])
      .png()
      .toBuffer();
    const preview = await embroideryPreview(picture, 100, [...DEFAULT_THREAD_PALETTE]);
    assert.equal(preview.stitches, 1500);
    assert.deepEqual(
      preview.threads.map((thread) => thread.name),
      ['Rojo'],
    );
    const { data, info } = await sharp(preview.png).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ];
    assert.equal(at(10, 10)[3], 0);
    // Rows of stitches: the red thread (#b5121b) shaded lighter and darker along a row.
    const reds = new Set(Array.from({ length: 6 }, (_, x) => at(100 + x, 100)[0]));
    assert.ok(reds.size >= 2, 'textured, not flat');
    for (const red of reds) assert.ok(Math.abs(red! - 0xb5) < 0.2 * 0xb5);
  });
});
