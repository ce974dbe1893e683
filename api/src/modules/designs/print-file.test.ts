import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DesignView } from '@store/contracts';
import sharp from 'sharp';
import { fontFor } from './print-fonts.js';
import { printableViews, pxOf, renderPrintFile, type StoredPicture } from './print-file.js';
import { threeInkLogo } from './test-pictures.js';

const MM_PER_PX = 25.4 / 300;

const text = (overrides: object = {}) => ({
  id: 't1',
  type: 'text' as const,
  text: 'HOLA',
  fill: '#c62828',
  fontFamily: 'Roboto',
  fontSizeMm: 20,
  bold: false,
  italic: false,
  align: 'center' as const,
  xMm: 40,
  yMm: 30,
  widthMm: 50,
  heightMm: 23,
  angle: 0,
  ...overrides,
});

const view = (elements: DesignView['elements']): DesignView => ({
  view: 'Frente',
  printArea: {
    id: 1,
    view: 'Frente',
    name: 'Pecho',
    widthMm: 80,
    heightMm: 60,
    xMm: 0,
    yMm: 0,
    bleedMm: 2,
    safetyMm: 3,
  },
  elements,
});

/** The box of the opaque pixels of a PNG, in mm from its top-left corner. */
async function inkBox(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < info.height; y += 1)
    for (let x = 0; x < info.width; x += 1)
      if (data[(y * info.width + x) * 4 + 3]! > 128) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return {
    left: left * MM_PER_PX,
    top: top * MM_PER_PX,
    width: (right - left + 1) * MM_PER_PX,
    height: (bottom - top + 1) * MM_PER_PX,
  };
}

interface GlyphBlob {
  x: number;
  y: number;
  height: number;
}

