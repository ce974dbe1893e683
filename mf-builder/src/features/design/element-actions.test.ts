import { alignedIn, centred, placedDpi } from './element-actions';
import { FRONT, image, text } from './test-design';

describe('placing an element in its print area', () => {
  it('puts it against each edge of the 80 x 60 mm area, keeping the other axis', () => {
    const logo = image({ xMm: 30, yMm: 25, widthMm: 40, heightMm: 20 });
    expect(alignedIn(logo, FRONT, 'left')).toMatchObject({ xMm: 20, yMm: 25 });
    expect(alignedIn(logo, FRONT, 'right')).toMatchObject({ xMm: 60, yMm: 25 });
    expect(alignedIn(logo, FRONT, 'top')).toMatchObject({ xMm: 30, yMm: 10 });
    expect(alignedIn(logo, FRONT, 'bottom')).toMatchObject({ xMm: 30, yMm: 50 });
    expect(centred(logo, FRONT)).toMatchObject({ xMm: 40, yMm: 30 });
  });

  it('measures a turned element by the box it fills', () => {
    // 30 x 8 mm turned a quarter: 8 mm wide and 30 mm tall.
    const turned = text({ angle: 90 });
    expect(alignedIn(turned, FRONT, 'left').xMm).toBe(4);
    expect(alignedIn(turned, FRONT, 'bottom').yMm).toBe(45);
    // At 45°, (30 + 8) x cos 45° = 26.87 mm each way.
    expect(alignedIn(text({ angle: 45 }), FRONT, 'right').xMm).toBeCloseTo(80 - 13.435, 2);
  });
});

describe('the resolution of a new picture', () => {
  it('is measured where it would be placed: 60 % of the area, less when the picture is tall', () => {
    // 80 x 60 mm area: a square picture is placed 36 mm wide (60 % of the height).
    expect(placedDpi(100, 100, FRONT)).toBe(70);
    expect(placedDpi(103, 103, FRONT)).toBe(72);
    // A wide one is placed 48 mm wide (60 % of the width).
    expect(placedDpi(600, 100, FRONT)).toBe(317);
  });
});
