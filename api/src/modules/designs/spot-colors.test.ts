import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { distinctInks, MAX_COUNTED_COLORS, spotColors } from './spot-colors.js';
import { gradientPhoto, threeInkLogo } from './test-pictures.js';

describe('spot colours of a logo', () => {
  it('counts three inks in an anti-aliased logo, ignoring its smoothed edges and transparency', async () => {
    const colors = await spotColors(await threeInkLogo());
    assert.equal(colors.length, 3, colors.join(' '));
  });

  it('takes near shades (JPEG noise, a slightly different red) as one ink', async () => {
    const noisy = await sharp({
      create: { width: 120, height: 60, channels: 3, background: '#c62828' },
    })
      .composite([
        {
          input: { create: { width: 60, height: 60, channels: 3, background: '#cc2a2e' } },
          left: 60,
          top: 0,
        },
      ])
      .jpeg({ quality: 60 })
      .toBuffer();
    assert.equal((await spotColors(noisy)).length, 1);
  });

  it('says a photo has many colours', async () => {
    const colors = await spotColors(await gradientPhoto());
    assert.ok(colors.length >= 8 && colors.length <= MAX_COUNTED_COLORS, String(colors.length));
  });

  it('merges the inks of several parts of a design', () => {
    assert.deepEqual(distinctInks(['#c62828', '#c8292b', '#000000', '#ffffff', '#050505']), [
      '#c62828',
      '#000000',
      '#ffffff',
    ]);
  });
});