/** Each separate glyph of a PNG (4-connected inked pixels): its centre and height, in mm. */
async function glyphBlobs(png: Buffer): Promise<GlyphBlob[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const seen = new Uint8Array(info.width * info.height);
  const blobs: GlyphBlob[] = [];
  for (let start = 0; start < seen.length; start += 1) {
    if (seen[start] || data[start * 4 + 3]! <= 128) continue;
    const stack = [start];
    seen[start] = 1;
    let [count, sumX, sumY, top, bottom] = [0, 0, 0, Infinity, -1];
    while (stack.length > 0) {
      const at = stack.pop()!;
      const [x, y] = [at % info.width, Math.floor(at / info.width)];
      [count, sumX, sumY] = [count + 1, sumX + x, sumY + y];
      [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
      for (const next of [at - 1, at + 1, at - info.width, at + info.width])
        if (next >= 0 && next < seen.length && !seen[next] && data[next * 4 + 3]! > 128) {
          seen[next] = 1;
          stack.push(next);
        }
    }
    blobs.push({
      x: (sumX / count) * MM_PER_PX,
      y: (sumY / count) * MM_PER_PX,
      height: (bottom - top + 1) * MM_PER_PX,
    });
  }
  return blobs.sort((a, b) => a.x - b.x);
}

describe('print files', () => {
  it('a text is outlined at 300 DPI, at the area size, where the editor put it', async () => {
    const file = await renderPrintFile(view([text()]), new Map());
    const meta = await sharp(file.png).metadata();
    assert.equal(meta.width, Math.round((80 / 25.4) * 300));
    assert.equal(meta.height, Math.round((60 / 25.4) * 300));
    assert.equal(meta.density, 300);
    assert.equal(meta.hasAlpha, true);
    assert.doesNotMatch(file.svg, /<text/);
    assert.match(file.svg, /<path /);
    assert.match(file.svg, /width="80mm" height="60mm" viewBox="0 0 80 60"/);

    // The glyphs' own size: HOLA is as wide as the font's advance and as tall as its capitals.
    const font = fontFor('Roboto', false, false);
    const advanceMm = (font.layout('HOLA').advanceWidth / font.unitsPerEm) * 20;
    const capMm = (1456 / 2048) * 20;
    const box = await inkBox(file.png);
    assert.ok(Math.abs(box.width - advanceMm) < 2.5, `width ${box.width} vs ${advanceMm}`);
    assert.ok(Math.abs(box.height - capMm) < 0.5, `height ${box.height} vs ${capMm}`);
    // Centred where the editor put it (centre at 40, 30 mm).
    assert.ok(Math.abs(box.left + box.width / 2 - 40) < 1.5);
    assert.ok(Math.abs(box.top + box.height / 2 - 30) < 3);
    // Its colour: a pixel in the H's stem is the text's red.
    const { data, info } = await sharp(file.png).raw().toBuffer({ resolveWithObject: true });
    const x = Math.round((box.left + 0.8) / MM_PER_PX);
    const y = Math.round((box.top + box.height / 2) / MM_PER_PX);
    assert.deepEqual(
      [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)],
      [0xc6, 0x28, 0x28, 255],
    );
  });

  it('a text prints as wide as the editor measured it, where it put it', async () => {
    // Recorded from the editor (Roboto 8 mm on the mug's 560 px canvas): the box fabric measures
    // for the words, which the design keeps as widthMm and heightMm.
    const measured = [
      { words: 'Hola equipo', widthMm: 42.75, heightMm: 9.04 },
      { words: 'Tu texto', widthMm: 28.73, heightMm: 9.04 },
    ];
    const font = fontFor('Roboto', false, false);
    const unit = 8 / font.unitsPerEm;
    const px = (mm: number) => Math.abs(mm) / MM_PER_PX;
    for (const { words, widthMm, heightMm } of measured) {
      const element = text({ text: words, fontSizeMm: 8, widthMm, heightMm });
      const box = await inkBox((await renderPrintFile(view([element]), new Map())).png);
      // The ink starts and ends inside fabric's box by the first and last glyphs' side bearings.
      const run = font.layout(words);
      const first = run.glyphs[0]!.bbox.minX * unit;
      const last = (run.positions.at(-1)!.xAdvance - run.glyphs.at(-1)!.bbox.maxX) * unit;
      const left = box.left - (40 - widthMm / 2 + first);
      const right = box.left + box.width - (40 + widthMm / 2 - last);
      assert.ok(px(left) <= 2 && px(right) <= 2, `${words}: ${px(left)}, ${px(right)} px off`);
      assert.ok(px(right - left) <= 2, `${words}: ${px(right - left)} px wider or narrower`);
      assert.ok(box.top >= 30 - heightMm / 2 && box.top + box.height <= 30 + heightMm / 2);
    }
  });

  it('a turned text turns; an image keeps its upload whole in the vector master', async () => {
    const logo = await threeInkLogo(600);
    const pictures = new Map<string, StoredPicture>([
      ['a.png', { contentType: 'image/png', bytes: logo }],
    ]);
    const image = {
      id: 'i1',
      type: 'image' as const,
      upload: 'a.png',
      widthPx: 600,
      heightPx: 600,
      isVector: false,
      xMm: 20,
      yMm: 20,
      widthMm: 30,
      heightMm: 30,
      angle: 0,
    };
    const file = await renderPrintFile(
      view([text({ angle: 90, xMm: 65 }), image]),
      new Map(pictures),
    );
    assert.ok(
      file.svg.includes(logo.toString('base64')),
      'the original bytes, not a resampled copy',
    );
    const box = await inkBox(file.png);
    assert.ok(box.left < 6 && box.top < 6, 'the logo fills its 30 mm square from 5 mm');
    assert.ok(box.height > 40, 'the turned text runs down the area');
    assert.equal(pxOf(80), file.widthPx);
  });

  it('only a store design with something to print has views', () => {
    assert.equal(printableViews({ engraving: 'ACME' }), null);
    assert.deepEqual(printableViews({ kind: 'store-design', views: [view([])] }), []);
    assert.equal(printableViews({ kind: 'store-design', views: [view([text()])] })!.length, 1);
  });

  it('a curved text lays its glyphs on the arc the editor draws; curve 0 is straight', async () => {
    const radius = 40;
    const font = fontFor('Roboto', false, false);
    const run = font.layout('OOOOO');
    const unit = 10 / font.unitsPerEm;
    const advance = run.positions[0]!.xAdvance * unit;
    // The first O's centre is half an advance along the arc, the middle one at its top.
    const theta = (advance / 2 - (run.advanceWidth * unit) / 2) / radius;
    for (const sign of [1, -1]) {
      const file = await renderPrintFile(
        view([text({ text: 'OOOOO', fontSizeMm: 10, curveMm: sign * radius })]),
        new Map(),
      );
      const blobs = await glyphBlobs(file.png);
      assert.equal(blobs.length, 5);
      const [first, , middle, , last] = blobs as [
        GlyphBlob,
        GlyphBlob,
        GlyphBlob,
        GlyphBlob,
        GlyphBlob,
      ];
      // Glyph centres sit half an O above the baseline, on a circle that much wider (arched)
      // or narrower (bent under, the tops towards the centre).
      const centres = radius + (sign * middle.height) / 2;
      const sagitta = centres * (1 - Math.cos(theta));
      for (const end of [first, last]) {
        const drop = (end.y - middle.y) * sign;
        assert.ok(Math.abs(drop - sagitta) < 0.25, `ends ${drop} mm off the top, not ${sagitta}`);
        const across = Math.abs(end.x - middle.x);
        const expected = centres * Math.sin(Math.abs(theta));
        assert.ok(Math.abs(across - expected) < 0.25, `${across} mm across, not ${expected}`);
      }
    }
    const straight = await renderPrintFile(view([text({ text: 'OOOOO' })]), new Map());
    const flat = await renderPrintFile(view([text({ text: 'OOOOO', curveMm: 0 })]), new Map());
    assert.equal(flat.svg, straight.svg);
    const ys = (await glyphBlobs(straight.png)).map((blob) => blob.y);
    assert.ok(Math.max(...ys) - Math.min(...ys) < 0.05, 'a straight text on one baseline');
  });
});
