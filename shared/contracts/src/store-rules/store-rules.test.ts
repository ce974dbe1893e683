import { testShopConfig } from '../testing';
import { colorProblems, contrastRatio, imageSizeProblem } from './index.js';

const DEMO_AR = testShopConfig().colors;

describe('store colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('takes both demo stores’ colours', () => {
    expect(colorProblems(DEMO_AR)).toEqual({});
    const demoCl = {
      ...DEMO_AR,
      primary: '#1f5e3b',
      secondary: '#ff6f59',
      link: '#1f5e3b',
      background: '#fffdf9',
      text: '#1d2b24',
    };
    expect(colorProblems(demoCl)).toEqual({});
  });

  it('refuses grey text on white, on the text colour, with the ratio', () => {
    expect(colorProblems({ ...DEMO_AR, text: '#999999' })).toEqual({
      text: 'El contraste del texto sobre el fondo es 2,84:1; tiene que ser al menos 4,5:1 para que se pueda leer.',
      surface:
        'El contraste del texto sobre el fondo de paneles es 2,63:1; tiene que ser al menos 4,5:1 para que se pueda leer.',
    });
  });

  it('refuses a light principal colour under white text', () => {
    expect(colorProblems({ ...DEMO_AR, primary: '#ffd700' }).primary).toMatch(/principal es 1,/);
  });

  it('asks for a colour where there is none', () => {
    expect(colorProblems({ ...DEMO_AR, accent: 'rojo' })).toEqual({
      accent: 'Color de acento: elija un color como #1b3a8c.',
    });
  });
});

describe('store images', () => {
  it('refuses an empty or heavy file', () => {
    expect(imageSizeProblem('logo', 0)).toBe('El logo está vacío.');
    expect(imageSizeProblem('favicon', 300 * 1024)).toBe(
      'El ícono pesa 300 KB; el máximo es 256 KB.',
    );
    expect(imageSizeProblem('logo', 2048)).toBeNull();
  });
});
