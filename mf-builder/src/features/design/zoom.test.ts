import { NO_ZOOM, panBy, pinch, toScene, zoomAt } from './zoom';

const size = { width: 400, height: 300 };

describe('zoom and pan', () => {
  it('zooms around a point that stays under the pointer', () => {
    const zoomed = zoomAt(NO_ZOOM, 2, { x: 100, y: 100 }, size);
    expect(zoomed).toEqual({ zoom: 2, x: -100, y: -100 });
    expect(toScene(zoomed, { x: 100, y: 100 })).toEqual({ x: 100, y: 100 });
    // Around the centre, twice in a row, then back out.
    const centre = { x: 200, y: 150 };
    const twice = zoomAt(zoomAt(NO_ZOOM, 1.25, centre, size), 1.25, centre, size);
    expect(twice.zoom).toBeCloseTo(1.5625);
    expect(toScene(twice, centre).x).toBeCloseTo(200);
    expect(zoomAt(twice, 1 / 1.5625, centre, size)).toEqual(NO_ZOOM);
  });

  it('stays between 1x and 4x and never shows an empty band', () => {
    expect(zoomAt(NO_ZOOM, 0.5, { x: 0, y: 0 }, size)).toEqual(NO_ZOOM);
    expect(zoomAt(NO_ZOOM, 10, { x: 0, y: 0 }, size).zoom).toBe(4);
    // Zoomed at the bottom-right corner: the corner stays in the corner.
    expect(zoomAt(NO_ZOOM, 2, { x: 400, y: 300 }, size)).toEqual({ zoom: 2, x: -400, y: -300 });
    const zoomed = { zoom: 2, x: -100, y: -100 };
    expect(panBy(zoomed, 50, -30, size)).toEqual({ zoom: 2, x: -50, y: -130 });
    expect(panBy(zoomed, 500, -500, size)).toEqual({ zoom: 2, x: 0, y: -300 });
    expect(panBy(NO_ZOOM, 40, 40, size)).toEqual(NO_ZOOM);
  });

  it('pinches: the fingers moving apart zoom in, their middle carries the picture', () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 150, y: 150 },
      { x: 250, y: 150 },
    ];
    // Twice as far apart around the same middle: 2x around (200, 150).
    const apart = pinch(
      NO_ZOOM,
      from,
      [
        { x: 100, y: 150 },
        { x: 300, y: 150 },
      ],
      size,
    );
    expect(apart).toEqual({ zoom: 2, x: -200, y: -150 });
    // Then both fingers move 40 px left, keeping their distance: a pan.
    const moved = pinch(
      apart,
      [
        { x: 100, y: 150 },
        { x: 300, y: 150 },
      ],
      [
        { x: 60, y: 150 },
        { x: 260, y: 150 },
      ],
      size,
    );
    expect(moved).toEqual({ zoom: 2, x: -240, y: -150 });
    expect(toScene(moved, { x: 160, y: 150 })).toEqual({ x: 200, y: 150 });
  });
});
