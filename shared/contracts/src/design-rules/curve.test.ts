import { curveGeometry, minRadius, pointOnCurve } from './index.ts';

describe('curved text', () => {
  it('arches a text over a circle: the box spans the glyphs from the baseline up', () => {
    // A text as long as a quarter of the circle: the sweep is 90°.
    const r = 100;
    const width = (Math.PI / 2) * r;
    const { box, path, radius } = curveGeometry(width, 10, r);
    expect(radius).toBe(100);
    const s = Math.sin(Math.PI / 4);
    expect(path).toBe(
      `M ${-(r * s).toFixed(3)} ${-(r * s).toFixed(3)} A 100 100 0 0 1 70.711 -70.711`,
    );
    expect(box.top).toBeCloseTo(-109.5);
    expect(box.width).toBeCloseTo(2 * 109.5 * s);
    // The lowest point is the foot of the end glyphs: (r - descent) cos 45°.
    expect(box.top + box.height).toBeCloseTo(-97.5 * s);
  });

  it('bends a text under a circle like a smile, glyphs pointing to the centre', () => {
    const r = 100;
    const width = (Math.PI / 2) * r;
    const { box, path } = curveGeometry(width, 10, -r);
    expect(path).toContain('A 100 100 0 0 0 70.711 70.711');
    expect(box.top).toBeCloseTo(90.5 * Math.sin(Math.PI / 4));
    expect(box.top + box.height).toBeCloseTo(102.5);
  });

  it('takes the whole circle width once the text sweeps past a half turn', () => {
    const r = 50;
    const width = 1.5 * Math.PI * r; // 270°
    const { box, path } = curveGeometry(width, 10, r);
    expect(path).toContain(' 0 1 1 ');
    expect(box.width).toBeCloseTo(2 * 59.5);
    // The ends hang below the centre: the lowest point is an outer corner of an end glyph.
    expect(box.top + box.height).toBeCloseTo(59.5 * Math.cos((3 * Math.PI) / 4) * -1);
  });

  it('never closes the ring: a radius too small for the text is opened up', () => {
    const width = 400;
    const { radius } = curveGeometry(width, 10, 20);
    expect(radius).toBeCloseTo(minRadius(width));
    expect(width / radius).toBeCloseTo((330 * Math.PI) / 180);
  });

  it('walks the same arc the path draws, glyphs turned along it', () => {
    const r = 100;
    const width = (Math.PI / 2) * r;
    const start = pointOnCurve(width, r, 0);
    expect(start.x).toBeCloseTo(-70.711, 3);
    expect(start.y).toBeCloseTo(-70.711, 3);
    expect(start.angle).toBeCloseTo(-45);
    expect(pointOnCurve(width, r, width / 2)).toEqual({ x: 0, y: -100, angle: 0 });
    const end = pointOnCurve(width, r, width);
    expect([end.x, end.y, end.angle].map((n) => Number(n.toFixed(3)))).toEqual([
      70.711, -70.711, 45,
    ]);
    // Under the circle the text runs through the bottom, its glyphs' tops towards the centre.
    const smile = pointOnCurve(width, -r, 0);
    expect([smile.x, smile.y, smile.angle].map((n) => Number(n.toFixed(3)))).toEqual([
      -70.711, 70.711, 45,
    ]);
    expect(pointOnCurve(width, -r, width / 2)).toEqual({ x: 0, y: 100, angle: -0 });
  });
});
