import { clampShift, fitFactor, isInside, layoutView } from './area-math';
import { FRONT } from './test-design';

const view = { name: 'Frente', image: null, widthMm: 160, heightMm: 176 };

describe('print area maths', () => {
  it('scales the view to the canvas and places the area with its bleed and safety lines', () => {
    const layout = layoutView(view, FRONT, 320, 500);
    expect(layout.scale).toBe(2);
    expect([layout.width, layout.height]).toEqual([320, 352]);
    expect(layout.area).toEqual({ left: 80, top: 116, width: 160, height: 120 });
    expect(layout.bleed).toEqual({ left: 76, top: 112, width: 168, height: 128 });
    expect(layout.safety).toEqual({ left: 86, top: 122, width: 148, height: 108 });
  });

  const area = { left: 100, top: 100, width: 200, height: 100 };

  it('moves a box dragged past an edge back inside, sliding along the other axis', () => {
    expect(clampShift({ left: 250, top: 120, width: 80, height: 40 }, area)).toEqual({
      dx: -30,
      dy: 0,
    });
    expect(clampShift({ left: 90, top: 180, width: 50, height: 40 }, area)).toEqual({
      dx: 10,
      dy: -20,
    });
    expect(clampShift({ left: 120, top: 120, width: 50, height: 40 }, area)).toEqual({
      dx: 0,
      dy: 0,
    });
  });

  it('centres a box larger than the area on that axis', () => {
    expect(clampShift({ left: 0, top: 120, width: 300, height: 20 }, area).dx).toBe(50);
  });

  it('knows when a box is inside, with half a pixel of rounding', () => {
    expect(isInside({ left: 99.6, top: 100, width: 200, height: 100 }, area)).toBe(true);
    expect(isInside({ left: 99, top: 100, width: 200, height: 100 }, area)).toBe(false);
  });

  it('fits something bigger than the area at 90 % of it, and leaves a small one alone', () => {
    expect(fitFactor(400, 100, area)).toBeCloseTo(0.45);
    expect(fitFactor(50, 50, area)).toBe(1);
  });
});
