import { dpiLevel, effectiveDpi } from './dpi';

const limits = { warnDpi: 150, minPrintDpi: 100 };

describe('effective DPI', () => {
  it('is the pixels over the printed inches, on the weaker axis', () => {
    expect(effectiveDpi(1000, 1000, 80, 80)).toBe(317);
    expect(effectiveDpi(1000, 500, 200, 80)).toBe(127);
  });

  it('warns under 150, refuses under 100, and never judges a vector', () => {
    expect(dpiLevel(317, false, limits)).toBe('ok');
    expect(dpiLevel(127, false, limits)).toBe('warn');
    expect(dpiLevel(99, false, limits)).toBe('refuse');
    expect(dpiLevel(10, true, limits)).toBe('ok');
  });
});
