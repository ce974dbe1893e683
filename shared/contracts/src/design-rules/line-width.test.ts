import { isTooThin, textsHaveLines, thinnestTextStrokeMm } from './index.ts';

describe('minimum line width', () => {
  it('a text’s thin parts grow with its size and weight', () => {
    expect(thinnestTextStrokeMm({ fontFamily: 'Roboto', bold: false, fontSizeMm: 10 })).toBeCloseTo(
      0.72,
    );
    expect(thinnestTextStrokeMm({ fontFamily: 'Roboto', bold: true, fontSizeMm: 10 })).toBeCloseTo(
      1,
    );
    expect(
      thinnestTextStrokeMm({ fontFamily: 'Lobster', bold: false, fontSizeMm: 10 }),
    ).toBeCloseTo(0.65);
    expect(
      thinnestTextStrokeMm({ fontFamily: 'Desconocida', bold: false, fontSizeMm: 10 }),
    ).toBeCloseTo(0.72);
  });

  it('is too thin only under a technique’s minimum', () => {
    expect(isTooThin(0.29, { minLineWidthMm: 0.3 })).toBe(true);
    expect(isTooThin(0.3, { minLineWidthMm: 0.3 })).toBe(false);
    expect(isTooThin(0.01, { minLineWidthMm: null })).toBe(false);
    expect(isTooThin(null, { minLineWidthMm: 0.3 })).toBe(false);
  });

  it('embroidery holds texts by height, printing by their strokes too', () => {
    expect(textsHaveLines({ palette: 'thread' })).toBe(false);
    expect(textsHaveLines({ palette: 'ink' })).toBe(true);
  });
});
