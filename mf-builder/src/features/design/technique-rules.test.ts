import { ruleProblems, strokeWidthMm, type RuleMessages } from './technique-rules';
import { FRONT, image, serigrafia, text, upload } from './test-design';

const messages: RuleMessages = {
  textTooSmall: (t, mm) => `texto ${t} ${mm}`,
  lineTooThin: (t, w, min) => `trazo ${t} ${w}<${min}`,
  rasterRefused: (t) => `raster ${t}`,
  lowDpi: (dpi, min) => `dpi ${dpi}<${min}`,
  warnDpi: (dpi) => `aviso ${dpi}`,
  tooManyColors: (t, max, count) => `colores ${count}>${max}`,
  tooBig: (t, w, h) => `grande ${w}x${h}`,
};
const limits = { warnDpi: 150, minPrintDpi: 100 };
const check = (
  elements: Parameters<typeof ruleProblems>[0][number]['elements'],
  technique = serigrafia(),
  colors = ['#c62828'],
) =>
  ruleProblems(
    [{ view: 'Frente', printArea: FRONT, elements }],
    technique,
    new Map([['a.png', upload(colors)]]),
    limits,
    messages,
  );

describe('technique rules', () => {
  it('passes a design the technique can print', () => {
    expect(check([text(), image()])).toEqual([]);
  });

  it('names the element too small, raster where refused, or too blurry', () => {
    expect(check([text({ fontSizeMm: 1.5 })])).toEqual([
      { elementId: 'texto', hard: true, message: 'texto Serigrafía 2' },
    ]);
    expect(check([image()], serigrafia({ rasterAllowed: false }))).toEqual([
      { elementId: 'logo', hard: true, message: 'raster Serigrafía' },
    ]);
    // 600 px over 125 mm: 121 DPI, a warning; over 160 mm: 95 DPI, refused.
    expect(
      check(
        [image({ widthMm: 125, heightMm: 125 })],
        serigrafia({ maxImprintWidthMm: null, maxImprintHeightMm: null }),
      ),
    ).toEqual([{ elementId: 'logo', hard: false, message: 'aviso 121' }]);
    expect(
      check(
        [image({ widthMm: 160, heightMm: 160 })],
        serigrafia({ maxImprintWidthMm: null, maxImprintHeightMm: null }),
      )[0],
    ).toEqual({ elementId: 'logo', hard: true, message: 'dpi 95<100' });
  });

  it('counts the inks of texts and uploads against the maximum, and the imprint size', () => {
    expect(
      check([text({ fill: '#1e4fa3' }), image()], serigrafia(), ['#c62828', '#000000']),
    ).toEqual([{ elementId: null, hard: true, message: 'colores 3>2' }]);
    expect(check([image({ widthMm: 75, heightMm: 20, widthPx: 6000, heightPx: 2000 })])).toEqual([
      { elementId: null, hard: true, message: 'grande 70x60' },
    ]);
  });

  it('names a text whose strokes are thinner than the technique prints, until it is bold or bigger', () => {
    const thin = serigrafia({ minLineWidthMm: 0.9 });
    // Roboto at 12 mm: its thinnest regular strokes about 0.86 mm, bold 1.2 mm.
    expect(check([text({ fontSizeMm: 12 })], thin)).toEqual([
      { elementId: 'texto', hard: true, message: 'trazo Serigrafía 0.86<0.9' },
    ]);
    expect(check([text({ fontSizeMm: 12, bold: true })], thin)).toEqual([]);
    expect(check([text({ fontSizeMm: 13 })], thin)).toEqual([]);
    expect(strokeWidthMm({ fontFamily: 'Lobster', fontSizeMm: 10, bold: true })).toBe(0.65);
  });
});
